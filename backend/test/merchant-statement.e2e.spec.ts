import { randomUUID } from 'node:crypto';
import type { ChargeReceipt, MerchantStatement, RecentStatementLines } from '@leadledger/contracts/statement';
import { callStream } from '../src/domain/call/call.stream';
import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import type { Browser } from './support/accounts';
import { addCard, bookCall, CARD_DECLINED } from './support/calls-setup';
import { withDatabase } from './support/database';
import { approvedCall, bookCallAt, disputeSetup, newAdmin, raised, resolve } from './support/disputes-setup';
import { NO_SUCH_ID, type Person } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 12: the merchant's statement, receipts and monthly CSV, over HTTP. */
describe('merchant statement', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
  });
  afterAll(async () => t.close());

  /** The statement is a read model: wait until it has every event appended so far. */
  async function caughtUp(): Promise<void> {
    const head = await t.app.get<EventStore>(EVENT_STORE).readHead();
    const outcome = await t.app.get(ProjectionWaiter).waitFor(head, ['merchant-statement', 'call-list', 'ledger'], 10_000);
    if (!outcome.caughtUp) throw new Error(`statement read model lags: ${outcome.lagging.join(', ')}`);
  }
  const statementOf = async (browser: Browser, query: Record<string, string> = {}): Promise<MerchantStatement> => {
    await caughtUp();
    return (await browser.get('/api/billing/statement').query(query).expect(200)).body;
  };
  const thisMonth = () => new Date().toISOString().slice(0, 7);

  it('lists the charge split into commission and fee, with the call, customer, affiliate and processor id, and a receipt', async () => {
    const setup = await disputeSetup(t, { payoutPerCall: 40 });
    const callId = await approvedCall(t, setup);
    const statement = await statementOf(setup.merchant.browser);
    expect(statement.month).toBe(thisMonth());
    expect(statement.months).toContain(thisMonth());
    expect(statement.lines).toEqual([
      expect.objectContaining({
        kind: 'charge', callId, commissionCents: 4000, feeCents: 400, amountCents: 4400, processorId: expect.stringMatching(/^ch_/),
        programName: setup.merchant.program.name, affiliateName: 'Alan Turing', customerName: expect.any(String), declineReason: null,
      }),
    ]);
    expect(statement.totals).toEqual({ chargedCents: 4400, refundedCents: 0, netCents: 4400, commissionsCents: 4000, feesCents: 400, charges: 1, refunds: 0, declined: 0 });
    expect(statement.opening).toEqual({ chargedCents: 0, refundedCents: 0, netCents: 0, commissionsCents: 0, feesCents: 0, charges: 0, refunds: 0, declined: 0 });
    expect(statement.closing).toEqual(statement.totals);

    const receipt: ChargeReceipt = (await setup.merchant.browser.get(`/api/billing/receipts/${statement.lines[0].id}`).expect(200)).body;
    expect(receipt).toMatchObject({ callId, commissionCents: 4000, feeCents: 400, totalCents: 4400, processorChargeId: statement.lines[0].processorId, refunds: [] });
    expect(receipt).toMatchObject({ programName: setup.merchant.program.name, affiliateName: 'Alan Turing', card: { brand: expect.stringMatching(/visa/i), last4: '4242' } });
    expect(receipt.merchant.email).toBe(setup.merchant.user.email);
  });

  it("shows an upheld dispute's refund, and the month's net and the ledger agree", async () => {
    const setup = await disputeSetup(t, { payoutPerCall: 40 });
    const callId = await approvedCall(t, setup);
    await approvedCall(t, setup);
    const dispute = await raised(setup.merchant.browser, callId);
    await resolve(admin.browser, dispute.id, 'uphold').expect(200);
    const statement = await statementOf(setup.merchant.browser);
    const refund = statement.lines.find((l) => l.kind === 'refund');
    expect(refund).toMatchObject({ callId, amountCents: 4400, feeCents: 400, commissionCents: 4000, processorId: expect.stringMatching(/^re_/), refundReason: 'Dispute upheld' });
    expect(statement.totals).toMatchObject({ chargedCents: 8800, refundedCents: 4400, netCents: 4400, feesCents: 400, commissionsCents: 4000, charges: 2, refunds: 1 });
    const charge = statement.lines.find((l) => l.kind === 'charge' && l.callId === callId)!;
    const receipt: ChargeReceipt = (await setup.merchant.browser.get(`/api/billing/receipts/${charge.id}`).expect(200)).body;
    expect(receipt.refunds).toEqual([expect.objectContaining({ amountCents: 4400, processorRefundId: refund!.processorId, reason: 'Dispute upheld' })]);
    const csv = await setup.merchant.browser.get('/api/billing/statement.csv').expect(200);
    expect(csv.text).toMatch(/,Refund,.*,-40\.00,-4\.00,-44\.00,re_\w+,Dispute upheld\r\n/);

    // What the processor moved for this merchant's card, per the ledger: the clearing lines of the
    // journals that touch the merchant's account.
    const ledgerNet = await withDatabase(t, async (db) => {
      const { rows } = await db.query(
        `SELECT coalesce(sum(amount_cents), 0) AS net FROM ledger_entries
         WHERE account = 'processor:clearing' AND event_type IN ('MerchantCharged', 'ChargeRefunded')
           AND event_id IN (SELECT event_id FROM ledger_entries WHERE account = $1)`,
        [`merchant:${setup.merchant.user.id}:charges`],
      );
      return Number(rows[0].net);
    });
    expect(ledgerNet).toBe(statement.totals.netCents);
  });

  it('lists a declined attempt with its reason and no money', async () => {
    const setup = await disputeSetup(t, { card: null, payoutPerCall: 40 });
    await addCard(setup.merchant.browser, CARD_DECLINED);
    const callId = await bookCall(t, setup);
    const res = await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const statement = await statementOf(setup.merchant.browser);
    expect(statement.lines).toEqual([expect.objectContaining({ kind: 'declined', callId, amountCents: null, feeCents: null, commissionCents: null, processorId: null, declineReason: expect.stringMatching(/declined/i) })]);
    expect(statement.totals).toMatchObject({ chargedCents: 0, netCents: 0, declined: 1 });
  });

  it('downloads the month as CSV with a totals row and formula-safe text', async () => {
    const setup = await disputeSetup(t, { payoutPerCall: 40 });
    await approvedCall(t, setup);
    await caughtUp();
    const res = await setup.merchant.browser.get('/api/billing/statement.csv').query({ month: thisMonth() }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="leadledger-statement-${thisMonth()}.csv"`);
    const rows = res.text.trim().split('\r\n');
    expect(rows[0]).toBe('date,type,call_id,customer,program,affiliate,commission,platform_fee,amount,processor_id,note');
    expect(rows[1]).toMatch(/,Charge,.*,40\.00,4\.00,44\.00,ch_/);
    expect(rows[2]).toMatch(new RegExp(`^${thisMonth()} total,Net,,,,,40\\.00,4\\.00,44\\.00,,`));
  });

  it('answers an empty month, refuses a bad month with a message, and keeps merchants to their own', async () => {
    const setup = await disputeSetup(t, { payoutPerCall: 40 });
    await approvedCall(t, setup);
    const other = await disputeSetup(t, { payoutPerCall: 40 });
    expect((await statementOf(setup.merchant.browser, { month: '2020-01' })).lines).toEqual([]);
    const bad = await setup.merchant.browser.get('/api/billing/statement').query({ month: '2026-13' }).expect(400);
    expect(bad.body.message).toBe('Choose a month as YYYY-MM, for example 2026-11.');
    const [line] = (await statementOf(setup.merchant.browser)).lines;
    expect((await statementOf(other.merchant.browser)).lines).toEqual([]);
    await other.merchant.browser.get(`/api/billing/receipts/${line.id}`).expect(404);
    await other.merchant.browser.get(`/api/billing/receipts/${NO_SUCH_ID}`).expect(404);
    await other.merchant.browser.get('/api/billing/receipts/not-an-id').expect(404);
    await setup.affiliate.browser.get('/api/billing/statement').expect(403);
    await t.browser().get('/api/billing/statement').expect(401);
    await setup.merchant.browser.get(`/api/admin/merchants/${setup.merchant.user.id}/statement`).expect(403);
  });

  it('files each line under its own month: the month picker lists it and later months open with it', async () => {
    const setup = await disputeSetup(t, { payoutPerCall: 40 });
    const now = new Date();
    const earlier = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15, 12));
    const earlierMonth = earlier.toISOString().slice(0, 7);
    // A charge recorded two months ago (the app's clock is real, so it is appended as the approval would have).
    const oldCall = await bookCallAt(t, setup, new Date(earlier.getTime() - 86_400_000));
    await t.app.get<EventStore>(EVENT_STORE).append(callStream(oldCall), [{
      eventId: randomUUID(), type: 'MerchantCharged',
      data: { callId: oldCall, merchantId: setup.merchant.user.id, affiliateId: setup.affiliate.user.id, processorChargeId: 'ch_earlier', idempotencyKey: randomUUID(), payoutCents: 4000, feeCents: 400, chargeCents: 4400, chargedAt: earlier.toISOString() },
      metadata: { correlationId: randomUUID(), causationId: null, actor: 'system', occurredAt: earlier.toISOString() },
    }], 1);
    const callId = await approvedCall(t, setup);

    const current = await statementOf(setup.merchant.browser);
    expect(current.lines.map((l) => l.callId)).toEqual([callId]);
    expect(current.months).toEqual([thisMonth(), earlierMonth]);
    expect(current.opening).toMatchObject({ chargedCents: 4400, netCents: 4400, charges: 1 });
    expect(current.closing).toMatchObject({ chargedCents: 8800, netCents: 8800, commissionsCents: 8000, feesCents: 800, charges: 2 });

    const past = await statementOf(setup.merchant.browser, { month: earlierMonth });
    expect(past.lines).toEqual([expect.objectContaining({ callId: oldCall, processorId: 'ch_earlier', customerName: 'Old Customer' })]);
    expect(past.totals.chargedCents).toBe(4400);
    const csv = await setup.merchant.browser.get('/api/billing/statement.csv').query({ month: earlierMonth }).expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="leadledger-statement-${earlierMonth}.csv"`);
    expect(csv.text).toContain(',ch_earlier,');
    expect(csv.text).not.toContain(callId);

    await caughtUp();
    const recent: RecentStatementLines = (await setup.merchant.browser.get('/api/billing/statement/recent').expect(200)).body;
    expect(recent.lines.map((l) => l.callId)).toEqual([callId, oldCall]);
    await setup.affiliate.browser.get('/api/billing/statement/recent').expect(403);
  });

  it("lets an admin read any merchant's statement, CSV and receipts", async () => {
    const setup = await disputeSetup(t, { payoutPerCall: 40 });
    await approvedCall(t, setup);
    await caughtUp();
    const statement: MerchantStatement = (await admin.browser.get(`/api/admin/merchants/${setup.merchant.user.id}/statement`).expect(200)).body;
    expect(statement.totals.chargedCents).toBe(4400);
    await admin.browser.get(`/api/admin/merchants/${setup.merchant.user.id}/receipts/${statement.lines[0].id}`).expect(200);
    const csv = await admin.browser.get(`/api/admin/merchants/${setup.merchant.user.id}/statement.csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain(',Charge,');
    await admin.browser.get(`/api/admin/merchants/${setup.merchant.user.id}/statement`).query({ month: 'May 2026' }).expect(400);
    await admin.browser.get(`/api/admin/merchants/${NO_SUCH_ID}/statement`).expect(404);
    await admin.browser.get(`/api/admin/merchants/${setup.affiliate.user.id}/statement`).expect(404);
  });
});
