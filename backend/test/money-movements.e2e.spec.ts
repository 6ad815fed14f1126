import type { Pool } from 'pg';
import { PG_POOL } from '../src/infrastructure/database/database.tokens';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { MoneyMovementSweeper } from '../src/modules/money-movements/money-movement.sweeper';
import { ProjectionRunner } from '../src/projections/runner/projection-runner';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { addCard, bookCall, merchantAndAffiliate } from './support/calls-setup';
import { affiliateWithEarnings, collect, earningsOf } from './support/payouts-setup';
import { eventStoreOf, eventsAboutCall, streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 11: every money movement is one shape, finished by one sweeper from its started event
 * alone (docs/architecture/money-movements.md). A database lost between the processor's answer
 * and its recording is "pending", never a failure; the sweeper asks again under the same key,
 * the processor replays its answer, and the movement is recorded once.
 */
describe('money movements after a lost database', () => {
  let t: TestApp;
  let processor: PaymentProcessor;
  const sweeper = () => t.app.get(MoneyMovementSweeper, { strict: false });
  const settleReadModels = () => t.app.get(ProjectionRunner, { strict: false }).catchUp();
  beforeAll(async () => {
    t = await startTestApp();
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  /** The next append after the processor answers fails, as a terminated connection would. */
  function loseTheDatabaseAfter<K extends 'charge' | 'payout' | 'refund'>(method: K) {
    const store = eventStoreOf(t);
    const real = (processor[method] as (r: unknown) => Promise<unknown>).bind(processor);
    return jest.spyOn(processor, method as 'payout').mockImplementationOnce((async (request: unknown) => {
      const answer = await real(request);
      jest.spyOn(store, 'append').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
      return answer;
    }) as never);
  }

  it('a payout paid but not recorded: 202 pending, then the sweeper records it once and the key replays 200', async () => {
    const setup = await affiliateWithEarnings(t, 20, 2);
    const payout = loseTheDatabaseAfter('payout');
    const first = await collect(setup.affiliate.browser, 'lost-db').expect(202);
    const payoutId = first.body.payoutId;
    await settleReadModels();

    expect(await sweeper().sweepOnce(0)).toMatchObject({ resumed: 1, moved: 1 });
    expect(payout).toHaveBeenCalledTimes(2);
    expect(payout.mock.calls[1][0]).toEqual(payout.mock.calls[0][0]);
    const done = await collect(setup.affiliate.browser, 'lost-db').expect(200);
    expect(done.body).toMatchObject({ payoutId, amount: 39.75, originalAmount: 40, fee: 0.25, status: 'completed' });
    const wallet = await streamEvents(t, `affiliate-wallet-${setup.affiliate.user.id}`);
    expect(wallet.filter((e) => e.type === 'PayoutCompleted')).toHaveLength(1);
    await settleReadModels();
    expect(await earningsOf(setup.affiliate.browser)).toMatchObject({ availableAmount: '$0.00' });
  });

  it('an approval charged but not recorded: 202 pending naming the call, then the sweeper approves and credits it once', async () => {
    const setup = await merchantAndAffiliate(t, 30);
    await addCard(setup.merchant.browser);
    const callId = await bookCall(t, setup);
    const charge = loseTheDatabaseAfter('charge');
    const res = await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(202);
    expect(res.body).toMatchObject({ code: 'MovementPending', id: callId });
    // Nobody can decide it meanwhile: the charge happened.
    await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'rejected' }).expect(409);
    await settleReadModels();

    expect(await sweeper().sweepOnce(0)).toMatchObject({ resumed: 1, moved: 1 });
    expect(charge).toHaveBeenCalledTimes(2);
    expect(charge.mock.calls[1][0]).toEqual(charge.mock.calls[0][0]);
    const types = (await eventsAboutCall(t, callId)).map((e) => e.type);
    expect(types.filter((type) => type === 'MerchantCharged')).toHaveLength(1);
    expect(types.filter((type) => type === 'CommissionCredited')).toHaveLength(1);
    expect(await sweeper().sweepOnce(0)).toMatchObject({ resumed: 0, policiesApplied: 0 });
  });

  it('an approval whose read-model wait loses the database after the charge is recorded: 202, never a 500', async () => {
    const setup = await merchantAndAffiliate(t, 30);
    await addCard(setup.merchant.browser);
    const callId = await bookCall(t, setup);
    jest.spyOn(t.app.get(ProjectionWaiter, { strict: false }), 'waitForAll').mockRejectedValueOnce(new Error('terminating connection due to administrator command'));
    const res = await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(202);
    expect(res.body).toMatchObject({ code: 'ReadModelStale', id: callId });
    expect((await eventsAboutCall(t, callId)).map((e) => e.type)).toEqual(expect.arrayContaining(['MerchantCharged', 'CallApproved', 'CommissionCredited']));
  });

  it('every ledger journal still sums to zero', async () => {
    await settleReadModels();
    const pool = t.app.get<Pool>(PG_POOL, { strict: false });
    const { rows } = await pool.query(`SELECT count(*)::int AS unbalanced FROM (SELECT journal_id FROM ledger_entries GROUP BY journal_id HAVING sum(amount_cents) <> 0) j`);
    expect(rows[0].unbalanced).toBe(0);
  });
});
