import { type FakeReply, type RecordedRequest, serveLoopback } from '../../test-support/loopback-server';
import { CardInvalid, CardNotDebit, PaymentDeclined, PaymentRequestRejected } from './payments.errors';
import type { CardDetails, PaymentProcessor } from './payments.port';

/**
 * The behaviour every payments adapter must have (CONVENTIONS.md 9), run against the sandbox and
 * against the stripe adapter talking to a local fake of Stripe (`fake-stripe.contract.ts`).
 */
export interface OpenedPayments {
  adapter: PaymentProcessor;
  /** What a finished Connect onboarding does to the account (the sandbox needs none). */
  completeOnboarding(accountId: string): Promise<void>;
  close(): Promise<void>;
}

/** Stripe's test cards (STACK.md facts; https://docs.stripe.com/testing). */
export const TEST_CARD = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Attaches, then every charge fails. */
  chargeDeclined: '4000000000000341',
  visaDebit: '4000056655665556',
  mastercardDebit: '5200828282828210',
  mastercardPrepaid: '5105105105105100',
} as const;

export const cardOf = (number: string, cvc = '987'): CardDetails => ({ number, expMonth: 12, expYear: 2034, cvc });

export function describePaymentsContract(name: string, open: () => Promise<OpenedPayments>): void {
  describe(`payments contract: ${name}`, () => {
    let opened: OpenedPayments;
    let payments: PaymentProcessor;
    beforeEach(async () => {
      opened = await open();
      payments = opened.adapter;
    });
    afterEach(async () => opened.close());

    const charge = (customerId: string, paymentMethodId: string, idempotencyKey: string, amountCents = 1100) =>
      payments.charge({ customerId, paymentMethodId, amountCents, currency: 'usd', idempotencyKey, description: 'Call approved', metadata: { callId: 'call-1' } });
    const merchantWith = async (number: string) => {
      const { customerId } = await payments.ensureCustomer('merchant-1', 'owner@merchant.example');
      const { paymentMethodId } = await payments.attachCard(customerId, cardOf(number));
      return { customerId, paymentMethodId };
    };
    const readyAffiliate = async (affiliateId = 'affiliate-1') => {
      const { accountId } = await payments.ensureConnectedAccount(affiliateId, `${affiliateId}@example.com`);
      await opened.completeOnboarding(accountId);
      return accountId;
    };

    describe('merchant cards and charges', () => {
      it('gives a merchant the same customer every time, and another merchant another', async () => {
        const first = await payments.ensureCustomer('merchant-1', 'owner@merchant.example');
        expect(first.customerId).toMatch(/^cus_/);
        expect(await payments.ensureCustomer('merchant-1', 'owner@merchant.example')).toEqual(first);
        expect((await payments.ensureCustomer('merchant-2', 'other@merchant.example')).customerId).not.toBe(first.customerId);
      });

      it('saves a card and gives back only its brand, last 4 and expiry', async () => {
        const { customerId } = await payments.ensureCustomer('merchant-1', 'owner@merchant.example');
        const saved = await payments.attachCard(customerId, cardOf(TEST_CARD.succeeds, '987'));
        expect(saved).toEqual({ paymentMethodId: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
        expect(JSON.stringify(saved)).not.toContain(TEST_CARD.succeeds);
        expect((await payments.attachCard(customerId, { ...cardOf('5200 8282 8282 8210'), expYear: 34 })).brand).toBe('mastercard');
      });

      it('refuses a number failing the Luhn check, a past expiry and a malformed CVC, naming the field', async () => {
        const { customerId } = await payments.ensureCustomer('merchant-1', 'owner@merchant.example');
        await expect(payments.attachCard(customerId, cardOf('4242424242424241'))).rejects.toMatchObject({ constructor: CardInvalid, field: 'number' });
        await expect(payments.attachCard(customerId, { ...cardOf(TEST_CARD.succeeds), expYear: 2020 })).rejects.toMatchObject({ constructor: CardInvalid, field: 'expiry' });
        await expect(payments.attachCard(customerId, { ...cardOf(TEST_CARD.succeeds), expMonth: 13 })).rejects.toMatchObject({ constructor: CardInvalid, field: 'expiry' });
        await expect(payments.attachCard(customerId, cardOf(TEST_CARD.succeeds, '12'))).rejects.toMatchObject({ constructor: CardInvalid, field: 'cvc' });
      });

      it('charges off-session and replays the first charge for the same key, never a second one', async () => {
        const { customerId, paymentMethodId } = await merchantWith(TEST_CARD.succeeds);
        const first = await charge(customerId, paymentMethodId, 'approval-call-1');
        expect(first).toEqual({ chargeId: expect.stringMatching(/^ch_/) });
        expect(await charge(customerId, paymentMethodId, 'approval-call-1')).toEqual(first);
        const concurrent = await Promise.all(Array.from({ length: 5 }, () => charge(customerId, paymentMethodId, 'approval-call-1')));
        expect(new Set(concurrent.map((c) => c.chargeId))).toEqual(new Set([first.chargeId]));
        expect((await charge(customerId, paymentMethodId, 'approval-call-2')).chargeId).not.toBe(first.chargeId);
      });

      it('refuses the same key for a different charge', async () => {
        const { customerId, paymentMethodId } = await merchantWith(TEST_CARD.succeeds);
        await charge(customerId, paymentMethodId, 'approval-call-1', 1100);
        await expect(charge(customerId, paymentMethodId, 'approval-call-1', 2200)).rejects.toBeInstanceOf(PaymentRequestRejected);
      });

      it('refuses to attach 4000 0000 0000 0002 (a plain decline) and 9995 (insufficient funds), as test mode does', async () => {
        const { customerId } = await payments.ensureCustomer('merchant-declined', 'declined@example.com');
        await expect(payments.attachCard(customerId, cardOf(TEST_CARD.declined))).rejects.toMatchObject({ constructor: PaymentDeclined, declineCode: 'generic_decline', message: 'The card was declined.' });
        await expect(payments.attachCard(customerId, cardOf(TEST_CARD.insufficientFunds))).rejects.toMatchObject({
          constructor: PaymentDeclined,
          declineCode: 'insufficient_funds',
          message: 'The card was declined (insufficient funds).',
        });
      });

      it('attaches 4000 0000 0000 0341 and declines its charges, the same decline for the same key; a new card with a new key then succeeds', async () => {
        const { customerId, paymentMethodId } = await merchantWith(TEST_CARD.chargeDeclined);
        const declined = { constructor: PaymentDeclined, declineCode: 'generic_decline', message: 'The card was declined.' };
        await expect(charge(customerId, paymentMethodId, 'approval-call-1')).rejects.toMatchObject(declined);
        await expect(charge(customerId, paymentMethodId, 'approval-call-1')).rejects.toMatchObject(declined);
        const replacement = await payments.attachCard(customerId, cardOf(TEST_CARD.succeeds));
        await expect(charge(customerId, replacement.paymentMethodId, 'approval-call-1#2')).resolves.toEqual({ chargeId: expect.any(String) });
      });

      it("refuses a charge below Stripe's $0.50 minimum, and a non-positive or fractional amount before sending", async () => {
        const { customerId, paymentMethodId } = await merchantWith(TEST_CARD.succeeds);
        await expect(charge(customerId, paymentMethodId, 'small', 49)).rejects.toBeInstanceOf(PaymentRequestRejected);
        await expect(charge(customerId, paymentMethodId, 'zero', 0)).rejects.toBeInstanceOf(RangeError);
        await expect(charge(customerId, paymentMethodId, 'fraction', 10.5)).rejects.toBeInstanceOf(RangeError);
      });

      it('refunds a charge in full once for the same key, and refuses more than is left on it', async () => {
        const { customerId, paymentMethodId } = await merchantWith(TEST_CARD.succeeds);
        const { chargeId } = await charge(customerId, paymentMethodId, 'approval-call-1', 1100);
        const request = { chargeId, amountCents: 1100, idempotencyKey: 'refund-dispute-1', reason: 'requested_by_customer' as const };
        const first = await payments.refund(request);
        expect(first).toEqual({ refundId: expect.stringMatching(/^re_/) });
        const again = await Promise.all(Array.from({ length: 3 }, () => payments.refund(request)));
        expect(new Set(again.map((r) => r.refundId))).toEqual(new Set([first.refundId]));
        await expect(payments.refund({ ...request, amountCents: 100 })).rejects.toBeInstanceOf(PaymentRequestRejected);
        await expect(payments.refund({ ...request, idempotencyKey: 'refund-dispute-2' })).rejects.toBeInstanceOf(PaymentRequestRejected);
      });

      it('refunds part of a charge, then refuses a refund beyond the rest', async () => {
        const { customerId, paymentMethodId } = await merchantWith(TEST_CARD.succeeds);
        const { chargeId } = await charge(customerId, paymentMethodId, 'approval-call-1', 1100);
        await payments.refund({ chargeId, amountCents: 600, idempotencyKey: 'refund-part-1' });
        await expect(payments.refund({ chargeId, amountCents: 501, idempotencyKey: 'refund-part-2' })).rejects.toBeInstanceOf(PaymentRequestRejected);
        await expect(payments.refund({ chargeId, amountCents: 500, idempotencyKey: 'refund-part-3' })).resolves.toEqual({ refundId: expect.any(String) });
        await expect(payments.refund({ chargeId, amountCents: 0, idempotencyKey: 'refund-zero' })).rejects.toBeInstanceOf(RangeError);
      });

      it('detaches a card idempotently, after which it cannot be charged', async () => {
        const { customerId, paymentMethodId } = await merchantWith(TEST_CARD.succeeds);
        await payments.detachCard(paymentMethodId);
        await payments.detachCard(paymentMethodId);
        await expect(charge(customerId, paymentMethodId, 'after-detach')).rejects.toBeInstanceOf(PaymentRequestRejected);
      });

      it("refuses to charge one merchant's card to another merchant", async () => {
        const { paymentMethodId } = await merchantWith(TEST_CARD.succeeds);
        const other = await payments.ensureCustomer('merchant-2', 'other@merchant.example');
        await expect(charge(other.customerId, paymentMethodId, 'foreign-card')).rejects.toBeInstanceOf(PaymentRequestRejected);
      });
    });

    describe('affiliate accounts, debit cards and payouts', () => {
      it('gives an affiliate one account, and no onboarding link once onboarding is done', async () => {
        const first = await payments.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com');
        expect(first.accountId).toMatch(/^acct_/);
        if (first.onboardingUrl !== null) expect(first.onboardingUrl).toMatch(/^https:\/\/\S+$/);
        expect((await payments.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com')).accountId).toBe(first.accountId);
        await opened.completeOnboarding(first.accountId);
        expect(await payments.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com', first.accountId)).toEqual({ accountId: first.accountId, onboardingUrl: null });
      });

      it('adds Visa and Mastercard debit cards, keeping only brand, last 4 and expiry', async () => {
        const accountId = await readyAffiliate();
        const visa = await payments.addDebitCard(accountId, cardOf(TEST_CARD.visaDebit));
        expect(visa).toEqual({ externalAccountId: expect.stringMatching(/^card_/), brand: 'visa', last4: '5556', expMonth: 12, expYear: 2034 });
        expect(JSON.stringify(visa)).not.toContain(TEST_CARD.visaDebit);
        expect(await payments.addDebitCard(accountId, cardOf(TEST_CARD.mastercardDebit))).toMatchObject({ brand: 'mastercard', last4: '8210' });
      });

      it('refuses a credit card and a prepaid card for payouts, and an invalid card as invalid', async () => {
        const accountId = await readyAffiliate();
        const credit = payments.addDebitCard(accountId, cardOf(TEST_CARD.succeeds));
        await expect(credit).rejects.toBeInstanceOf(CardNotDebit);
        await expect(credit).rejects.toThrow(/^Instant payouts need a debit card; this card is /);
        await expect(payments.addDebitCard(accountId, cardOf(TEST_CARD.mastercardPrepaid))).rejects.toMatchObject({ constructor: CardNotDebit, reason: 'prepaid' });
        await expect(payments.addDebitCard(accountId, cardOf('4000056655665557'))).rejects.toMatchObject({ constructor: CardInvalid, field: 'number' });
      });

      it('pays out to the debit card and replays the first payout for the same key', async () => {
        const accountId = await readyAffiliate();
        await payments.addDebitCard(accountId, cardOf(TEST_CARD.visaDebit));
        const request = { accountId, amountCents: 4975, idempotencyKey: 'payout-1', description: 'LeadLedger payout' };
        const first = await payments.payout(request);
        expect(first).toEqual({ transferId: expect.stringMatching(/^tr_/), payoutId: expect.stringMatching(/^po_/) });
        expect(await payments.payout(request)).toEqual(first);
        await expect(payments.payout({ ...request, amountCents: 5000 })).rejects.toBeInstanceOf(PaymentRequestRejected);
        expect((await payments.payout({ ...request, idempotencyKey: 'payout-2' })).payoutId).not.toBe(first.payoutId);
      });

      it('refuses a payout once the debit card is removed; removing twice is fine', async () => {
        const accountId = await readyAffiliate();
        const { externalAccountId } = await payments.addDebitCard(accountId, cardOf(TEST_CARD.visaDebit));
        await payments.removeDebitCard(accountId, externalAccountId);
        await payments.removeDebitCard(accountId, externalAccountId);
        await expect(payments.payout({ accountId, amountCents: 1000, idempotencyKey: 'payout-1', description: 'LeadLedger payout' })).rejects.toBeInstanceOf(PaymentRequestRejected);
      });

      it('refuses a non-positive amount before sending', async () => {
        const accountId = await readyAffiliate();
        await expect(payments.payout({ accountId, amountCents: 0, idempotencyKey: 'payout-0', description: 'x' })).rejects.toBeInstanceOf(RangeError);
      });
    });
  });
}

/* Test support for the stripe adapter: a local server standing in for api.stripe.com. */

export type { FakeReply, RecordedRequest } from '../../test-support/loopback-server';

export interface LoopbackServer {
  /** What `StripePaymentsOptions.endpoint` takes. */
  endpoint: { host: string; port: number; protocol: 'http' };
  /** Every request received, in order, for the specs' wire-format checks. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 and a free port, answering JSON from `reply` with a Stripe request id. */
export async function startLoopbackServer(reply: (request: RecordedRequest) => FakeReply): Promise<LoopbackServer> {
  let served = 0;
  const server = await serveLoopback((request) => {
    let answer: FakeReply;
    try {
      answer = reply(request);
    } catch (error) {
      // Stripe-shaped, so the SDK raises it instead of taking it for a resource.
      answer = { status: 400, json: { error: { type: 'invalid_request_error', message: `fake cannot answer: ${String(error)}` } } };
    }
    return { status: answer.status ?? 200, headers: { 'content-type': 'application/json', 'request-id': `req_fake${++served}` }, body: JSON.stringify(answer.json ?? {}) };
  });
  return { endpoint: { host: '127.0.0.1', port: server.port, protocol: 'http' }, requests: server.requests, close: server.close };
}
