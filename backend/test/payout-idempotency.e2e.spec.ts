import type { AffiliateWalletEvent } from '../src/domain/affiliate-wallet/affiliate-wallet.events';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { affiliateWithEarnings, collect } from './support/payouts-setup';
import { eventStoreOf, streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 11: one Idempotency-Key, one payout, whatever happens to the request that started it
 * (docs/architecture/money-movements.md). Found by trying it: once the processor had paid, a
 * database error answered 500, released the key, and the retry made a second payout and a second fee.
 */
describe('a payout is bound to its Idempotency-Key', () => {
  let t: TestApp;
  let processor: PaymentProcessor;
  beforeAll(async () => {
    t = await startTestApp();
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  const walletEvents = async (affiliateId: string) =>
    (await streamEvents(t, `affiliate-wallet-${affiliateId}`)).map((e) => ({ ...e.data, type: e.type }) as AffiliateWalletEvent);

  it('the database fails right after the processor paid: "pending" with the payout id, and the retry pays nothing more', async () => {
    const setup = await affiliateWithEarnings(t, 20, 2);
    const store = eventStoreOf(t);
    const realPayout = processor.payout.bind(processor);
    const payout = jest.spyOn(processor, 'payout').mockImplementationOnce(async (request) => {
      const paid = await realPayout(request);
      // The connection to the event store dies between the processor's answer and its recording.
      jest.spyOn(store, 'append').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
      return paid;
    });

    const first = await collect(setup.affiliate.browser, 'collect-once');
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ code: 'PayoutPending', payoutId: expect.any(String) });

    const retries = await Promise.all([collect(setup.affiliate.browser, 'collect-once'), collect(setup.affiliate.browser, 'collect-once')]);
    for (const retry of retries) {
      expect(retry.status).toBe(202);
      expect(retry.body.payoutId).toBe(first.body.payoutId);
    }
    expect(payout).toHaveBeenCalledTimes(1);
    const events = await walletEvents(setup.affiliate.user.id);
    expect(events.filter((e) => e.type === 'PayoutRequested').map((e) => (e as { payoutId: string }).payoutId)).toEqual([first.body.payoutId]);
  });

  it('the payout id is the same for the same key and caller, another for another key', async () => {
    const setup = await affiliateWithEarnings(t, 20, 1);
    const one = await collect(setup.affiliate.browser, 'key-a').expect(200);
    expect((await collect(setup.affiliate.browser, 'key-a').expect(200)).body).toEqual(one.body);
    // Nothing left to collect: a new key is a new request and is refused, which frees that key.
    await collect(setup.affiliate.browser, 'key-b').expect(422);
    expect((await walletEvents(setup.affiliate.user.id)).filter((e) => e.type === 'PayoutRequested')).toHaveLength(1);
  });
});
