import { randomInt } from 'node:crypto';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { trackScreens } from './accessibility';

/** Debian's chromium (apt-get install chromium); nothing is downloaded (STACK.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The admin global-setup.ts creates with `admin:create` before the app starts. */
export const ADMIN = { email: 'admin@leadledger.test', password: 'journey admin passphrase' };

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set: run through `npm run test:browser`');
  return url;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * A fresh browser profile (no cookies) at the given screen size, as a person of its own: the app
 * runs behind a trusted proxy here (global-setup.ts), so each visitor's X-Forwarded-For is its
 * client IP, and the per-IP signup and booking limits count people, not the whole test run.
 */
export async function newVisitor(browser: Browser, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  // Reduced motion, as some people ask for: charts are drawn at once, so screenshots show them whole.
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), timezoneId: 'America/Chicago', reducedMotion: 'reduce', extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  // Every tab of this visitor, popups included, counts towards the axe coverage check.
  context.on('page', trackScreens);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Saves a screenshot under test-results/ so a failing journey can be looked at. On a phone-sized
 * screen it first checks that nothing is wider than the screen: a page that scrolls sideways hides
 * its right edge from a person holding a phone. The failure names the widest elements.
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
  const width = page.viewportSize()?.width ?? 0;
  if (width > 0 && width < 640) await expectNoSidewaysScroll(page, name);
}

async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= limit) return null;
    const wide = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > limit + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} ends at ${Math.round(right)}px: "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, limit, wide };
  });
  if (overflow) throw new Error(`${name}: the page is ${overflow.scrollWidth}px wide on a ${overflow.limit}px screen:\n${overflow.wide.join('\n')}`);
}
