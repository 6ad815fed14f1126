import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { everyRowAsText, withDatabase } from './support/database';
import { AFFILIATE_ONLY, newAffiliate, newMerchant } from './support/people';
import { collect, CREDIT_CARD, DEBIT_CARD, DEBIT_CARD_2, payoutCard, PREPAID_CARD } from './support/payouts-setup';
import { startTestApp, type TestApp } from './support/test-app';

const ENDPOINTS: [method: 'get' | 'post' | 'delete', path: string][] = [
  ['get', '/api/earnings/affiliate'],
  ['get', '/api/earnings/affiliate/weekly'],
  ['get', '/api/payout/method-status'],
  ['post', '/api/payout/setup-method'],
  ['delete', '/api/payout/delete-method'],
  ['post', '/api/payout/collect'],
  ['get', '/api/payouts/affiliate'],
];

describe('affiliate payout method (issue 5)', () => {
  let t: TestApp;
  let processor: PaymentProcessor;
  beforeAll(async () => {
    t = await startTestApp();
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  describe('who may call', () => {
    it.each(ENDPOINTS)('%s %s needs a session (401)', async (method, path) => {
      await t.browser()[method](path).send(payoutCard()).expect(401);
    });

    it.each(ENDPOINTS)('%s %s is refused to a merchant (403)', async (method, path) => {
      const merchant = await newMerchant(t);
      const res = await merchant.browser[method](path).send(payoutCard());
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(AFFILIATE_ONLY);
    });
  });

  describe('payout method', () => {
    it('starts empty, takes a debit card, replaces it, and is removed once (then 409)', async () => {
      const { browser } = await newAffiliate(t);
      expect((await browser.get('/api/payout/method-status').expect(200)).body).toEqual({ hasPayoutMethod: false, payoutMethodDetails: null, isSandbox: true });

      const added = await browser.post('/api/payout/setup-method').send(payoutCard('4000 0566 5566 5556')).expect(200);
      expect(added.body).toEqual({ hasPayoutMethod: true, payoutMethodDetails: { brand: 'visa', last4: '5556', exp_month: 12, exp_year: 2034 }, isSandbox: true });
      expect(added.body.onboardingUrl).toBeUndefined();

      await browser.post('/api/payout/setup-method').send(payoutCard(DEBIT_CARD_2, { expiryDate: '01/31' })).expect(200);
      expect((await browser.get('/api/payout/method-status').expect(200)).body.payoutMethodDetails).toEqual({ brand: 'mastercard', last4: '8210', exp_month: 1, exp_year: 2031 });

      await browser.delete('/api/payout/delete-method').expect(204);
      expect((await browser.get('/api/payout/method-status').expect(200)).body.hasPayoutMethod).toBe(false);
      const again = await browser.delete('/api/payout/delete-method').expect(409);
      expect(again.body.message).toBe('There is no payout method to remove.');
    });

    it('returns the onboarding link when the processor asks for one', async () => {
      const { browser } = await newAffiliate(t);
      const ensure = processor.ensureConnectedAccount.bind(processor);
      jest.spyOn(processor, 'ensureConnectedAccount').mockImplementationOnce(async (...args) => ({ ...(await ensure(...args)), onboardingUrl: 'https://connect.example/onboard' }));
      const res = await browser.post('/api/payout/setup-method').send(payoutCard()).expect(200);
      expect(res.body).toMatchObject({ hasPayoutMethod: true, onboardingUrl: 'https://connect.example/onboard' });
    });

    it.each([
      ['no body', undefined, 'Please fill in all required fields'],
      ['a missing cvc', { cardNumber: DEBIT_CARD, expiryDate: '12/34' }, 'Please fill in all required fields'],
      ['an empty expiry', payoutCard(DEBIT_CARD, { expiryDate: '' }), 'Please fill in all required fields'],
      ['12 digits', payoutCard('400005665566'), 'Please enter a valid card number'],
      ['20 digits', payoutCard('40000566556655561234'), 'Please enter a valid card number'],
      ['letters', payoutCard('4000abcd55665556'), 'Please enter a valid card number'],
      ['month 13', payoutCard(DEBIT_CARD, { expiryDate: '13/34' }), 'Please enter a valid expiry date (MM/YY)'],
      ['a four-digit year', payoutCard(DEBIT_CARD, { expiryDate: '12/2034' }), 'Please enter a valid expiry date (MM/YY)'],
      ['a two-digit cvc', payoutCard(DEBIT_CARD, { cvc: '12' }), 'Please enter a valid CVC'],
      ['a five-digit cvc', payoutCard(DEBIT_CARD, { cvc: '12345' }), 'Please enter a valid CVC'],
    ])('setup refuses %s with 400 and the form message', async (_, body, message) => {
      const { browser } = await newAffiliate(t);
      const res = await browser.post('/api/payout/setup-method').send(body as object).expect(400);
      expect(res.body.message).toBe(message);
      expect(JSON.stringify(res.body)).not.toContain('5556');
      expect((await browser.get('/api/payout/method-status').expect(200)).body.hasPayoutMethod).toBe(false);
    });

    it.each([
      ['a credit card', CREDIT_CARD, 'Instant payouts need a debit card; this card is a credit card.'],
      ['a prepaid card', PREPAID_CARD, 'Instant payouts need a debit card; this card is a prepaid card.'],
      ['a number failing Luhn', '4000056655665557', 'The card number is not valid. Please check it and try again.'],
      ['an expired card', '4000056655665556|01/20', 'The expiry date is not valid, or the card has expired.'],
    ])('setup refuses %s with 422 and a clear message', async (_, spec, message) => {
      const { browser } = await newAffiliate(t);
      const [number, expiryDate = '12/34'] = spec.split('|');
      const res = await browser.post('/api/payout/setup-method').send(payoutCard(number, { expiryDate })).expect(422);
      expect(res.body.message).toBe(message);
      expect((await browser.get('/api/payout/method-status').expect(200)).body.hasPayoutMethod).toBe(false);
    });

    it('keeps no card number or CVC anywhere in the database', async () => {
      const { browser } = await newAffiliate(t);
      await browser.post('/api/payout/setup-method').send(payoutCard(DEBIT_CARD, { cvc: '9876' })).expect(200);
      const rows = await withDatabase(t, everyRowAsText);
      expect(rows.filter((r) => r.includes(DEBIT_CARD) || r.includes('"9876"'))).toEqual([]);
    });
  });
});
