import type { RouteObject } from 'react-router-dom';
import { blogArticles } from '../features/blog/articles';
import { appRoutes } from './router';
import { DISALLOWED_PREFIXES, robotsTxt, siteOrigin, sitemapXml } from './site-files';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://leadledger.example', blogArticles);

  it('lists every blog article at its absolute URL', () => {
    expect(blogArticles.length).toBeGreaterThan(0);
    for (const article of blogArticles) expect(locations(xml)).toContain(`https://leadledger.example/blog/${article.slug}`);
  });

  it('lists the public pages, and no signed-in page', () => {
    expect(locations(xml)).toEqual(expect.arrayContaining(['https://leadledger.example/', 'https://leadledger.example/blog']));
    for (const url of locations(xml)) {
      const path = new URL(url).pathname;
      expect(DISALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });
});

/** The paths of every route behind RequireAuth in the route table. */
function signedInPaths(routes: RouteObject[], guarded = false): string[] {
  return routes.flatMap((route) => {
    const isGuard = (route.element as { type?: { name?: string } } | undefined)?.type?.name === 'RequireAuth';
    const here = guarded && route.path ? [route.path] : [];
    return [...here, ...signedInPaths(route.children ?? [], guarded || isGuard)];
  });
}

describe('robots.txt', () => {
  const robots = robotsTxt('https://leadledger.example');

  it('keeps crawlers out of the API and every signed-in screen', () => {
    const disallowed = robots.split('\n').filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toContain('/api/');
    const guarded = signedInPaths(appRoutes).filter((path) => path.startsWith('/'));
    expect(guarded.length).toBeGreaterThan(5);
    for (const path of guarded) expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(true);
  });

  it('leaves the public pages open and names the sitemap', () => {
    expect(robots).toContain('Allow: /\n');
    for (const path of ['/', '/blog', '/blog/some-article', '/auth', '/calendar-booking']) {
      expect(DISALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
    expect(robots).toContain('Sitemap: https://leadledger.example/sitemap.xml');
  });
});

describe('APP_URL for the site files', () => {
  it('is reduced to its origin, and must be http(s)', () => {
    expect(siteOrigin('https://leadledger.example/')).toBe('https://leadledger.example');
    expect(siteOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(() => siteOrigin('ftp://leadledger.example')).toThrow(/APP_URL/);
    expect(() => siteOrigin('not a url')).toThrow();
  });
});
