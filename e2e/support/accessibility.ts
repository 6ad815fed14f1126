import { source as AXE_SOURCE } from 'axe-core';
import type { Page } from 'playwright-core';
import { paths } from '../../frontend/src/config/paths';

/**
 * Accessibility in the browser journeys: axe-core (run inside the page, nothing downloaded) on
 * every screen a journey visits, failing on any critical or serious violation.
 *
 * Coverage is checked, not hoped for: every visitor page records the route of each main-frame
 * navigation (support/browser.ts `newVisitor`), `expectAccessible` records the routes it checked,
 * and after each journey file (support/accessibility-coverage.ts) a route that was shown but never
 * checked fails the run. Routes are compared by pattern (`/blog/:slug`), from the app's own table.
 */

const FAILING_IMPACTS = new Set(['critical', 'serious']);

/**
 * Routes that only send the visitor on: `/book/:id` renders nothing, and the tracking page shows its
 * progress steps for a moment before leaving for the scheduling page (a page that is navigating
 * away cannot be analysed). The tracking page's own screens that stay (invalid or paused link) are
 * checked by the journeys that show them.
 */
const PASS_THROUGH = new Set<string>([paths.book.path, paths.track.path]);

const ROUTE_PATTERNS = Object.values(paths).map((p) => ({
  pattern: p.path,
  regex: new RegExp(`^${p.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
}));

const visited = new Map<string, string>();
const checked = new Set<string>();

/** The route pattern of a URL path: `/blog/how-to` -> `/blog/:slug`; unknown paths stay as they are (the 404 screen). */
export function routeOf(pathname: string): string {
  return ROUTE_PATTERNS.find((r) => r.regex.test(pathname))?.pattern ?? `404 ${pathname}`;
}

/** Records every screen this page shows, for the coverage check. */
export function trackScreens(page: Page): void {
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (!url.protocol.startsWith('http') || url.pathname.startsWith('/api/')) return;
    const route = routeOf(url.pathname);
    if (!PASS_THROUGH.has(route) && !visited.has(route)) visited.set(route, url.pathname + url.search);
  });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe on the page as it is now; throws listing every critical or serious violation. */
export async function expectAccessible(page: Page, where = ''): Promise<void> {
  await page.waitForLoadState('load');
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // evaluate, not a <script> tag: the app's Content-Security-Policy refuses inline scripts.
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  // Let entrance animations (a toast fading in) settle first: axe measures colours as drawn at
  // that instant, and half-way through a fade a toast's text measured 4.35:1 against its 15:1 at
  // rest. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  const pathname = new URL(page.url()).pathname;
  checked.add(routeOf(pathname));
  const failing = violations.filter((v) => v.impact && FAILING_IMPACTS.has(v.impact));
  if (failing.length === 0) return;
  const report = failing
    .map((v) => `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    at ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\n/g, ' ')}`).join('\n')}`)
    .join('\n');
  throw new Error(`axe found ${failing.length} critical/serious violation(s) on ${pathname}${where ? ` (${where})` : ''}:\n${report}`);
}

/** Screens shown during this file's journeys that no `expectAccessible` looked at. */
export function uncheckedScreens(): string[] {
  return [...visited.entries()].filter(([route]) => !checked.has(route)).map(([route, example]) => `${route} (e.g. ${example})`);
}
