import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, snapshot } from './support/browser';
import { expectAccessible } from './support/accessibility';

/**
 * The foundation journey (issue: foundation): a merchant signs up, lands on the dashboard,
 * logs out, logs back in and changes the profile name; at a phone width and a desktop width.
 */
describe('merchant account journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`signs up, logs out, logs in and renames the profile (${label}, ${viewport.width} px)`, async () => {
      const { context, page } = await newVisitor(browser, viewport);
      const email = `merchant.${label}.${Date.now()}@example.com`;
      try {
        await page.goto('/');
        await page.getByRole('link', { name: 'Get Started Free' }).first().waitFor();
        await expectAccessible(page, 'landing page');
        await page.getByRole('link', { name: 'Get Started Free' }).first().click();
        await page.waitForURL('**/auth');
        await page.getByRole('tab', { name: 'Sign Up' }).click();

        const signUp = page.getByRole('form', { name: 'Sign up' });
        await signUp.waitFor();
        await expectAccessible(page, 'sign-up tab');
        await signUp.getByLabel('First name').fill('Grace');
        await signUp.getByLabel('Last name (optional)').fill('Hopper');
        await signUp.getByLabel('Email').fill(email);
        await signUp.getByLabel('Password', { exact: true }).fill('correct horse battery');
        await signUp.getByText('Merchant (I want to recruit affiliates)').click();
        await signUp.getByRole('button', { name: 'Create Account' }).click();

        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('heading', { name: /Welcome, Grace/ }).waitFor();
        await page.getByText('Account created!').first().waitFor();
        await expectAccessible(page, 'new merchant dashboard');

        await logOut(page, viewport.width < 768);
        await page.getByRole('link', { name: 'Get Started Free' }).first().waitFor();
        expect((await page.request.get('/api/auth/user')).status()).toBe(401);

        await page.goto('/auth');
        const signIn = page.getByRole('form', { name: 'Sign in' });
        await signIn.getByLabel('Email').fill(email.toUpperCase()); // emails are case-insensitive
        await signIn.getByLabel('Password', { exact: true }).fill('correct horse battery');
        await signIn.getByRole('button', { name: 'Sign In' }).click();
        await page.getByRole('heading', { name: /Welcome, Grace/ }).waitFor();

        await page.goto('/profile');
        const info = page.getByRole('form', { name: 'Personal information' });
        await info.waitFor();
        await expectAccessible(page, 'profile');
        await info.getByLabel('First name').fill('Ada');
        await info.getByLabel('Last name').fill('Lovelace');
        await info.getByRole('button', { name: /Save/ }).click();
        await page.getByText('Profile Updated').first().waitFor();

        const user = await (await page.request.get('/api/auth/user')).json();
        expect(user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', role: 'merchant', timeZone: 'America/Chicago' });
        await page.goto('/');
        await page.getByRole('heading', { name: /Welcome, Ada/ }).waitFor();
        await snapshot(page, `account-journey-${label}`);
      } catch (error) {
        await snapshot(page, `account-journey-${label}-failure`).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  }
});

async function logOut(page: Page, compact: boolean): Promise<void> {
  await page.getByRole('button', { name: compact ? /^Open menu for / : /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  await expectAccessible(page, 'account menu open');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}
