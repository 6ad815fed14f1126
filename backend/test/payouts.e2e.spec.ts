import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import type { Pool } from 'pg';
import { PG_POOL } from '../src/infrastructure/database/database.tokens';
import { PaymentProviderUnavailable, PaymentRequestRejected } from '../src/infrastructure/payments/payments.errors';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/infrastructure/payments/payments.port';
import { MoneyMovementSweeper } from '../src/modules/money-movements/money-movement.sweeper';
import { PROJECTIONS, type Projection } from '../src/projections/runner/projection';
import { rebuildProjection } from '../src/projections/runner/projection-rebuild';
import { ProjectionRunner } from '../src/projections/runner/projection-runner';
import { addCard, bookCall, merchantAndAffiliate } from './support/calls-setup';
import { withDatabase } from './support/database';
import { newAdmin, raised, resolve } from './support/disputes-setup';
import { newAffiliate } from './support/people';
import { addPayoutCard, affiliateWithEarnings, approveOne, collect, creditWallet, earningsOf, NO_METHOD, NOTHING_TO_COLLECT, payoutCard } from './support/payouts-setup';
import { startTestApp, type TestApp } from './support/test-app';

describe('affiliates cash out (issue 5)', () => {
  let t: TestApp;
  let processor: PaymentProcessor;
  beforeAll(async () => {
    t = await startTestApp();
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  describe('collect', () => {
    it('needs a payout method (409)', async () => {
      const setup = await affiliateWithEarnings(t, 20, 1, { payoutCard: false });
      const res = await collect(setup.affiliate.browser).expect(409);
      expect(res.body.message).toBe(NO_METHOD);
      expect((await earningsOf(setup.affiliate.browser)).availableAmount).toBe('$20.00');
    });

    it('with nothing available: 422 with the message', async () => {
      const { browser } = await newAffiliate(t);
      await addPayoutCard(browser);
      const res = await collect(browser).expect(422);
      expect(res.body).toMatchObject({ message: NOTHING_TO_COLLECT, code: 'NothingToCollect' });
    });

    it('with exactly the $0.25 fee available: 422, and the 25 cents stay available', async () => {
      const affiliate = await newAffiliate(t);
      await addPayoutCard(affiliate.browser);
      await creditWallet(t, affiliate.user.id, 25);
      const payout = jest.spyOn(processor, 'payout');
      const res = await collect(affiliate.browser).expect(422);
      expect(res.body.message).toBe(NOTHING_TO_COLLECT);
      expect(payout).not.toHaveBeenCalled();
      expect(await earningsOf(affiliate.browser)).toMatchObject({ availableAmount: '$0.25', availableCents: 25 });
      // One cent more is collectable: net one cent.
      await creditWallet(t, affiliate.user.id, 1);
      expect((await collect(affiliate.browser).expect(200)).body).toMatchObject({ amount: 0.01, originalAmount: 0.26, fee: 0.25 });
    });

    it('pays out the whole available balance minus $0.25; available becomes $0.00; history and earnings show it', async () => {
      const setup = await affiliateWithEarnings(t, 12.35, 2);
      const { browser } = setup.affiliate;
      // A call still pending counts in pendingAmount, not in what can be collected.
      await bookCall(t, setup);
      expect(await earningsOf(browser)).toEqual({ totalEarnings: '$24.70', pendingAmount: '$12.35', paidThisMonth: '$0.00', availableAmount: '$24.70', availableCents: 2470, payoutFee: '$0.25', netIfCollected: '$24.45' });
      const payout = jest.spyOn(processor, 'payout');

      const res = await collect(browser).expect(200);
      expect(res.body).toEqual({ payoutId: expect.any(String), amount: 24.45, originalAmount: 24.7, fee: 0.25, status: 'completed' });
      expect(payout).toHaveBeenCalledTimes(1);
      expect(payout.mock.calls[0][0]).toMatchObject({ amountCents: 2445, idempotencyKey: res.body.payoutId });

      expect(await earningsOf(browser)).toEqual({ totalEarnings: '$24.70', pendingAmount: '$12.35', paidThisMonth: '$24.45', availableAmount: '$0.00', availableCents: 0, payoutFee: '$0.25', netIfCollected: '$0.00' });
      const history = (await browser.get('/api/payouts/affiliate').expect(200)).body;
      expect(history).toEqual([{ id: res.body.payoutId, amount: 24.45, revenueAmount: 24.7, fee: 0.25, status: 'completed', failureReason: null, createdAt: expect.any(String) }]);
      // Nothing left: the next collect is refused.
      await collect(browser).expect(422);
    });

    it('a processor failure returns the money to the available balance and answers 502 with the reason', async () => {
      const setup = await affiliateWithEarnings(t, 30);
      const { browser } = setup.affiliate;
      jest.spyOn(processor, 'payout').mockRejectedValueOnce(new PaymentRequestRejected(400, 'The account has no debit card to pay out to.'));
      const failed = await collect(browser).expect(502);
      expect(failed.body).toMatchObject({ message: 'The payment processor refused the request: The account has no debit card to pay out to.', code: 'PayoutFailed' });
      expect(await earningsOf(browser)).toMatchObject({ availableAmount: '$30.00', paidThisMonth: '$0.00' });
      const [failedRow] = (await browser.get('/api/payouts/affiliate').expect(200)).body;
      expect(failedRow).toMatchObject({ id: failed.body.payoutId, status: 'failed', failureReason: failed.body.message, amount: 29.75, revenueAmount: 30 });

      // The money is collectable again, under a new payout id.
      const ok = await collect(browser).expect(200);
      expect(ok.body).toMatchObject({ amount: 29.75, originalAmount: 30 });
      expect(ok.body.payoutId).not.toBe(failed.body.payoutId);
      const statuses = (await browser.get('/api/payouts/affiliate').expect(200)).body.map((p: { status: string }) => p.status);
      expect(statuses).toEqual(['completed', 'failed']);
    });

    it('a silent processor: 503, money stays reserved, and the sweeper pays it with the same key, once', async () => {
      const setup = await affiliateWithEarnings(t, 40);
      const { browser } = setup.affiliate;
      const realPayout = processor.payout.bind(processor);
      const payout = jest.spyOn(processor, 'payout').mockImplementationOnce(async (request) => {
        await realPayout(request);
        throw new PaymentProviderUnavailable(null, 'socket hang up');
      });
      const res = await collect(browser, 'silent-processor-key').expect(503);
      expect(res.body).toMatchObject({ message: 'The payment processor did not answer; the payout will be retried automatically.', payoutId: expect.any(String) });
      expect(await earningsOf(browser)).toMatchObject({ availableAmount: '$0.00', paidThisMonth: '$0.00' });
      expect((await browser.get('/api/payouts/affiliate').expect(200)).body[0]).toMatchObject({ id: res.body.payoutId, status: 'processing' });
      // Another collect meanwhile is refused: the balance is reserved by the payout in flight.
      expect((await collect(browser).expect(409)).body.code).toBe('PayoutInProgress');

      const sweeper = t.app.get(MoneyMovementSweeper, { strict: false });
      expect(await sweeper.sweepOnce()).toMatchObject({ resumed: 0 });
      expect(await sweeper.sweepOnce(0)).toMatchObject({ resumed: 1, moved: 1 });
      expect(payout).toHaveBeenCalledTimes(2);
      expect(payout.mock.calls[1][0]).toEqual(payout.mock.calls[0][0]);
      await t.app.get(ProjectionRunner, { strict: false }).catchUp();
      expect((await browser.get('/api/payouts/affiliate').expect(200)).body[0]).toMatchObject({ id: res.body.payoutId, status: 'completed', amount: 39.75 });
      expect(await earningsOf(browser)).toMatchObject({ availableAmount: '$0.00', paidThisMonth: '$39.75' });
      // The key's replay now tells how it ended.
      const replay = await collect(browser, 'silent-processor-key').expect(200);
      expect(replay.body).toEqual({ payoutId: res.body.payoutId, amount: 39.75, originalAmount: 40, fee: 0.25, status: 'completed' });
      expect(await sweeper.sweepOnce(0)).toMatchObject({ resumed: 0 });
    });

    it('an Idempotency-Key replay returns the first response without paying again; the key elsewhere is 422', async () => {
      const setup = await affiliateWithEarnings(t, 15);
      const { browser } = setup.affiliate;
      const payout = jest.spyOn(processor, 'payout');
      const first = await collect(browser, 'collect-once-1').expect(200);
      const again = await collect(browser, 'collect-once-1').expect(200);
      expect(again.body).toEqual(first.body);
      expect(payout).toHaveBeenCalledTimes(1);
      expect((await browser.get('/api/payouts/affiliate').expect(200)).body).toHaveLength(1);

      const differentBody = await browser.post('/api/payout/collect').set('Idempotency-Key', 'collect-once-1').send({ amount: 5 }).expect(422);
      expect(differentBody.body.message).toBe('This Idempotency-Key was already used for a different request.');
      const other = await affiliateWithEarnings(t, 15);
      await collect(other.affiliate.browser, 'collect-once-1').expect(422);
      await browser.post('/api/payout/collect').set('Idempotency-Key', 'bad key with spaces').send().expect(400);

      // A refusal is not stored: the same key may be used again once there is money.
      const refused = await collect(browser, 'collect-once-2').expect(422);
      expect(refused.body.message).toBe(NOTHING_TO_COLLECT);
      await approveOne(t, setup);
      expect((await collect(browser, 'collect-once-2').expect(200)).body).toMatchObject({ originalAmount: 15 });
    });
  });

  describe('earnings', () => {
    it('one affiliate never sees another one’s payouts or earnings', async () => {
      const rich = await affiliateWithEarnings(t, 50);
      await collect(rich.affiliate.browser).expect(200);
      const poor = await newAffiliate(t);
      expect((await poor.browser.get('/api/payouts/affiliate').expect(200)).body).toEqual([]);
      expect(await earningsOf(poor.browser)).toEqual({ totalEarnings: '$0.00', pendingAmount: '$0.00', paidThisMonth: '$0.00', availableAmount: '$0.00', availableCents: 0, payoutFee: '$0.25', netIfCollected: '$0.00' });
      const weeks = (await poor.browser.get('/api/earnings/affiliate/weekly').expect(200)).body;
      expect(weeks.every((w: { earned: number }) => w.earned === 0)).toBe(true);
    });

    it('weekly: the last 12 weeks, Sunday start, empty weeks as 0, this week holding the credits', async () => {
      const setup = await merchantAndAffiliate(t, 12.35);
      await addCard(setup.merchant.browser);
      await approveOne(t, setup);
      await approveOne(t, setup);
      const weeks = (await setup.affiliate.browser.get('/api/earnings/affiliate/weekly').expect(200)).body as { weekStart: string; earned: number }[];
      expect(weeks).toHaveLength(12);
      const now = new Date();
      const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay())).toISOString().slice(0, 10);
      expect(weeks[11]).toEqual({ weekStart: sunday, earned: 24.7, clawedBack: 0 });
      for (let i = 0; i < 11; i++) {
        expect(weeks[i].earned).toBe(0);
        expect(new Date(`${weeks[i].weekStart}T00:00:00Z`).getUTCDay()).toBe(0);
        expect(Date.parse(weeks[i + 1].weekStart) - Date.parse(weeks[i].weekStart)).toBe(7 * 86_400_000);
      }
    });

    it('weekly: a clawback (upheld dispute) comes off its week, so the weeks add up to Total Earnings', async () => {
      const admin = await newAdmin(t);
      const setup = await merchantAndAffiliate(t, 40);
      await addCard(setup.merchant.browser);
      const disputed = await approveOne(t, setup);
      await approveOne(t, setup);
      const dispute = await raised(setup.merchant.browser, disputed);
      await resolve(admin.browser, dispute.id, 'uphold').expect(200);
      await t.app.get(ProjectionRunner, { strict: false }).catchUp();
      const weeks = (await setup.affiliate.browser.get('/api/earnings/affiliate/weekly').expect(200)).body as { earned: number; clawedBack: number }[];
      expect(weeks[11]).toMatchObject({ earned: 40, clawedBack: 40 });
      const sum = weeks.reduce((total, w) => total + Math.round(w.earned * 100), 0);
      expect(await earningsOf(setup.affiliate.browser)).toMatchObject({ totalEarnings: `$${(sum / 100).toFixed(2)}` });
    });
  });

  describe('the books', () => {
    it('after approvals, collects and a failed payout: journals balance, payables match wallets, and a full rebuild gives identical rows', async () => {
      // A realistic run of its own, on top of everything above.
      const a = await affiliateWithEarnings(t, 33.33, 3);
      jest.spyOn(processor, 'payout').mockRejectedValueOnce(new PaymentRequestRejected(400, 'Instant payouts are not available for this card.'));
      await collect(a.affiliate.browser).expect(502);
      await collect(a.affiliate.browser).expect(200);
      await approveOne(t, a);
      const b = await affiliateWithEarnings(t, 7.77, 2);
      await collect(b.affiliate.browser).expect(200);
      await t.app.get(ProjectionRunner, { strict: false }).catchUp();

      const checks = await withDatabase(t, async (db) => ({
        unbalanced: (await db.query(`SELECT journal_id FROM ledger_entries GROUP BY journal_id HAVING sum(amount_cents) <> 0`)).rows,
        mismatched: (await db.query(
          `SELECT w.affiliate_id FROM wallet_balances w
           LEFT JOIN (SELECT split_part(account, ':', 2)::uuid AS affiliate_id, sum(amount_cents) AS payable FROM ledger_entries WHERE account LIKE 'affiliate:%:payable' GROUP BY 1) l
             ON l.affiliate_id = w.affiliate_id
           WHERE w.available_cents + w.reserved_cents <> -coalesce(l.payable, 0) OR w.available_cents < 0`,
        )).rows,
        payoutFees: (await db.query(`SELECT coalesce(-sum(amount_cents), 0)::int AS fees FROM ledger_entries WHERE account = 'platform:revenue:payout-fee'`)).rows[0].fees,
        completed: (await db.query(`SELECT count(*)::int AS n FROM payout_list WHERE status = 'completed'`)).rows[0].n,
        paidOutGross: (await db.query(`SELECT coalesce(sum(revenue_cents), 0)::int AS n FROM payout_list WHERE status = 'completed'`)).rows[0].n,
        paidTotals: (await db.query(`SELECT coalesce(sum(paid_total_cents), 0)::int AS n FROM wallet_balances`)).rows[0].n,
      }));
      expect(checks.unbalanced).toEqual([]);
      expect(checks.mismatched).toEqual([]);
      expect(checks.payoutFees).toBe(25 * checks.completed);
      expect(checks.paidOutGross).toBe(checks.paidTotals);
      // Paid This Month is what reached the card: this affiliate's one $99.99 payout less its $0.25 fee.
      expect(await earningsOf(a.affiliate.browser)).toMatchObject({ totalEarnings: '$133.32', availableAmount: '$33.33', paidThisMonth: '$99.74' });

      const snapshot = () =>
        withDatabase(t, async (db) => ({
          ledger: (await db.query(`SELECT journal_id, line, account, amount_cents, event_id, event_type, recorded_at FROM ledger_entries ORDER BY journal_id, line`)).rows,
          wallets: (await db.query(`SELECT affiliate_id, available_cents, reserved_cents, credited_total_cents, paid_total_cents FROM wallet_balances ORDER BY affiliate_id`)).rows,
          credits: (await db.query(`SELECT * FROM wallet_credits ORDER BY call_id`)).rows,
          payouts: (await db.query(`SELECT * FROM payout_list ORDER BY id`)).rows,
        }));
      const before = await snapshot();
      expect(before.payouts.filter((p) => p.status === 'failed').length).toBeGreaterThanOrEqual(2);
      const pool = t.app.get<Pool>(PG_POOL, { strict: false });
      for (const projection of t.app.get<Projection[]>(PROJECTIONS, { strict: false }).filter((p) => ['ledger', 'wallets', 'payouts'].includes(p.name))) {
        await rebuildProjection(pool, t.app.get<EventStore>(EVENT_STORE, { strict: false }), projection, () => undefined, 7);
      }
      expect(await snapshot()).toEqual(before);
      // Three blue/green rebuilds in batches of 7 over the whole log: slower with the events in KurrentDB.
    }, 30_000);
  });
});
