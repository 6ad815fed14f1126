import type { ProcessorReconciliation } from '@leadledger/contracts/admin-processor-reconciliation';
import { FAKE_SECRET_KEY, FakeStripe } from '../src/infrastructure/payments/fake-stripe.contract';
import { startLoopbackServer } from '../src/infrastructure/payments/payments.contract';
import { type Admin, newAdmin, parseCsv } from './support/admin-setup';
import type { CallSetup } from './support/calls-setup';
import { disputeSetup, eventsAbout, raised, resolve } from './support/disputes-setup';
import { addPayoutCard, approveOne, collect } from './support/payouts-setup';
import { withEnv } from './support/limits';
import { startTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const PERIOD = `from=${day(-1)}&to=${day(1)}`;

/**
 * Reconciliation against the processor (contracts/admin-processor-reconciliation.ts) on the
 * sandbox processor: real approvals, an upheld dispute's refund and a payout all match the
 * processor's books; once the sandbox forgets one charge, that charge alone is ours only.
 */
describe('reconciliation against the processor', () => {
  let t: TestApp;
  let admin: Admin;
  let setup: CallSetup;
  let keptCallId: string;
  let chargeOfKept: string;

  const report = async (): Promise<ProcessorReconciliation> => (await admin.browser.get(`/api/admin/reconciliation/processor?${PERIOD}`).expect(200)).body;
  /** The processor_records read model follows the log on its own; wait until it has `count` movements. */
  const settled = async (predicate: (r: ProcessorReconciliation) => boolean): Promise<ProcessorReconciliation> => {
    for (let attempt = 0; ; attempt++) {
      const current = await report();
      if (predicate(current) || attempt === 50) return current;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
    setup = await disputeSetup(t);
    const disputedCallId = await approveOne(t, setup);
    keptCallId = await approveOne(t, setup);
    const dispute = await raised(setup.merchant.browser, disputedCallId);
    await resolve(admin.browser, dispute.id, 'uphold').expect(200);
    await addPayoutCard(setup.affiliate.browser);
    await collect(setup.affiliate.browser).expect(200);
    chargeOfKept = (await eventsAbout(t, keptCallId, 'MerchantCharged'))[0].processorChargeId;
  });
  afterAll(async () => t.close());

  it('matches the approvals, the refund and the payout, and lists nothing unmatched', async () => {
    const r = await settled((x) => x.matched.payout.count === 1);
    expect(r.processorMode).toBe('sandbox');
    expect(r.matched).toEqual({ charge: { count: 2, cents: 2 * 1359 }, refund: { count: 1, cents: -1359 }, payout: { count: 1, cents: -(1235 - 25) } });
    expect({ processorOnly: r.processorOnly, ledgerOnly: r.ledgerOnly, amountDiffers: r.amountDiffers }).toEqual({ processorOnly: [], ledgerOnly: [], amountDiffers: [] });
    expect(r.totals).toEqual({ processorCents: 1359 - 1210, ledgerCents: 1359 - 1210, processorFeesCents: 0 });
    expect(r.other).toEqual([]);
  });

  it('lists exactly the charge the processor no longer has as ours only, naming its call, merchant and affiliate', async () => {
    await settled((x) => x.matched.payout.count === 1);
    await admin.browser.delete(`/api/admin/sandbox/processor-records/${chargeOfKept}`).expect(204);
    await admin.browser.delete(`/api/admin/sandbox/processor-records/${chargeOfKept}`).expect(404);
    const r = await report();
    expect(r.ledgerOnly).toEqual([
      expect.objectContaining({
        kind: 'charge', processorId: chargeOfKept, processorCents: null, ledgerCents: 1359, balanceTransactionId: null, eventId: expect.any(String),
        callId: keptCallId, merchantId: setup.merchant.user.id, affiliateId: setup.affiliate.user.id, payoutId: null,
      }),
    ]);
    expect(r.processorOnly).toEqual([]);
    expect(r.amountDiffers).toEqual([]);
    expect(r.matched.charge.count).toBe(1);

    const csv = await admin.browser.get(`/api/admin/reconciliation/processor.csv?${PERIOD}`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(csv.text);
    expect(header.slice(0, 4)).toEqual(['status', 'kind', 'at', 'processor_id']);
    expect(rows.map((row) => row[0]).sort()).toEqual(['ledger-only', 'matched', 'matched', 'matched']);
    expect(rows.find((row) => row[0] === 'ledger-only')?.[header.indexOf('ledger_amount')]).toBe('13.59');
  });

  it.each([
    ['to=2026-03-31', 'Give the first day of the period as from=YYYY-MM-DD.'],
    ['', 'Give the first day of the period as from=YYYY-MM-DD. Give the last day of the period as to=YYYY-MM-DD.'],
    ['from=2026-03-01&to=2026-3-31', 'The "to" day must be written YYYY-MM-DD, such as 2026-03-31.'],
    ['from=2026-02-30&to=2026-03-31', 'The "from" day does not exist in the calendar; give a day such as 2026-03-01.'],
    ['from=2026-04-01&to=2026-03-31', 'The "from" day must be on or before the "to" day.'],
    ['from=2025-01-01&to=2026-01-02', 'Choose a period of at most 366 days.'],
  ])('refuses %p with a message a person can act on', async (query, message) => {
    const res = await admin.browser.get(`/api/admin/reconciliation/processor?${query}`).expect(400);
    expect(res.body.message).toBe(message);
    await admin.browser.get(`/api/admin/reconciliation/processor.csv?${query}`).expect(400);
  });

  it('takes a whole leap year, and a single day', async () => {
    await admin.browser.get('/api/admin/reconciliation/processor?from=2024-01-01&to=2024-12-31').expect(200);
    const single = await admin.browser.get(`/api/admin/reconciliation/processor?from=${day(0)}&to=${day(0)}`).expect(200);
    expect(single.body).toMatchObject({ from: day(0), to: day(0) });
  });

  it('refuses a sandbox record id of the wrong shape, and one it never had', async () => {
    const bad = await admin.browser.delete('/api/admin/sandbox/processor-records/DROP%20TABLE').expect(400);
    expect(bad.body.message).toMatch(/^Give a sandbox record id/);
    await admin.browser.delete('/api/admin/sandbox/processor-records/ch_sandbox_nothing').expect(404);
  });

  it("answers 403 to a merchant's session and 401 without one", async () => {
    const routes = [`/api/admin/reconciliation/processor?${PERIOD}`, `/api/admin/reconciliation/processor.csv?${PERIOD}`, `/api/admin/sandbox/processor-records?${PERIOD}`];
    for (const route of routes) {
      await setup.merchant.browser.get(route).expect(403);
      await t.browser().get(route).expect(401);
    }
    await setup.merchant.browser.delete(`/api/admin/sandbox/processor-records/${chargeOfKept}`).expect(403);
    await t.browser().delete(`/api/admin/sandbox/processor-records/${chargeOfKept}`).expect(401);
  });
});

describe('reconciliation against Stripe (the adapter on a local fake Stripe)', () => {
  it("matches an approval against Stripe's balance, with Stripe's fee, and offers no sandbox records", async () => {
    const fake = new FakeStripe();
    const server = await startLoopbackServer((request) => fake.reply(request));
    const { host, port } = server.endpoint;
    const t = await withEnv('STRIPE_SECRET_KEY', FAKE_SECRET_KEY, () =>
      withEnv('APP_URL', 'https://leadledger.example', () => withEnv('STRIPE_API_URL', `http://${host}:${port}`, () => startTestApp())),
    );
    try {
      const admin = await newAdmin(t);
      const setup = await disputeSetup(t);
      await approveOne(t, setup);
      let r: ProcessorReconciliation;
      for (let attempt = 0; ; attempt++) {
        r = (await admin.browser.get(`/api/admin/reconciliation/processor?${PERIOD}`).expect(200)).body;
        if (r.matched.charge.count === 1 || attempt === 50) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(r).toMatchObject({ processorMode: 'live', matched: { charge: { count: 1, cents: 1359 } }, processorOnly: [], ledgerOnly: [], amountDiffers: [] });
      expect(r.totals.processorFeesCents).toBe(Math.round(1359 * 0.029) + 30);
      expect(server.requests.some((req) => req.method === 'GET' && req.path === '/v1/balance_transactions')).toBe(true);
      const res = await admin.browser.delete('/api/admin/sandbox/processor-records/ch_fake000001').expect(404);
      expect(res.body.message).toMatch(/^The sandbox processor is not in use/);
    } finally {
      await t.close();
      await server.close();
    }
  });
});
