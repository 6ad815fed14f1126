import type { BlogArticle } from './blog-article';

/**
 * docs/product/screens-and-routes.md, Blog: currently 2 articles, listed in this order. Only what
 * the list, the article header and the sitemap need; each body is its own chunk (article-body.ts),
 * so the list page does not download every article.
 */

/** The first of the two articles, 8 minutes, published 2025-08-06. */
const noRiskAffiliateMarketingForBookedCalls: BlogArticle = {
  id: 'no-risk-affiliate-marketing-for-booked-calls',
  slug: 'no-risk-affiliate-marketing-for-booked-calls',
  title: 'No-Risk Affiliate Marketing for Booked Calls: Pay Only for Calls You Approve',
  excerpt:
    'Retainers and ad budgets charge you before you know whether a single qualified prospect will show up. Here is how a pay-per-approved-call affiliate program moves that risk off your books.',
  metaDescription:
    'How coaches, agencies, clinics and contractors grow with affiliates who are paid only for booked calls the business approves. No setup or monthly fee.',
  publishedAt: '2025-08-06',
  readTime: 8,
  tags: ['Affiliate Marketing', 'Booked Calls', 'Lead Generation'],
};

/** The second of the two articles, 12 minutes, published 2025-08-06. */
const howToDesignAPayPerBookedCallAffiliateProgram: BlogArticle = {
  id: 'ultimate-affiliate-platform-calendly-google-calendar-booked-calls',
  slug: 'ultimate-affiliate-platform-calendly-google-calendar-booked-calls',
  title: 'The Ultimate Guide to Pay-Per-Booked-Call Affiliate Programs on Calendly and Google Calendar',
  excerpt:
    'A practical playbook for setting a commission per booked call, defining a qualified call, attributing bookings reliably and catching duplicates and fraud before you pay for them.',
  metaDescription:
    'Set a commission per booked call from your real numbers, attribute bookings server-side and run an approval workflow that catches duplicates and fraud.',
  publishedAt: '2025-08-06',
  readTime: 12,
  tags: ['Program Design', 'Commission Strategy', 'Attribution', 'Fraud Prevention'],
};

export const blogArticles: BlogArticle[] = [
  noRiskAffiliateMarketingForBookedCalls,
  howToDesignAPayPerBookedCallAffiliateProgram,
];
