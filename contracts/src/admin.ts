/**
 * The admin API (docs/product/screens-and-routes.md, Admin dashboard and Roles and permissions; docs/product/api.md, Admin lists and Admin; issue 6). Every
 * `/api/admin/*` endpoint answers 403 to anyone but an admin. Money here is integer cents
 * (`...Cents`): finance works in exact amounts; the UI and the CSV files format them as dollars.
 * Lists that can grow without bound are pages: `offset` + `limit` (at most 200) in, `hasMore` out.
 */
import type { ParkedProjection } from './health';
import type { UserRole } from './user';

export interface AdminMerchant {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string;
  companyName: string | null;
  /** `trialing`, `active`, ... or `inactive` (the badge rule of docs/product/screen-states.md, Subscription). */
  subscriptionStatus: string;
  totalPrograms: number;
  totalAffiliates: number;
  totalCalls: number;
  approvedCalls: number;
  createdAt: string;
  /** Suspended by an admin now (`POST /api/admin/accounts/{id}/suspend`), as the account read model says. */
  suspended: boolean;
}

/** `GET /api/admin/merchants`. */
export interface AdminMerchantsResponse {
  merchants: AdminMerchant[];
  totalMerchants: number;
}

export interface AdminAffiliate {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string;
  companyName: string | null;
  createdAt: string;
  /** Suspended by an admin now, as the account read model says. */
  suspended: boolean;
}

/** `GET /api/admin/affiliates`. */
export interface AdminAffiliatesResponse {
  affiliates: AdminAffiliate[];
  totalAffiliates: number;
}

/** `GET /api/admin/overview`: the admin counts (docs/product/screens-and-routes.md, Roles and permissions) plus the recent-activity summary (last 7 days). */
export interface AdminOverview {
  totalUsers: number;
  totalMerchants: number;
  totalAffiliates: number;
  /** Merchants created in the last 1 day. */
  newMerchantsToday: number;
  merchantsThisWeek: number;
  affiliatesThisWeek: number;
  recentActivity: {
    bookings: number;
    approvals: number;
    rejections: number;
    feesEarnedCents: number;
    payoutsCents: number;
    openDisputes: number;
  };
  /** The latest events, newest first. */
  recentEvents: EventLogRow[];
}

/** Who caused an event (event metadata: docs/architecture/overview.md, Events and streams), with the user's email when it is a person. */
export interface EventActor {
  userId: string | null;
  role: UserRole | 'system';
  email: string | null;
}

/** `position` is log order (oldest first when ascending); every sort ends on a unique key. */
export type EventLogSort = 'position' | 'recordedAt' | 'type' | 'stream';

/** `GET /api/admin/events` query; every filter optional. `actor` is a user id, an email or `system`. */
export interface EventLogQuery {
  type?: string;
  /** Exact stream id (`call-...`) or a prefix ending in `-` (`call-`). */
  stream?: string;
  actor?: string;
  correlationId?: string;
  /** ISO instants, on the recorded time: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  sort?: EventLogSort;
  order?: 'asc' | 'desc';
  offset?: number;
  limit?: number;
}

export interface EventLogRow {
  /**
   * Where the event sits in the global log: an opaque string from the event store (PostgreSQL and
   * KurrentDB encode it differently). Compare two positions as strings (that is log order); never
   * parse one as a number or take it apart.
   */
  position: string;
  eventId: string;
  streamId: string;
  streamPosition: number;
  type: string;
  recordedAt: string;
  actor: EventActor;
  correlationId: string | null;
  /** What happened in one line, with names and dollars: "Dana Lee approved Dan Deal's call: charged $44.00 = ...". */
  summary: string;
  /** The names in `summary` that open a timeline, by position in it. */
  summaryLinks: SummaryLink[];
}

/** `summary.slice(start, start + length)` names the call, merchant, affiliate or program `id`. */
export interface SummaryLink {
  kind: TimelineKind;
  id: string;
  start: number;
  length: number;
}

export interface EventLogPage {
  rows: EventLogRow[];
  hasMore: boolean;
}

export interface LedgerLine {
  journalId: string;
  line: number;
  account: string;
  /** Signed: a debit is positive, a credit negative (every journal sums to zero). */
  amountCents: number;
  /** The event that wrote this line. */
  eventId: string;
}

/** `GET /api/admin/events/{eventId}`. */
export interface EventDetail extends EventLogRow {
  data: unknown;
  metadata: unknown;
  ledgerLines: LedgerLine[];
}

export type TimelineKind = 'call' | 'merchant' | 'affiliate' | 'program';

