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
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), timezoneId: 'America/Chicago', extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  // Every tab of this visitor, popups included, counts towards the axe coverage check.
  context.on('page', trackScreens);
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under test-results/ so a failing journey can be looked at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}
