import { paths } from '../config/paths';
import type { BlogArticle } from '../features/blog/blog-article';

/**
 * robots.txt and sitemap.xml, written into dist by scripts/site-files.mjs at build time from the
 * blog's own article list, so the sitemap cannot miss an article. Booking pages are left out of
 * the sitemap: each needs a merchant's `ref`, which only its links carry.
 */
export const SITEMAP_PAGES: string[] = [
  paths.home.href(),
  paths.blog.href(),
  paths.auth.href(),
  paths.privacyPolicy.href(),
  paths.termsOfService.href(),
];

/**
 * What crawlers are kept out of: the API, the signed-in screens (every route behind RequireAuth
 * in router.tsx; site-files.test.ts checks that none is missed), and the click-tracking redirects
 * and sandbox stand-ins, where a crawler's visit would count as a click or means nothing.
 */
export const DISALLOWED_PREFIXES: string[] = [
  '/api/',
  paths.merchantDashboard.path,
  paths.affiliateDashboard.path,
  paths.affiliatePayouts.path,
  paths.affiliateBilling.path,
  paths.billing.path,
  paths.profile.path,
  paths.notifications.path,
  paths.integrations.path,
  paths.analytics.path,
  paths.admin.path,
  '/track/',
  '/sandbox/',
  paths.bookingSuccess.path,
];

/** `APP_URL` as an origin (`https://host[:port]`, no trailing slash); anything else stops the build. */
export function siteOrigin(appUrl: string): string {
  const url = new URL(appUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`APP_URL must be http(s)://host[:port], not ${appUrl}`);
  return url.origin;
}

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, articles: readonly BlogArticle[]): string {
  const entry = (path: string, lastModified?: string) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''}</url>`;
  const urls = [...SITEMAP_PAGES.map((path) => entry(path)), ...articles.map((article) => entry(paths.blogArticle.href(article.slug), article.publishedAt))];
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
