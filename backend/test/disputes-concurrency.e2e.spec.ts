import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import type { Pool } from 'pg';
import { PG_POOL } from '../src/infrastructure/database/database.tokens';
import { PaymentProviderUnavailable } from '../src/infrastructure/payments/payments.errors';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { MoneyMovements } from '../src/modules/money-movements/money-movements';
import { MoneyMovementSweeper } from '../src/modules/money-movements/money-movement.sweeper';
import { PROJECTIONS, type Projection } from '../src/projections/runner/projection';
import { rebuildProjection } from '../src/projections/runner/projection-rebuild';
import { ProjectionRunner } from '../src/projections/runner/projection-runner';
import { withDatabase } from './support/database';
import { approvedCall, disputeSetup, eventsAbout, newAdmin, queue, raised, rejectedCall, resolve, walletOf } from './support/disputes-setup';
import type { Person } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 6 bar: each outcome happens at most once, whatever is retried or raced. */
describe('disputes under concurrency and failure', () => {
  let t: TestApp;
  let admin: Person;
  let processor: PaymentProcessor;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  const sweeper = () => t.app.get(MoneyMovementSweeper, { strict: false });
  const concurrently = (n: number, request: () => PromiseLike<{ status: number; body: any }>) => Promise.all(Array.from({ length: n }, request));

  it("20 concurrent upholds of a merchant's dispute: one 200, nineteen 409, exactly one refund", async () => {
    const setup = await disputeSetup(t);
    const callId = await approvedCall(t, setup);
    const dispute = await raised(setup.merchant.browser, callId);
    const refund = jest.spyOn(processor, 'refund');

    const responses = await concurrently(20, () => resolve(admin.browser, dispute.id, 'uphold'));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const r of responses.filter((x) => x.status === 409)) expect(['DisputeResolutionInProgress', 'DisputeAlreadyResolved']).toContain(r.body.code);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await eventsAbout(t, callId, 'DisputeUpholdStarted')).toHaveLength(1);
    expect(await eventsAbout(t, callId, 'ChargeRefunded')).toHaveLength(1);
    expect(await eventsAbout(t, callId, 'CommissionClawedBack')).toHaveLength(1);
  });

  it("10 concurrent resolves of an affiliate's dispute, upholds and denials mixed: one outcome, at most one charge", async () => {
    const setup = await disputeSetup(t);
    const callId = await rejectedCall(t, setup);
    const dispute = await raised(setup.affiliate.browser, callId);
    const charge = jest.spyOn(processor, 'charge');

    const responses = await concurrently(10, (() => {
      let i = 0;
      return () => resolve(admin.browser, dispute.id, i++ % 2 === 0 ? 'uphold' : 'deny');
    })());
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(9);
    const [winner] = responses.filter((r) => r.status === 200);
    const closed = [...(await eventsAbout(t, callId, 'DisputeUpheld')), ...(await eventsAbout(t, callId, 'DisputeDenied'))];
    expect(closed).toHaveLength(1);
    expect(charge).toHaveBeenCalledTimes(winner.body.status === 'upheld' ? 1 : 0);
    expect(await eventsAbout(t, callId, 'MerchantCharged')).toHaveLength(winner.body.status === 'upheld' ? 1 : 0);
    expect(await eventsAbout(t, callId, 'CommissionCredited')).toHaveLength(winner.body.status === 'upheld' ? 1 : 0);
  });

  it('a silent processor on a refund: 503, the dispute stays resolving, and the sweeper refunds with the same key, once', async () => {
    const setup = await disputeSetup(t);
    const callId = await approvedCall(t, setup);
    const dispute = await raised(setup.merchant.browser, callId);
    const realRefund = processor.refund.bind(processor);
    // The processor refunds but the answer is lost on the way back.
    const refund = jest.spyOn(processor, 'refund').mockImplementationOnce(async (request) => {
      await realRefund(request);
      throw new PaymentProviderUnavailable(null, 'socket hang up');
    });

    const res = await resolve(admin.browser, dispute.id, 'uphold').expect(503);
    expect(res.body.message).toBe('The payment processor did not answer; the dispute will be resolved automatically once it does.');
    expect((await queue(admin.browser)).find((d) => d.id === dispute.id)).toMatchObject({ status: 'resolving', callStatus: 'approved' });
    expect((await resolve(admin.browser, dispute.id, 'uphold').expect(409)).body.code).toBe('DisputeResolutionInProgress');
    await resolve(admin.browser, dispute.id, 'deny').expect(409);

    // Not stale yet with the default one minute.
    expect(await sweeper().sweepOnce()).toMatchObject({ resumed: 0 });
    expect(await sweeper().sweepOnce(0)).toMatchObject({ resumed: 1, moved: 1 });
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls[1][0]).toEqual(refund.mock.calls[0][0]);
    expect(await eventsAbout(t, callId, 'ChargeRefunded')).toHaveLength(1);
    expect(await eventsAbout(t, callId, 'CommissionClawedBack')).toHaveLength(1);
    expect(await sweeper().sweepOnce(0)).toMatchObject({ resumed: 0, policiesApplied: 0 });
    await t.app.get(ProjectionRunner, { strict: false }).catchUp();
    expect((await queue(admin.browser, 'resolved')).find((d) => d.id === dispute.id)).toMatchObject({ status: 'upheld', callStatus: 'rejected' });
  });

  it("a silent processor on an affiliate dispute's charge: the sweeper charges with the same key and approves, once", async () => {
    const setup = await disputeSetup(t);
    const callId = await rejectedCall(t, setup);
    const dispute = await raised(setup.affiliate.browser, callId);
    const charge = jest.spyOn(processor, 'charge').mockRejectedValueOnce(new PaymentProviderUnavailable(503, 'Stripe is down'));

    await resolve(admin.browser, dispute.id, 'uphold').expect(503);
    expect((await queue(admin.browser)).find((d) => d.id === dispute.id)).toMatchObject({ status: 'resolving', callStatus: 'rejected' });
    expect(await sweeper().sweepOnce(0)).toMatchObject({ resumed: 1, moved: 1 });
    expect(charge).toHaveBeenCalledTimes(2);
    expect(charge.mock.calls[1][0].idempotencyKey).toBe(`dispute-charge-${dispute.id}`);
    expect(await eventsAbout(t, callId, 'CallApproved')).toHaveLength(1);
    expect(await eventsAbout(t, callId, 'CommissionCredited')).toHaveLength(1);
  });

  it('an upheld refund whose clawback failed is clawed back by the sweeper, once', async () => {
    const setup = await disputeSetup(t);
    const callId = await approvedCall(t, setup);
    const dispute = await raised(setup.merchant.browser, callId);
    jest.spyOn(t.app.get(MoneyMovements, { strict: false }), 'applyWalletPolicy').mockRejectedValueOnce(new Error('database hiccup'));
    await resolve(admin.browser, dispute.id, 'uphold').expect(200);
    expect(await eventsAbout(t, callId, 'CommissionClawedBack')).toHaveLength(0);
    expect(await walletOf(t, setup.affiliate.user.id)).toEqual({ available: 1_235, reserved: 0 });

    expect(await sweeper().sweepOnce(0)).toMatchObject({ policiesApplied: 1 });
    await t.app.get(ProjectionRunner, { strict: false }).catchUp();
    expect(await eventsAbout(t, callId, 'CommissionClawedBack')).toHaveLength(1);
    expect(await walletOf(t, setup.affiliate.user.id)).toEqual({ available: 0, reserved: 0 });
    expect(await sweeper().sweepOnce(0)).toMatchObject({ policiesApplied: 0 });
  });

  it('leaves balanced books, and a full rebuild of the dispute, call, wallet and ledger read models gives identical rows', async () => {
    await t.app.get(ProjectionRunner, { strict: false }).catchUp();
    const snapshot = () =>
      withDatabase(t, async (db) => ({
        disputes: (await db.query(`SELECT * FROM dispute_list ORDER BY id`)).rows,
        calls: (await db.query(`SELECT * FROM call_list ORDER BY id`)).rows,
        ledger: (await db.query(`SELECT journal_id, line, account, amount_cents, event_id, event_type FROM ledger_entries ORDER BY journal_id, line`)).rows,
        wallets: (await db.query(`SELECT affiliate_id, available_cents, reserved_cents, credited_total_cents, paid_total_cents FROM wallet_balances ORDER BY affiliate_id`)).rows,
        unbalanced: (await db.query(`SELECT journal_id FROM ledger_entries GROUP BY journal_id HAVING sum(amount_cents) <> 0`)).rows,
        merchantAccounts: (await db.query(`SELECT account, sum(amount_cents)::int AS balance FROM ledger_entries WHERE account LIKE 'merchant:%' GROUP BY 1 HAVING sum(amount_cents) <> 0`)).rows,
      }));
    const before = await snapshot();
    expect(before.disputes.length).toBeGreaterThanOrEqual(5);
    expect(before.unbalanced).toEqual([]);
    // Every standing charge reached a wallet and every refunded one was clawed back.
    expect(before.merchantAccounts).toEqual([]);
    const pool = t.app.get<Pool>(PG_POOL, { strict: false });
    for (const projection of t.app.get<Projection[]>(PROJECTIONS, { strict: false }).filter((p) => ['dispute-list', 'call-list', 'ledger', 'wallets'].includes(p.name))) {
      await rebuildProjection(pool, t.app.get<EventStore>(EVENT_STORE, { strict: false }), projection, () => undefined, 3);
    }
    expect(await snapshot()).toEqual(before);
  }, 30_000); // blue/green rebuilds in tiny batches: slower with the events in KurrentDB
});
