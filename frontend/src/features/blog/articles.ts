import type { BlogArticle } from './blog-article';
import { howToDesignAPayPerBookedCallAffiliateProgram } from './articles/ultimate-affiliate-platform-calendly-google-calendar-booked-calls';
import { noRiskAffiliateMarketingForBookedCalls } from './articles/no-risk-affiliate-marketing-for-booked-calls';

/** docs/product/screens-and-routes.md, Blog: currently 2 articles, listed in this order. */
export const blogArticles: BlogArticle[] = [
  noRiskAffiliateMarketingForBookedCalls,
  howToDesignAPayPerBookedCallAffiliateProgram,
];