export interface TimelineEntry {
  event: EventLogRow;
  data: unknown;
  /** The aggregate's state right after this event, folded by its decider's `evolve`. */
  stateAfter: unknown;
  ledgerLines: LedgerLine[];
}

/** `GET /api/admin/timelines/{kind}/{id}`: oldest first. */
export interface Timeline {
  kind: TimelineKind;
  id: string;
  title: string;
  entries: TimelineEntry[];
  /** True when the subject has more events than one timeline shows (the newest are kept). */
  truncated: boolean;
}

/** `GET /api/admin/ledger/accounts`. */
export interface LedgerAccountBalance {
  account: string;
  /** processor, affiliate, merchant or platform. */
  kind: string;
  balanceCents: number;
  lineCount: number;
}

export interface LedgerJournal {
  journalId: string;
  eventId: string;
  eventType: string;
  streamId: string;
  recordedAt: string;
  lines: LedgerLine[];
}

/** `GET /api/admin/ledger/journals?account=&offset=&limit=`, newest first. */
export interface LedgerJournalPage {
  rows: LedgerJournal[];
  hasMore: boolean;
}

export type ReconciliationPeriod = 'day' | 'month';

/** One day (`2026-11-22`) or month (`2026-11`), UTC. */
export interface ReconciliationRow {
  period: string;
  /** Platform commission fees earned on charges. */
  feesEarnedCents: number;
  /** Commission fees given back by dispute refunds. */
  feesRefundedCents: number;
  netFeesCents: number;
  payoutFeesCents: number;
  chargesCents: number;
  refundsCents: number;
  payoutsCents: number;
}

/** A money movement at the processor, as its event recorded it, and the ledger journal it maps to. */
export interface ProcessorRecord {
  kind: 'charge' | 'refund' | 'payout';
  processorId: string;
  eventId: string;
  streamId: string;
  recordedAt: string;
  /** What the processor moved, per the event. */
  amountCents: number;
  /** What the ledger journal of that event moved through `processor:clearing`; null when there is no journal. */
  ledgerCents: number | null;
  matched: boolean;
}

export interface UnmatchedItem {
  kind: 'missing-journal' | 'amount-mismatch' | 'journal-without-processor-record' | 'unbalanced-account';
  eventId: string | null;
  processorId: string | null;
  amountCents: number;
  detail: string;
}

/** `GET /api/admin/reconciliation?period=day|month&from=&to=`. */
export interface Reconciliation {
  period: ReconciliationPeriod;
  rows: ReconciliationRow[];
  totals: Omit<ReconciliationRow, 'period'>;
  matched: { charges: number; refunds: number; payouts: number };
  unmatched: UnmatchedItem[];
}

/** `GET /api/admin/reconciliation/records?offset=&limit=&unmatchedOnly=`. */
export interface ProcessorRecordPage {
  rows: ProcessorRecord[];
  hasMore: boolean;
}

/** `GET /api/admin/charts/activity?from=&to=`: one row per UTC day. */
export interface ActivityDay {
  day: string;
  bookings: number;
  approvals: number;
  rejections: number;
  feesCents: number;
  payoutsCents: number;
}

/**
 * CSV export of each view: `GET /api/admin/export/{view}.csv` with the view's own query
 * parameters; `text/csv`, a header row, dollars as `12.34`.
 */
export type AdminCsvView = 'events' | 'ledger-accounts' | 'ledger-journals' | 'reconciliation' | 'processor-records' | 'disputes' | 'merchants' | 'affiliates' | 'activity';

/**
 * `GET /api/admin/projections`: where each read model stands against the event log
 * (docs/architecture/projections.md). `POST /api/admin/projections/{name}/resume` clears a parking
 * and answers the read model's new status (404 unknown read model, 409 not parked).
 */
export interface ReadModelStatus {
  name: string;
  /** The last event applied: opaque like `EventLogRow.position`; never parse it. */
  position: string;
  /** Events in the log it has not applied yet, counted up to 1,001. */
  lag: number;
  eventsApplied: number;
  /** ISO 8601; null before it applied anything. */
  updatedAt: string | null;
  /** Stopped at an event it could not apply; it stays there until resumed. */
  parked: ParkedProjection | null;
}

/** A contact-page message in the admins' inbox (issue 12). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  topic: 'billing' | 'payouts' | 'calls' | 'account' | 'other';
  message: string;
  senderUserId: string | null;
  receivedAt: string;
  handledAt: string | null;
  handledByName: string | null;
}
