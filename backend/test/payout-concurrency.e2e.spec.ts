import type { AffiliateWalletEvent } from '../src/domain/affiliate-wallet/affiliate-wallet.events';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { bookCall } from './support/calls-setup';
import { streamEvents } from './support/stored-events';
import { affiliateWithEarnings, collect, earningsOf } from './support/payouts-setup';
import { startTestApp, type TestApp } from './support/test-app';

/** The wallet stream, event by event: the balance after each one, and what was credited and paid. */
async function walletHistory(t: TestApp, affiliateId: string) {
  const events = (await streamEvents(t, `affiliate-wallet-${affiliateId}`)).map((e) => ({ ...e.data, type: e.type }) as AffiliateWalletEvent);
  let available = 0;
  let reserved = 0;
  let lowest = 0;
  let credited = 0;
  let paid = 0;
  for (const e of events) {
    if (e.type === 'CommissionCredited') (available += e.amountCents), (credited += e.amountCents);
    if (e.type === 'PayoutRequested') (available -= e.amountCents), (reserved += e.amountCents);
    if (e.type === 'PayoutCompleted') (reserved -= e.amountCents), (paid += e.amountCents);
    if (e.type === 'PayoutFailed') (reserved -= e.amountCents), (available += e.amountCents);
    lowest = Math.min(lowest, available, reserved);
  }
  return { events, available, reserved, lowest, credited, paid };
}

/**
 * Issue 5 bar: no sequence of requests, concurrent or not, pays out more than was credited. Runs
 * on the embedded database and, with DATABASE_URL, on the server PostgreSQL.
 */
describe('collect under concurrency', () => {
  let t: TestApp;
  let processor: PaymentProcessor;
  beforeAll(async () => {
    t = await startTestApp();
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('20 concurrent collects: exactly one payout, the others 409/422, one processor call, never a negative balance', async () => {
    const setup = await affiliateWithEarnings(t, 50, 2);
    const payout = jest.spyOn(processor, 'payout');

    const responses = await Promise.all(Array.from({ length: 20 }, () => collect(setup.affiliate.browser)));
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].body).toMatchObject({ amount: 99.75, originalAmount: 100, fee: 0.25, status: 'completed' });
    for (const r of responses.filter((x) => x.status !== 200)) {
      expect([409, 422]).toContain(r.status);
      expect(['PayoutInProgress', 'NothingToCollect']).toContain(r.body.code);
    }
    expect(payout).toHaveBeenCalledTimes(1);
    expect(payout.mock.calls[0][0]).toMatchObject({ amountCents: 9975, idempotencyKey: ok[0].body.payoutId });

    const history = await walletHistory(t, setup.affiliate.user.id);
    expect(history.events.filter((e) => e.type === 'PayoutRequested')).toHaveLength(1);
    expect(history.events.filter((e) => e.type === 'PayoutCompleted')).toHaveLength(1);
    expect(history.lowest).toBe(0);
    expect(history).toMatchObject({ available: 0, reserved: 0, credited: 10000, paid: 10000 });
    expect(await earningsOf(setup.affiliate.browser)).toMatchObject({ availableAmount: '$0.00', paidThisMonth: '$99.75' });
    expect((await setup.affiliate.browser.get('/api/payouts/affiliate').expect(200)).body).toHaveLength(1);
  });

  it('20 concurrent collects with one Idempotency-Key: one payout, and every answer names it', async () => {
    const setup = await affiliateWithEarnings(t, 20);
    const payout = jest.spyOn(processor, 'payout');
    const responses = await Promise.all(Array.from({ length: 20 }, () => collect(setup.affiliate.browser, 'same-click')));
    const ok = responses.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // The payout id comes from the key: whoever runs or finds the claim meets the same payout,
    // answered as done (200) or still on its way (202); a retry that loses every race is told to wait (409).
    const payoutIds = new Set(responses.filter((r) => r.status === 200 || r.status === 202).map((r) => r.body.payoutId));
    expect(payoutIds).toEqual(new Set([ok[0].body.payoutId]));
    for (const r of responses) expect([200, 202, 409]).toContain(r.status);
    expect(payout).toHaveBeenCalledTimes(1);
    expect((await collect(setup.affiliate.browser, 'same-click').expect(200)).body).toEqual(ok[0].body);
  });

  it('20 concurrent collects with 20 distinct keys: one payout; the refused keys are free again', async () => {
    const setup = await affiliateWithEarnings(t, 20);
    const payout = jest.spyOn(processor, 'payout');
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => collect(setup.affiliate.browser, `distinct-${i}`)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.status !== 200)) expect([409, 422]).toContain(r.status);
    expect(payout).toHaveBeenCalledTimes(1);
    const history = await walletHistory(t, setup.affiliate.user.id);
    expect(history.events.filter((e) => e.type === 'PayoutRequested')).toHaveLength(1);
    expect(history).toMatchObject({ available: 0, reserved: 0, paid: 2000 });
  });

  it('collects racing approvals never pay out more than was credited', async () => {
    const setup = await affiliateWithEarnings(t, 10, 1);
    const callIds = await Promise.all([bookCall(t, setup), bookCall(t, setup), bookCall(t, setup)]);
    const responses = await Promise.all([
      ...callIds.map((id) => setup.merchant.browser.put(`/api/calls/${id}/status`).send({ status: 'approved' })),
      ...Array.from({ length: 10 }, () => collect(setup.affiliate.browser)),
    ]);
    expect(responses.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    for (const r of responses.slice(3)) expect([200, 409, 422]).toContain(r.status);

    const history = await walletHistory(t, setup.affiliate.user.id);
    expect(history.lowest).toBe(0);
    expect(history.credited).toBe(4000);
    expect(history.paid + history.available + history.reserved).toBe(history.credited);
    const paidOut = responses.slice(3).filter((r) => r.status === 200).reduce((sum, r) => sum + Math.round(r.body.originalAmount * 100), 0);
    expect(paidOut).toBe(history.paid);
    expect(history.paid).toBeLessThanOrEqual(history.credited);
  });
});
