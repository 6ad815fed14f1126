import type { AdminMerchantsResponse, AdminOverview, EventDetail, EventLogPage, LedgerAccountBalance, LedgerJournalPage, ProcessorRecordPage, Reconciliation, Timeline } from '@leadledger/contracts/admin';
import { comparePositions, type LogPosition } from '../src/infrastructure/event-store/event-store.port';
import { type Admin, newAdmin, parseCsv } from './support/admin-setup';
import { bookCall, type CallSetup } from './support/calls-setup';
import { affiliateWithEarnings, collect } from './support/payouts-setup';
import { startTestApp, type TestApp } from './support/test-app';

/** $12.35 commission: fee 124 (10% half up), charge 1359; the payout nets 1235 - 25 = 1210. */
const COMMISSION = 1235;
const FEE = 124;
const NET = 1210;

describe('admin audit console over a real approve + payout flow (issue 6)', () => {
  let t: TestApp;
  let admin: Admin;
  let setup: CallSetup;
  let approvedCallId: string;
  let rejectedCallId: string;
  const get = async <T>(path: string): Promise<T> => (await admin.browser.get(path).expect(200)).body as T;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
    setup = await affiliateWithEarnings(t, 12.35, 1);
    approvedCallId = (await admin.browser.get('/api/admin/events?type=CallApproved').expect(200)).body.rows[0].streamId.slice('call-'.length);
    rejectedCallId = await bookCall(t, setup);
    await setup.merchant.browser.put(`/api/calls/${rejectedCallId}/status`).send({ status: 'rejected', reason: 'spam' }).expect(200);
    await collect(setup.affiliate.browser).expect(200);
  });
  afterAll(async () => t.close());

  it('lists merchants and affiliates with their figures, and the overview counts', async () => {
    const { merchants, totalMerchants } = await get<AdminMerchantsResponse>('/api/admin/merchants');
    expect(totalMerchants).toBe(1);
    expect(merchants[0]).toMatchObject({ id: setup.merchant.user.id, email: setup.merchant.user.email, subscriptionStatus: 'trialing', totalPrograms: 1, totalAffiliates: 1, totalCalls: 2, approvedCalls: 1 });
    const affiliates = await get<{ affiliates: { id: string }[]; totalAffiliates: number }>('/api/admin/affiliates');
    expect(affiliates.totalAffiliates).toBe(1);
    expect(affiliates.affiliates[0].id).toBe(setup.affiliate.user.id);
    const overview = await get<AdminOverview>('/api/admin/overview');
    expect(overview).toMatchObject({ totalUsers: 3, totalMerchants: 1, totalAffiliates: 1, newMerchantsToday: 1, merchantsThisWeek: 1, affiliatesThisWeek: 1 });
    expect(overview.recentActivity).toEqual({ bookings: 2, approvals: 1, rejections: 1, feesEarnedCents: FEE, payoutsCents: NET, openDisputes: 0 });
    expect(overview.recentEvents).toHaveLength(10);
    expect(overview.recentEvents[0].type).toBe('PayoutCompleted');
  });

  describe('event log filters', () => {
    it('by type, newest first', async () => {
      const page = await get<EventLogPage>('/api/admin/events?type=CallBooked');
      expect(page.rows.map((r) => r.streamId)).toEqual([`call-${rejectedCallId}`, `call-${approvedCallId}`]);
      expect(page.hasMore).toBe(false);
    });

    it('by exact stream and by stream prefix', async () => {
      const call = await get<EventLogPage>(`/api/admin/events?stream=call-${approvedCallId}&sort=stream&order=asc`);
      expect(call.rows.map((r) => r.type)).toEqual(['CallBooked', 'ApprovalStarted', 'MerchantCharged', 'CallApproved']);
      const calls = await get<EventLogPage>('/api/admin/events?stream=call-&limit=200');
      expect(calls.rows).toHaveLength(6);
      expect(calls.rows.every((r) => r.streamId.startsWith('call-'))).toBe(true);
    });

    it('by actor email, and by system', async () => {
      const byMerchant = await get<EventLogPage>(`/api/admin/events?actor=${encodeURIComponent(setup.merchant.user.email.toUpperCase())}&type=ApprovalStarted`);
      expect(byMerchant.rows).toHaveLength(1);
      expect(byMerchant.rows[0].actor).toEqual({ userId: setup.merchant.user.id, role: 'merchant', email: setup.merchant.user.email });
      const bySystem = await get<EventLogPage>('/api/admin/events?actor=system&limit=200');
      expect(bySystem.rows.length).toBeGreaterThan(0);
      expect(bySystem.rows.every((r) => r.actor.role === 'system' && r.actor.userId === null)).toBe(true);
    });

    it('by correlation id: every event of one request', async () => {
      const charged = (await get<EventLogPage>('/api/admin/events?type=MerchantCharged')).rows[0];
      const page = await get<EventLogPage>(`/api/admin/events?correlationId=${charged.correlationId}&sort=position&order=asc`);
      expect(page.rows.map((r) => r.type)).toEqual(expect.arrayContaining(['ApprovalStarted', 'MerchantCharged', 'CallApproved', 'CommissionCredited']));
      expect(new Set(page.rows.map((r) => r.correlationId))).toEqual(new Set([charged.correlationId]));
    });

    it('by date range (from inclusive, to exclusive) and pages with hasMore', async () => {
      const all = await get<EventLogPage>('/api/admin/events?sort=recordedAt&order=asc&limit=200');
      const second = all.rows[1];
      // KurrentDB's reader gives recorded times to the second, so several events may share one:
      // `to` is the last distinct time in the log (or a second after `from` when there is none).
      const last = all.rows[all.rows.length - 1].recordedAt;
      const to = last > second.recordedAt ? last : new Date(Date.parse(second.recordedAt) + 1000).toISOString();
      const ranged = await get<EventLogPage>(`/api/admin/events?from=${second.recordedAt}&to=${to}&sort=recordedAt&order=asc&limit=200`);
      expect(ranged.rows.length).toBeGreaterThan(0);
      expect(ranged.rows.every((r) => r.recordedAt >= second.recordedAt && r.recordedAt < to)).toBe(true);
      expect(ranged.rows.length).toBe(all.rows.filter((r) => r.recordedAt >= second.recordedAt && r.recordedAt < to).length);
      expect((await get<EventLogPage>('/api/admin/events?from=2099-01-01')).rows).toEqual([]);
      const first = await get<EventLogPage>('/api/admin/events?limit=3');
      const next = await get<EventLogPage>('/api/admin/events?limit=3&offset=3');
      expect(first.hasMore).toBe(true);
      // Positions are opaque (contracts/admin.ts): newest first is their order as strings, never as numbers.
      const newestFirst = all.rows.map((r) => r.position as LogPosition).sort((a, b) => comparePositions(b, a));
      expect(first.rows.map((r) => r.position)).toEqual(newestFirst.slice(0, 3));
      expect(next.rows[0].position).not.toBe(first.rows[2].position);
    });

    it('combined filters, the event types, and one event with its ledger lines', async () => {
      const page = await get<EventLogPage>(`/api/admin/events?type=MerchantCharged&stream=call-&actor=${setup.merchant.user.id}`);
      expect(page.rows).toHaveLength(1);
      expect(await get<string[]>('/api/admin/event-types')).toEqual(expect.arrayContaining(['CallBooked', 'MerchantCharged', 'PayoutCompleted', 'ProgramCreated']));
      const detail = await get<EventDetail>(`/api/admin/events/${page.rows[0].eventId}`);
      expect(detail.data).toMatchObject({ callId: approvedCallId, chargeCents: COMMISSION + FEE, feeCents: FEE });
      expect(detail.ledgerLines.map((l) => [l.account, l.amountCents])).toEqual([
        ['processor:clearing', COMMISSION + FEE],
        [`merchant:${setup.merchant.user.id}:charges`, -(COMMISSION + FEE)],
        [`merchant:${setup.merchant.user.id}:charges`, FEE],
        ['platform:revenue:commission-fee', -FEE],
      ]);
    });
  });

  describe('events in words', () => {
    const approvalWords = (customer: string) => `Ada Lovelace approved ${customer}'s call: charged $13.59 = $12.35 commission + $1.24 fee`;
    const customerOf = async (callId: string) => /^Call with (.+) \(/.exec((await get<Timeline>(`/api/admin/timelines/call/${callId}`)).title)?.[1] ?? 'unknown';

    it('summarises a real approval with names and dollars, linking the merchant and the call', async () => {
      const customer = await customerOf(approvedCallId);
      expect(customer).toMatch(/^Customer \d+$/);
      const [approved] = (await get<EventLogPage>('/api/admin/events?type=CallApproved')).rows;
      expect(approved.summary).toBe(approvalWords(customer));
      const linked = approved.summaryLinks.map((l) => [l.kind, approved.summary.slice(l.start, l.start + l.length), l.id]);
      expect(linked).toEqual([
        ['merchant', 'Ada Lovelace', setup.merchant.user.id],
        ['call', `${customer}'s call`, approvedCallId],
      ]);
      const [charged] = (await get<EventLogPage>('/api/admin/events?type=MerchantCharged')).rows;
      expect(charged.summary).toBe(`Ada Lovelace was charged $13.59 = $12.35 commission + $1.24 fee on Visa •••• 4242 for ${customer}'s call`);
      const detail = await get<EventDetail>(`/api/admin/events/${approved.eventId}`);
      expect(detail.summary).toBe(approved.summary);
    });

    it('summarises the timeline entries and the dashboard latest events', async () => {
      const customer = await customerOf(approvedCallId);
      const timeline = await get<Timeline>(`/api/admin/timelines/call/${approvedCallId}`);
      expect(timeline.entries.map((e) => e.event.summary)).toEqual([
        expect.stringMatching(new RegExp(`^${customer} booked a call with Ada Lovelace through Alan Turing for .+ \\(\\$12\\.35 commission\\), at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`)),
        `Ada Lovelace started approving ${customer}'s call: charging $13.59 = $12.35 commission + $1.24 fee to Visa •••• 4242`,
        `Ada Lovelace was charged $13.59 = $12.35 commission + $1.24 fee on Visa •••• 4242 for ${customer}'s call`,
        approvalWords(customer),
        `Alan Turing earned $12.35 commission for ${customer}'s call`,
      ]);
      const overview = await get<AdminOverview>('/api/admin/overview');
      expect(overview.recentEvents[0].summary).toMatch(/^Alan Turing collected \$12\.10 to \w+ •••• 5556 \(\$0\.25 fee\)$/);
      const rejected = await get<EventLogPage>(`/api/admin/events?type=CallRejected`);
      expect(rejected.rows[0].summary).toBe(`Ada Lovelace rejected ${await customerOf(rejectedCallId)}'s call as spam`);
    });

    it('keeps the log admin-only and says what is wrong with a bad page', async () => {
      await setup.merchant.browser.get('/api/admin/events').expect(403);
      await t.browser().get('/api/admin/events').expect(401);
      const bad = await admin.browser.get('/api/admin/events?limit=0').expect(400);
      expect(JSON.stringify(bad.body)).toContain('The limit must be a whole number from 1 to 200.');
    });
  });

  it("shows a call's timeline: booking, approval, charge and commission, with states and ledger lines", async () => {
    const timeline = await get<Timeline>(`/api/admin/timelines/call/${approvedCallId}`);
    expect(timeline.truncated).toBe(false);
    expect(timeline.entries.map((e) => e.event.type)).toEqual(['CallBooked', 'ApprovalStarted', 'MerchantCharged', 'CallApproved', 'CommissionCredited']);
    const [booked, , charged, approved, credited] = timeline.entries;
    expect(booked.stateAfter).toMatchObject({ status: 'pending', callId: approvedCallId });
    expect(approved.stateAfter).toMatchObject({ status: 'approved', charge: { chargeCents: COMMISSION + FEE } });
    expect(charged.ledgerLines).toHaveLength(4);
    expect(credited.ledgerLines.map((l) => [l.account, l.amountCents])).toEqual([
      [`merchant:${setup.merchant.user.id}:charges`, COMMISSION],
      [`affiliate:${setup.affiliate.user.id}:payable`, -COMMISSION],
    ]);
    expect(credited.stateAfter).toMatchObject({ availableCents: COMMISSION, credits: [{ callId: approvedCallId, amountCents: COMMISSION }] });
  });

  it('shows merchant, affiliate and program timelines', async () => {
    const merchant = await get<Timeline>(`/api/admin/timelines/merchant/${setup.merchant.user.id}`);
    expect(merchant.entries.map((e) => e.event.type)).toEqual(expect.arrayContaining(['PaymentMethodSet', 'ProgramCreated', 'CallBooked', 'CallRejected']));
    const affiliate = await get<Timeline>(`/api/admin/timelines/affiliate/${setup.affiliate.user.id}`);
    expect(affiliate.entries.map((e) => e.event.type)).toEqual(expect.arrayContaining(['AffiliateJoinedProgram', 'CommissionCredited', 'PayoutRequested', 'PayoutCompleted', 'PayoutMethodSet']));
    expect(affiliate.entries.at(-1)?.stateAfter).toMatchObject({ availableCents: 0, reservedCents: 0, payout: null });
    const program = await get<Timeline>(`/api/admin/timelines/program/${setup.merchant.program.id}`);
    expect(program.entries.map((e) => e.event.type)).toEqual(['ProgramCreated', 'AffiliateJoinedProgram']);
  });

  it('reconciles the flow with nothing unmatched, and the ledger explorer agrees', async () => {
    const report = await get<Reconciliation>('/api/admin/reconciliation?period=month');
    expect(report.unmatched).toEqual([]);
    expect(report.matched).toEqual({ charges: 1, refunds: 0, payouts: 1 });
    expect(report.totals).toEqual({ feesEarnedCents: FEE, feesRefundedCents: 0, netFeesCents: FEE, payoutFeesCents: 25, chargesCents: COMMISSION + FEE, refundsCents: 0, payoutsCents: NET });
    const records = await get<ProcessorRecordPage>('/api/admin/reconciliation/records');
    expect(records.rows.map((r) => [r.kind, r.amountCents, r.ledgerCents, r.matched])).toEqual([['payout', NET, -NET, true], ['charge', COMMISSION + FEE, COMMISSION + FEE, true]]);
    expect((await get<ProcessorRecordPage>('/api/admin/reconciliation/records?unmatchedOnly=true')).rows).toEqual([]);
    const accounts = await get<LedgerAccountBalance[]>('/api/admin/ledger/accounts');
    expect(accounts.find((a) => a.account === 'processor:clearing')).toEqual({ account: 'processor:clearing', kind: 'processor', balanceCents: COMMISSION + FEE - NET, lineCount: 2 });
    expect(accounts.reduce((sum, a) => sum + a.balanceCents, 0)).toBe(0);
    const firstPage = await get<LedgerJournalPage>('/api/admin/ledger/journals?account=processor:clearing&limit=1');
    expect(firstPage.hasMore).toBe(true);
    const journals = await get<LedgerJournalPage>('/api/admin/ledger/journals?account=processor:clearing&limit=2');
    expect(journals.hasMore).toBe(false);
    expect(journals.rows.map((r) => [r.eventType, r.streamId])).toEqual(
      expect.arrayContaining([['PayoutCompleted', `affiliate-wallet-${setup.affiliate.user.id}`], ['MerchantCharged', `call-${approvedCallId}`]]),
    );
    // Newest first by recorded time. KurrentDB's reader gives recorded times to the second, so two
    // journals of the same second keep no order between them; otherwise the payout comes first.
    const [newest, older] = journals.rows;
    expect(newest.recordedAt >= older.recordedAt).toBe(true);
    if (newest.recordedAt > older.recordedAt) expect(newest.eventType).toBe('PayoutCompleted');
    expect(firstPage.rows[0].journalId).toBe(newest.journalId);
  });

  it("charts today's activity", async () => {
    const days = await get<{ day: string; bookings: number; approvals: number; rejections: number; feesCents: number; payoutsCents: number }[]>('/api/admin/charts/activity');
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), bookings: 2, approvals: 1, rejections: 1, feesCents: FEE, payoutsCents: NET });
  });

  describe('CSV exports', () => {
    it('exports the merchants with a header, an attachment name and formula-safe cells', async () => {
      const res = await admin.browser.get('/api/admin/export/merchants.csv').expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leadledger-merchants-\d{4}-\d{2}-\d{2}\.csv"$/);
      const [header, row] = parseCsv(res.text);
      expect(header).toEqual(['id', 'first_name', 'last_name', 'email', 'company_name', 'subscription_status', 'programs', 'affiliates', 'calls', 'approved_calls', 'created_at']);
      expect(row.slice(0, 4)).toEqual([setup.merchant.user.id, 'Ada', 'Lovelace', setup.merchant.user.email]);
      expect(row.slice(5, 10)).toEqual(['trialing', '1', '1', '2', '1']);
    });

    it('writes money as dollars in the reconciliation and processor records', async () => {
      const report = parseCsv((await admin.browser.get('/api/admin/export/reconciliation.csv?period=month').expect(200)).text);
      expect(report[0]).toEqual(['period', 'fees_earned', 'fees_refunded', 'net_fees', 'payout_fees', 'charges', 'refunds', 'payouts']);
      expect(report.at(-1)).toEqual(['total', '1.24', '0.00', '1.24', '0.25', '13.59', '0.00', '12.10']);
      const records = parseCsv((await admin.browser.get('/api/admin/export/processor-records.csv').expect(200)).text);
      expect(records.slice(1).map((r) => [r[1], r[5], r[6], r[7]])).toEqual([['payout', '12.10', '-12.10', 'true'], ['charge', '13.59', '13.59', 'true']]);
    });

    it('exports the filtered event log and the journals of an account, one line per row', async () => {
      const events = parseCsv((await admin.browser.get(`/api/admin/export/events.csv?stream=call-${approvedCallId}&sort=stream&order=asc`).expect(200)).text);
      expect(events.slice(1).map((r) => r[2])).toEqual(['CallBooked', 'ApprovalStarted', 'MerchantCharged', 'CallApproved']);
      // Each event in words too, as the console shows it.
      expect(events[0].at(-1)).toBe('summary');
      expect(events[4].at(-1)).toMatch(/^.+ approved .+'s call: charged \$13\.59 = \$12\.35 commission \+ \$1\.24 fee$/);
      const lines = parseCsv((await admin.browser.get('/api/admin/export/ledger-journals.csv?account=platform:revenue:payout-fee').expect(200)).text);
      expect(lines.slice(1).map((r) => [r[2], r[5], r[6]])).toEqual([
        ['PayoutCompleted', `affiliate:${setup.affiliate.user.id}:payable`, '12.35'],
        ['PayoutCompleted', 'processor:clearing', '-12.10'],
        ['PayoutCompleted', 'platform:revenue:payout-fee', '-0.25'],
      ]);
    });

    it("defuses a person's name that a spreadsheet would run as a formula", async () => {
      const browser = t.browser();
      await browser.post('/api/auth/register').send({ email: `formula-${Date.now()}@example.com`, password: 'correct horse battery', firstName: '=HYPERLINK("http://evil")', role: 'affiliate' }).expect(201);
      const rows = parseCsv((await admin.browser.get('/api/admin/export/affiliates.csv').expect(200)).text);
      expect(rows.map((r) => r[1])).toContain(`'=HYPERLINK("http://evil")`);
    });
  });
});
