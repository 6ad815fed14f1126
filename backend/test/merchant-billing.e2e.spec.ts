import { Logger } from '@nestjs/common';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { addCard, bookCall, card, CARD_OK, merchantAndAffiliate } from './support/calls-setup';
import { everyRowAsText, withDatabase } from './support/database';
import { MERCHANT_ONLY, newAffiliate, newMerchant, SIGN_IN_MESSAGE } from './support/people';
import { streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

const FILL_IN = 'Please fill in all payment method fields.';
const BAD_NUMBER = 'Please enter a valid card number';
const BAD_EXPIRY = 'Please enter a valid expiry date (MM/YY)';
const BAD_CVC = 'Please enter a valid CVC';

describe('merchant billing endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  describe('GET /api/billing/setup-status', () => {
    it('has no card at first, and says the processor is the sandbox', async () => {
      const m = await newMerchant(t);
      const res = await m.browser.get('/api/billing/setup-status').expect(200);
      expect(res.body).toEqual({ hasBillingSetup: false, hasPaymentMethod: false, paymentMethodDetails: null, isSandbox: true });
    });

    it('is for merchants only, and needs a session', async () => {
      const a = await newAffiliate(t);
      expect((await a.browser.get('/api/billing/setup-status').expect(403)).body.message).toBe(MERCHANT_ONLY);
      expect((await t.browser().get('/api/billing/setup-status').expect(401)).body.message).toBe(SIGN_IN_MESSAGE);
    });
  });

  describe('POST /api/billing/setup-complete and update-payment-method', () => {
    it('saves a card: brand, last 4 and expiry only', async () => {
      const m = await newMerchant(t);
      const res = await m.browser.post('/api/billing/setup-complete').send(card(CARD_OK, { exp_year: 34 })).expect(200);
      expect(res.body).toEqual({
        hasBillingSetup: true,
        hasPaymentMethod: true,
        paymentMethodDetails: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
        isSandbox: true,
      });
      expect((await m.browser.get('/api/billing/setup-status').expect(200)).body).toEqual(res.body);
    });

    it('replaces the card with a four-digit year', async () => {
      const m = await newMerchant(t);
      await addCard(m.browser);
      const res = await m.browser.post('/api/billing/update-payment-method').send(card('5555555555554444', { exp_month: 3, exp_year: 2031 })).expect(200);
      expect(res.body.paymentMethodDetails).toEqual({ brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 });
    });

    it.each([
      ['no body', {}, FILL_IN],
      ['no number', card(''), FILL_IN],
      ['no cvc', card(CARD_OK, { cvc: '' }), FILL_IN],
      ['a 12-digit number', card('424242424242'), BAD_NUMBER],
      ['a 20-digit number', card('42424242424242424242'), BAD_NUMBER],
      ['letters in the number', card('4242x24242424242'), BAD_NUMBER],
      ['month 13', card(CARD_OK, { exp_month: 13 }), BAD_EXPIRY],
      ['month 0', card(CARD_OK, { exp_month: 0 }), BAD_EXPIRY],
      ['a three-digit year', card(CARD_OK, { exp_year: 203 }), BAD_EXPIRY],
      ['a two-digit cvc', card(CARD_OK, { cvc: '12' }), BAD_CVC],
      ['a five-digit cvc', card(CARD_OK, { cvc: '12345' }), BAD_CVC],
    ])('refuses %s with 400 and the message of docs/product/validation.md', async (_, body, message) => {
      const m = await newMerchant(t);
      const res = await m.browser.post('/api/billing/setup-complete').send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect((await m.browser.get('/api/billing/setup-status').expect(200)).body.hasPaymentMethod).toBe(false);
    });

    it('refuses a number failing the Luhn check, and an expired card, with 422', async () => {
      const m = await newMerchant(t);
      const luhn = await m.browser.post('/api/billing/setup-complete').send(card('4242424242424241')).expect(422);
      expect(luhn.body.message).toBe('The card number is not valid. Please check it and try again.');
      const expired = await m.browser.post('/api/billing/update-payment-method').send(card(CARD_OK, { exp_month: 1, exp_year: 2020 })).expect(422);
      expect(expired.body.message).toBe('The expiry date is not valid, or the card has expired.');
    });

    it('is for merchants only', async () => {
      const a = await newAffiliate(t);
      await a.browser.post('/api/billing/setup-complete').send(card(CARD_OK)).expect(403);
      await a.browser.post('/api/billing/update-payment-method').send(card(CARD_OK)).expect(403);
      await t.browser().post('/api/billing/setup-complete').send(card(CARD_OK)).expect(401);
    });
  });

  describe('DELETE /api/billing/delete-payment-method', () => {
    it('removes the card (204), then has nothing to remove (409)', async () => {
      const m = await newMerchant(t);
      await addCard(m.browser);
      await m.browser.delete('/api/billing/delete-payment-method').expect(204);
      expect((await m.browser.get('/api/billing/setup-status').expect(200)).body).toMatchObject({ hasPaymentMethod: false, paymentMethodDetails: null });
      const again = await m.browser.delete('/api/billing/delete-payment-method').expect(409);
      expect(again.body.message).toBe('There is no payment card on file.');
    });

    it('is for merchants only', async () => {
      const a = await newAffiliate(t);
      await a.browser.delete('/api/billing/delete-payment-method').expect(403);
    });
  });

  describe('GET /api/billing/balance', () => {
    it('is zero before any approval and sums the ledger after', async () => {
      const setup = await merchantAndAffiliate(t, 12.35);
      const b = setup.merchant.browser;
      expect((await b.get('/api/billing/balance').expect(200)).body).toEqual({ chargedTotal: '$0.00', feesTotal: '$0.00', commissionsTotal: '$0.00' });
      await addCard(b);
      for (let i = 0; i < 2; i++) {
        const callId = await bookCall(t, setup);
        await b.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(200);
      }
      // 2 x ($12.35 + round-half-up 10% = $1.24)
      expect((await b.get('/api/billing/balance').expect(200)).body).toEqual({ chargedTotal: '$27.18', feesTotal: '$2.48', commissionsTotal: '$24.70' });
      await setup.affiliate.browser.get('/api/billing/balance').expect(403);
    });
  });

  describe('card data', () => {
    it('never reaches the database, the events or the logs', async () => {
      const logged: string[] = [];
      const capture = (...args: unknown[]) => void logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
      const spies = (['log', 'error', 'warn', 'debug', 'verbose'] as const).map((level) => jest.spyOn(Logger.prototype, level).mockImplementation(capture));
      const consoleSpies = (['log', 'error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(capture));
      try {
        const setup = await merchantAndAffiliate(t);
        const b = setup.merchant.browser;
        await b.post('/api/billing/setup-complete').send(card('4000056655665556', { cvc: '9876' })).expect(200);
        await b.post('/api/billing/update-payment-method').send(card('5555555555554444', { cvc: '7531', exp_year: 2033 })).expect(200);
        await b.post('/api/billing/update-payment-method').send(card('4000000000000341', { cvc: '8642', exp_year: 2033 })).expect(200);
        // A rejected form and a declined charge go through error paths too.
        await b.post('/api/billing/update-payment-method').send(card('4242424242424241', { cvc: '1357' })).expect(422);
        const callId = await bookCall(t, setup);
        await b.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(402);

        const secrets = ['4000056655665556', '5555555555554444', '4000000000000341', '4242424242424241', '9876', '7531', '8642', '1357'];
        // Every table, and the merchant's billing stream read through the event store (the events
        // may live in KurrentDB, outside the database).
        const billingEvents = (await streamEvents(t, `merchant-billing-${setup.merchant.user.id}`)).map((e) => JSON.stringify(e));
        const everything = [...(await withDatabase(t, everyRowAsText)), ...billingEvents];
        expect(everything.length).toBeGreaterThan(10);
        expect(everything.filter((row) => row.includes('"last4"'))).not.toEqual([]);
        expect(billingEvents.filter((e) => e.includes('PaymentMethodSet') && e.includes('"last4"'))).toHaveLength(3);
        // CVCs are checked where card data is (the events and the event log's copies of them),
        // where a 4-digit value could only be a leak.
        const cardRows = everything.filter((row) => row.includes('PaymentMethodSet') && row.includes('"last4"') && row.includes(setup.merchant.user.id));
        expect(cardRows.length).toBeGreaterThanOrEqual(6);
        expect(everything.filter((row) => secrets.slice(0, 4).some((s) => row.includes(s)))).toEqual([]);
        expect(cardRows.filter((row) => secrets.slice(4).some((s) => row.includes(`"${s}"`)))).toEqual([]);
        expect(logged.filter((line) => secrets.some((s) => line.includes(s)))).toEqual([]);
      } finally {
        [...spies, ...consoleSpies].forEach((s) => s.mockRestore());
      }
    });

    it('the app has one processor, exported for approvals and payouts', () => {
      expect(t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false }).mode).toBe('sandbox');
    });
  });
});
