/**
 * Query key factories (CONVENTIONS.md 12). The key parts form the GET path (docs/product/api.md, Client rules),
 * so a key names its request. They live apart from the resources so that `invalidation.ts` and
 * the resources can both import them without a cycle.
 */
export const integrationKeys = {
  all: ['/api/integrations'] as const,
  lists: () => [...integrationKeys.all, 'calendar'] as const,
  events: (id: string) => [...integrationKeys.lists(), 'events', encodeURIComponent(id)] as const,
  calendlyEventTypes: () => [...integrationKeys.all, 'calendly', 'event-types'] as const,
};

export const programKeys = {
  all: ['/api/affiliate-programs'] as const,
  lists: () => [...programKeys.all, 'merchant'] as const,
  byCode: (code: string) => [...programKeys.all, 'by-code', encodeURIComponent(code)] as const,
  /** A program's lead rules (docs/product/lead-quality.md). */
  leadRules: (id: string) => [...programKeys.all, encodeURIComponent(id), 'lead-rules'] as const,
};

export const affiliateKeys = {
  all: ['/api/affiliates'] as const,
  /** The merchant's affiliates across its programs. */
  merchantList: () => [...affiliateKeys.all, 'merchant'] as const,
  /** The signed-in affiliate's own memberships. */
  memberships: () => [...affiliateKeys.all, 'user'] as const,
};

export const subscriptionKeys = {
  all: ['/api/billing/subscription'] as const,
  detail: () => subscriptionKeys.all,
};

export const callKeys = {
  all: ['/api/calls'] as const,
  pending: () => [...callKeys.all, 'pending'] as const,
  history: () => [...callKeys.all, 'history'] as const,
  /** Bookings no affiliate could be credited with (issue 12). */
  unattributed: () => [...callKeys.all, 'unattributed'] as const,
  /** The signed-in affiliate's referrals. */
  affiliate: () => [...callKeys.all, 'affiliate'] as const,
};

export const statsKeys = {
  all: ['/api/stats'] as const,
  affiliate: () => [...statsKeys.all, 'affiliate'] as const,
};

/** Merchant billing; the subscription lives under its own path (`subscriptionKeys`). */
export const billingKeys = {
  setupStatus: () => ['/api/billing/setup-status'] as const,
  balance: () => ['/api/billing/balance'] as const,
};

/** A merchant's statement and receipts: the merchant's own, or any merchant's for an admin. */
export const statementKeys = {
  all: ['statement'] as const,
  month: (merchantId: string | null, month: string | null) => [...statementKeys.all, merchantId ?? 'me', 'month', month ?? 'current'] as const,
  receipt: (merchantId: string | null, id: string) => [...statementKeys.all, merchantId ?? 'me', 'receipt', id] as const,
};

/**
 * Affiliate payouts and earnings. `payouts()` and `earnings()` are prefixes, so a call decision
 * refreshes every list and summary under them (docs/product/screen-states.md, Refresh after changes).
 */
export const payoutKeys = {
  payouts: () => ['/api/payouts'] as const,
  history: () => [...payoutKeys.payouts(), 'affiliate'] as const,
  earnings: () => ['/api/earnings'] as const,
  earningsSummary: () => [...payoutKeys.earnings(), 'affiliate'] as const,
  earningsWeekly: () => [...payoutKeys.earningsSummary(), 'weekly'] as const,
};

/** The affiliate's payout card (`/api/payout/...`, singular, as in docs/product/api.md, Payouts and earnings). */
export const payoutMethodKeys = {
  all: ['/api/payout'] as const,
  status: () => [...payoutMethodKeys.all, 'method-status'] as const,
};

/** Public booking: POSTs, so these keys name a cache entry, not a GET path. */
export const bookingKeys = {
  all: ['booking'] as const,
  merchantInfo: (referralCode: string) => [...bookingKeys.all, 'merchant-info', referralCode] as const,
  week: (referralCode: string, weekStart: string) => [...bookingKeys.all, 'calendar-events', referralCode, weekStart] as const,
  track: (code: string, search: string) => ['/api/track-with-loading', code, search] as const,
};

/** The admin console (`/api/admin/...`); every key is under `all`, so one invalidation refreshes it. */
export const adminKeys = {
  all: ['/api/admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  merchants: () => [...adminKeys.all, 'merchants'] as const,
  affiliates: () => [...adminKeys.all, 'affiliates'] as const,
  events: (query: object) => [...adminKeys.all, 'events', query] as const,
  event: (eventId: string) => [...adminKeys.all, 'events', 'detail', eventId] as const,
  timeline: (kind: string, id: string) => [...adminKeys.all, 'timelines', kind, id] as const,
  ledgerAccounts: () => [...adminKeys.all, 'ledger', 'accounts'] as const,
  ledgerJournals: (query: object) => [...adminKeys.all, 'ledger', 'journals', query] as const,
  reconciliation: (query: object) => [...adminKeys.all, 'reconciliation', query] as const,
  processorRecords: (query: object) => [...adminKeys.all, 'reconciliation', 'records', query] as const,
  activity: (query: object) => [...adminKeys.all, 'charts', 'activity', query] as const,
  disputes: (status: string) => [...adminKeys.all, 'disputes', status] as const,
  /** Calls their decision deadline sent to an admin (docs/product/decision-deadlines.md). */
  escalatedCalls: () => [...adminKeys.all, 'escalated-calls'] as const,
  projections: () => [...adminKeys.all, 'projections'] as const,
};

/** Program reputation (issue 16): a signup link's program, the merchant's programs, the affiliate's. */
export const reputationKeys = {
  all: ['/api/reputation'] as const,
  byCode: (code: string) => [...reputationKeys.all, 'by-code', encodeURIComponent(code)] as const,
  merchant: () => [...reputationKeys.all, 'merchant'] as const,
  affiliate: () => [...reputationKeys.all, 'affiliate'] as const,
};

/** The signed-in user's notifications (issue 16); every key is under `all`, so marking read refreshes them all. */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  list: (limit: number) => [...notificationKeys.all, { limit }] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  emails: () => [...notificationKeys.all, 'emails'] as const,
};
