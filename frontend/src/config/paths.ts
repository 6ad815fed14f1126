/** Every route of docs/product/screens-and-routes.md, Route table, as data: `path` for the router, `href()` for links. */
const withRef = (base: string, ref?: string | null) =>
  ref ? `${base}?ref=${encodeURIComponent(ref)}` : base;

export const paths = {
  home: { path: '/', href: () => '/' },
  auth: { path: '/auth', href: (ref?: string | null) => withRef('/auth', ref) },

  merchantDashboard: { path: '/merchant-dashboard', href: () => '/merchant-dashboard' },
  affiliateDashboard: { path: '/affiliate-dashboard', href: () => '/affiliate-dashboard' },
  affiliatePayouts: { path: '/affiliate-payouts', href: () => '/affiliate-payouts' },
  affiliateBilling: { path: '/affiliate-billing', href: () => '/affiliate-billing' },
  billing: { path: '/billing', href: () => '/billing' },
  billingSuccess: { path: '/billing/success', href: () => '/billing/success' },
  /** The merchant's statement by month (issue 12), and a printable receipt per charge. */
  statement: { path: '/billing/statement', href: (month?: string) => (month ? `/billing/statement?month=${month}` : '/billing/statement') },
  receipt: { path: '/billing/receipts/:id', href: (id: string) => `/billing/receipts/${encodeURIComponent(id)}` },
  profile: { path: '/profile', href: () => '/profile' },
  /** The notification centre (issue 16): the signed-in user's notifications and, without SMTP, the sandbox outbox. */
  notifications: { path: '/notifications', href: () => '/notifications' },
  integrations: { path: '/integrations', href: () => '/integrations' },
  /** The merchant's analytics (issue 12); period and program in the query string. */
  analytics: { path: '/analytics', href: () => '/analytics' },
  admin: { path: '/admin', href: () => '/admin' },
  /** The admin console's views (issue 6); each carries its filters in the query string. */
  adminEvents: {
    path: '/admin/events',
    href: (query: Record<string, string> = {}) => {
      const search = new URLSearchParams(query).toString();
      return search ? `/admin/events?${search}` : '/admin/events';
    },
  },
  adminTimelines: { path: '/admin/timelines', href: () => '/admin/timelines' },
  adminTimeline: {
    path: '/admin/timelines/:kind/:id',
    href: (kind: string, id: string) => `/admin/timelines/${kind}/${encodeURIComponent(id)}`,
  },
  adminLedger: { path: '/admin/ledger', href: () => '/admin/ledger' },
  adminReconciliation: { path: '/admin/reconciliation', href: () => '/admin/reconciliation' },
  adminDisputes: { path: '/admin/disputes', href: () => '/admin/disputes' },
  /** Calls their decision deadline sent to an admin (docs/product/decision-deadlines.md). */
  adminEscalations: { path: '/admin/escalations', href: () => '/admin/escalations' },
  adminProjections: { path: '/admin/projections', href: () => '/admin/projections' },
  adminMessages: { path: '/admin/messages', href: () => '/admin/messages' },
  /** Balances and states as they stood at an instant; `?at=` (ISO), `?account=`, `?affiliate=`, `?merchant=`. */
  adminAsOf: {
    path: '/admin/as-of',
    href: (query: Record<string, string> = {}) => {
      const search = new URLSearchParams(query).toString();
      return search ? `/admin/as-of?${search}` : '/admin/as-of';
    },
  },
  adminSearch: { path: '/admin/search', href: (q: string) => `/admin/search?q=${encodeURIComponent(q)}` },
  adminMerchantStatement: {
    path: '/admin/merchants/:merchantId/statement',
    href: (merchantId: string, month?: string) => `/admin/merchants/${encodeURIComponent(merchantId)}/statement${month ? `?month=${month}` : ''}`,
  },
  adminMerchantReceipt: {
    path: '/admin/merchants/:merchantId/receipts/:id',
    href: (merchantId: string, id: string) => `/admin/merchants/${encodeURIComponent(merchantId)}/receipts/${encodeURIComponent(id)}`,
  },

  calendarBooking: {
    path: '/calendar-booking',
    href: (ref?: string | null) => withRef('/calendar-booking', ref),
  },
  bookingSuccess: {
    path: '/booking-success',
    href: (query: Record<string, string> = {}) => {
      const search = new URLSearchParams(query).toString();
      return search ? `/booking-success?${search}` : '/booking-success';
    },
  },
  track: { path: '/track/:code', href: (code: string) => `/track/${encodeURIComponent(code)}` },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', href: () => '/terms-of-service' },
  blog: { path: '/blog', href: () => '/blog' },
  blogArticle: { path: '/blog/:slug', href: (slug: string) => `/blog/${slug}` },

  signup: { path: '/signup', href: (ref?: string | null) => withRef('/signup', ref) },
  signupAffiliate: {
    path: '/signup/affiliate/:code',
    href: (code: string) => `/signup/affiliate/${encodeURIComponent(code)}`,
  },
  /** Our stand-in for Google's or Calendly's consent screen when no credentials are configured. */
  sandboxConsent: {
    path: '/sandbox/:provider/consent',
    href: (provider: string, state: string) =>
      `/sandbox/${provider}/consent?state=${encodeURIComponent(state)}`,
  },
  /** Our stand-in for a Calendly scheduling page (the sandbox Calendly's meeting types link here). */
  sandboxCalendlySchedule: {
    path: '/sandbox/calendly/schedule/:slug',
    href: (slug: string) => `/sandbox/calendly/schedule/${slug}`,
  },
  book: { path: '/book/:merchantId', href: (merchantId: string) => `/book/${merchantId}` },
  /** Linked from the not-found screen; messages reach the admins' inbox. */
  contact: { path: '/contact', href: () => '/contact' },
} as const;
