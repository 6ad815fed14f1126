import type {
  AdminMerchant,
  AdminOverview,
  EventDetail,
  EventLogRow,
  LedgerLine,
  Reconciliation,
  TimelineEntry,
} from '@leadledger/contracts/admin';
import { reply, type mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';
import { lastDays, rangeQuery } from './shared/date-range';

export const admin = makeUser({ id: 'admin-1', role: 'admin', email: 'root@leadledger.test', firstName: 'Ada', companyName: null });

export function makeEventRow(overrides: Partial<EventLogRow> = {}): EventLogRow {
  return {
    position: '00000000000000000742/00000000000000000042',
    eventId: 'ev-1',
    streamId: 'call-c1',
    streamPosition: 2,
    type: 'CallApproved',
    recordedAt: '2025-08-08T10:00:00.000Z',
    actor: { userId: 'user-1', role: 'merchant', email: 'dana@example.com' },
    correlationId: 'corr-1',
    summary: "Dana Lee approved Sam Carter's call: charged $55.00 = $50.00 commission + $5.00 fee",
    summaryLinks: [
      { kind: 'merchant', id: 'm-1', start: 0, length: 8 },
      { kind: 'call', id: 'c1', start: 18, length: 17 },
    ],
    ...overrides,
  };
}

export function makeLedgerLine(overrides: Partial<LedgerLine> = {}): LedgerLine {
  return { journalId: 'j-1', line: 1, account: 'processor:clearing', amountCents: 5500, eventId: 'ev-1', ...overrides };
}

export const approvalLines: LedgerLine[] = [
  makeLedgerLine(),
  makeLedgerLine({ line: 2, account: 'affiliate:a1:payable', amountCents: -5000 }),
  makeLedgerLine({ line: 3, account: 'platform:revenue:commission-fee', amountCents: -500 }),
];

export function makeEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...makeEventRow(),
    data: { callId: 'c1', chargeCents: 5500 },
    metadata: { actor: { userId: 'user-1', role: 'merchant' }, correlationId: 'corr-1' },
    ledgerLines: approvalLines,
    ...overrides,
  };
}

export function makeTimelineEntry(overrides: Partial<TimelineEntry> = {}): TimelineEntry {
  return { event: makeEventRow(), data: { callId: 'c1' }, stateAfter: { status: 'approved' }, ledgerLines: [], ...overrides };
}

export function makeMerchant(overrides: Partial<AdminMerchant> = {}): AdminMerchant {
  return {
    id: 'm-1',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    companyName: 'Reyes Coaching',
    subscriptionStatus: 'active',
    totalPrograms: 2,
    totalAffiliates: 5,
    totalCalls: 12,
    approvedCalls: 7,
    createdAt: '2025-08-06T12:00:00.000Z',
    suspended: false,
    ...overrides,
  };
}

export function makeOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    totalUsers: 31,
    totalMerchants: 3,
    totalAffiliates: 27,
    newMerchantsToday: 1,
    merchantsThisWeek: 2,
    affiliatesThisWeek: 9,
    recentActivity: { bookings: 14, approvals: 6, rejections: 2, feesEarnedCents: 3000, payoutsCents: 24975, openDisputes: 1 },
    recentEvents: [makeEventRow()],
    ...overrides,
  };
}

export function makeReconciliation(overrides: Partial<Reconciliation> = {}): Reconciliation {
  const row = {
    period: '2025-08-08',
    feesEarnedCents: 500,
    feesRefundedCents: 0,
    netFeesCents: 500,
    payoutFeesCents: 25,
    chargesCents: 5500,
    refundsCents: 0,
    payoutsCents: 4975,
  };
  const { period: _period, ...totals } = row;
  return { period: 'day', rows: [row], totals, matched: { charges: 1, refunds: 0, payouts: 1 }, unmatched: [], ...overrides };
}

/** The activity chart's request for the default range (last 30 UTC days, `to` exclusive). */
export function activityPath(days = 30): string {
  const { from, to } = rangeQuery(lastDays(days).from, lastDays(days).to);
  return `/api/admin/charts/activity?from=${from}&to=${to}`;
}

/** The admin console at `path` as an admin, with the dashboard's requests answered; `routes` override. */
export function openConsole(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  return renderApp(path, {
    user: admin,
    routes: {
      'GET /api/admin/overview': reply(200, makeOverview()),
      'GET /api/admin/merchants': reply(200, { merchants: [makeMerchant()], totalMerchants: 1 }),
      'GET /api/admin/affiliates': reply(200, { affiliates: [], totalAffiliates: 0 }),
      [`GET ${activityPath()}`]: reply(200, []),
      'GET /api/admin/event-types': reply(200, ['CallBooked', 'CallApproved']),
      ...routes,
    },
  });
}
