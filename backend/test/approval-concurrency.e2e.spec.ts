import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import type { Pool } from 'pg';
import { PG_POOL } from '../src/infrastructure/database/database.tokens';
import { PROJECTIONS, type Projection } from '../src/projections/runner/projection';
import { rebuildProjection } from '../src/projections/runner/projection-rebuild';
import { ProjectionRunner } from '../src/projections/runner/projection-runner';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { PaymentProviderUnavailable } from '../src/infrastructure/payments/payments.errors';
import { MoneyMovements } from '../src/modules/money-movements/money-movements';
import { MoneyMovementSweeper } from '../src/modules/money-movements/money-movement.sweeper';
import { addCard, bookCall, merchantAndAffiliate, pendingCalls } from './support/calls-setup';
import { withDatabase } from './support/database';
import { eventsAboutCall, streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 4 bar: concurrent approvals never double-charge. Runs on the embedded database and, with
 * DATABASE_URL, on the server PostgreSQL.
 */
describe('approval under concurrency and failure', () => {
  let t: TestApp;
  let processor: PaymentProcessor;
  beforeAll(async () => {
    t = await startTestApp();
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('20 concurrent approvals of one call: one 200, nineteen 409, exactly one charge', async () => {
    const setup = await merchantAndAffiliate(t, 50);
    await addCard(setup.merchant.browser);
    const callId = await bookCall(t, setup);
    const charge = jest.spyOn(processor, 'charge');

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const r of responses.filter((x) => x.status === 409)) {
      expect(['ApprovalInProgress', 'CallAlreadyDecided']).toContain(r.body.code);
    }
    expect(charge).toHaveBeenCalledTimes(1);
    expect(charge.mock.calls[0][0]).toMatchObject({ amountCents: 5500, idempotencyKey: `approve-${callId}`, metadata: { callId } });

    const stream = await streamEvents(t, `call-${callId}`);
    const charged = stream.filter((e) => e.type === 'MerchantCharged');
    const charges = { n: charged.length, keys: new Set(charged.map((e) => e.data.idempotencyKey)).size };
    const credits = (await eventsAboutCall(t, callId)).filter((e) => e.type === 'CommissionCredited').length;
    const started = stream.filter((e) => e.type === 'ApprovalStarted').length;
    expect(charges).toEqual({ n: 1, keys: 1 });
    expect(credits).toBe(1);
    expect(started).toBe(1);
  });

  it('a silent processor: 503, the call stays in flight, and the sweeper charges it with the same key, once', async () => {
    const setup = await merchantAndAffiliate(t, 40);
    await addCard(setup.merchant.browser);
    const callId = await bookCall(t, setup);
    const realCharge = processor.charge.bind(processor);
    // The processor charges but the answer is lost on the way back.
    const charge = jest.spyOn(processor, 'charge').mockImplementationOnce(async (request) => {
      await realCharge(request);
      throw new PaymentProviderUnavailable(null, 'socket hang up');
    });

    const res = await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(503);
    expect(res.body.message).toBe('The payment processor did not answer; the approval will be retried automatically.');
    expect((await pendingCalls(setup.merchant.browser))[0]).toMatchObject({ id: callId, approvalInProgress: true });
    // Nobody can decide it meanwhile: the charge may have happened.
    await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'rejected' }).expect(409);
    await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(409);

    const sweeper = t.app.get(MoneyMovementSweeper, { strict: false });
    // Not stale yet with the default one minute.
    expect(await sweeper.sweepOnce()).toMatchObject({ resumed: 0 });
    const report = await sweeper.sweepOnce(0);
    expect(report).toMatchObject({ resumed: 1, moved: 1 });
    expect(charge).toHaveBeenCalledTimes(2);
    expect(charge.mock.calls[1][0].idempotencyKey).toBe(charge.mock.calls[0][0].idempotencyKey);

    const rows = await streamEvents(t, `call-${callId}`);
    expect(rows.map((r) => r.type)).toEqual(['CallBooked', 'ApprovalStarted', 'MerchantCharged', 'CallApproved']);
  });

  it('an approved call whose wallet credit failed is credited by the sweeper, once', async () => {
    const setup = await merchantAndAffiliate(t, 25);
    await addCard(setup.merchant.browser);
    const callId = await bookCall(t, setup);
    jest.spyOn(t.app.get(MoneyMovements, { strict: false }), 'applyWalletPolicy').mockRejectedValueOnce(new Error('database hiccup'));
    await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(200);
    const creditsOf = async () => (await eventsAboutCall(t, callId)).filter((e) => e.type === 'CommissionCredited').length;
    expect(await creditsOf()).toBe(0);

    const sweeper = t.app.get(MoneyMovementSweeper, { strict: false });
    expect(await sweeper.sweepOnce(0)).toMatchObject({ policiesApplied: 1 });
    expect(await creditsOf()).toBe(1);
    expect(await sweeper.sweepOnce(0)).toMatchObject({ policiesApplied: 0 });
    expect(await creditsOf()).toBe(1);
  });

  it('after approvals every journal sums to zero and each payable equals minus its wallet balance', async () => {
    // The sweeper does not wait for the read models; let every projection catch up first.
    await t.app.get(ProjectionRunner, { strict: false }).catchUp();
    const { unbalanced, mismatched, wallets } = await withDatabase(t, async (db) => ({
      unbalanced: (await db.query(`SELECT journal_id FROM ledger_entries GROUP BY journal_id HAVING sum(amount_cents) <> 0`)).rows,
      mismatched: (await db.query(
        `SELECT w.affiliate_id, w.available_cents + w.reserved_cents AS wallet, coalesce(l.payable, 0) AS payable
         FROM wallet_balances w
         LEFT JOIN (SELECT split_part(account, ':', 2)::uuid AS affiliate_id, sum(amount_cents) AS payable FROM ledger_entries WHERE account LIKE 'affiliate:%:payable' GROUP BY 1) l
           ON l.affiliate_id = w.affiliate_id
         WHERE w.available_cents + w.reserved_cents <> -coalesce(l.payable, 0)`,
      )).rows,
      wallets: (await db.query(`SELECT count(*)::int AS n FROM wallet_balances`)).rows[0].n,
    }));
    expect(wallets).toBeGreaterThanOrEqual(3);
    expect(unbalanced).toEqual([]);
    expect(mismatched).toEqual([]);
  });

  it('a full rebuild of the wallet and ledger read models gives identical rows', async () => {
    const snapshot = () =>
      withDatabase(t, async (db) => ({
        ledger: (await db.query(`SELECT journal_id, line, account, amount_cents, event_id, event_type FROM ledger_entries ORDER BY journal_id, line`)).rows,
        wallets: (await db.query(`SELECT affiliate_id, available_cents, reserved_cents, credited_total_cents, paid_total_cents FROM wallet_balances ORDER BY affiliate_id`)).rows,
        credits: (await db.query(`SELECT * FROM wallet_credits ORDER BY call_id`)).rows,
      }));
    const before = await snapshot();
    expect(before.ledger.length).toBeGreaterThan(0);
    const pool = t.app.get<Pool>(PG_POOL, { strict: false });
    for (const projection of t.app.get<Projection[]>(PROJECTIONS, { strict: false }).filter((p) => ['ledger', 'wallets'].includes(p.name))) {
      await rebuildProjection(pool, t.app.get<EventStore>(EVENT_STORE, { strict: false }), projection, () => undefined, 7);
    }
    expect(await snapshot()).toEqual(before);
  }, 30_000); // blue/green rebuilds in tiny batches: slower with the events in KurrentDB
});
