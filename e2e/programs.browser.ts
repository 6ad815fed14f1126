import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, snapshot } from './support/browser';
import { expectAccessible } from './support/accessibility';
import { signUpFromAuth } from './support/journeys';

/**
 * Issue 3's journey: a merchant connects the sandbox Google calendar, creates a program and
 * copies its signup link; in a fresh browser an affiliate signs up through that link and sees the
 * program and its booking link. At a phone width and a desktop width.
 */
describe('merchant program and affiliate signup journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`connects a calendar, creates a program, and an affiliate joins through its link (${label})`, async () => {
      const merchant = await newVisitor(browser, viewport);
      const affiliate = await newVisitor(browser, viewport);
      const stamp = `${label}.${Date.now()}`;
      try {
        const page = merchant.page;
        await merchant.context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await signUpFromAuth(page, { firstName: 'Rosa', lastName: 'Reyes', email: `rosa.${stamp}@example.com`, role: 'merchant' });

        await page.goto('/integrations');
        await page.getByRole('button', { name: 'Connect Google Calendar' }).waitFor();
        await expectAccessible(page, 'integrations, nothing connected');
        const [consent] = await Promise.all([
          merchant.context.waitForEvent('page'),
          page.getByRole('button', { name: 'Connect Google Calendar' }).click(),
        ]);
        await consent.getByText('Sandbox').first().waitFor();
        await expectAccessible(consent, 'sandbox consent');
        await consent.getByRole('button', { name: 'Approve' }).click();
        await consent.waitForURL('**/integrations?connected=google');
        await consent.close();
        await page.bringToFront();
        await page.reload();
        await page.getByText('Connected').first().waitFor();
        await expectAccessible(page, 'integrations, Google connected');

        await page.goto('/');
        const form = page.getByRole('form', { name: 'Create program' });
        await form.getByLabel('Commission per approved call ($)').fill('75');
        await form.getByRole('button', { name: 'Create Program' }).click();
        await page.getByText('Program created!').first().waitFor();

        const signupField = page.getByRole('textbox', { name: 'Affiliate signup link' }).first();
        const signupLink = await signupField.inputValue();
        expect(signupLink).toMatch(/\/signup\?ref=[a-z2-9]{12}$/);
        await page.getByRole('button', { name: 'Copy affiliate signup link' }).first().click();
        await page.getByText('Copied!').first().waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(signupLink);
        const code = new URL(signupLink).searchParams.get('ref')!;
        expect(await page.getByRole('textbox', { name: 'Booking link' }).first().inputValue()).toBe(`${new URL(signupLink).origin}/calendar-booking?ref=${code}`);
        await expectAccessible(page, 'merchant dashboard with a program');
        await snapshot(page, `programs-merchant-${label}`);

        const a = affiliate.page;
        await a.goto(signupLink);
        const signUp = a.getByRole('form', { name: 'Affiliate sign up' });
        await signUp.waitFor();
        await expectAccessible(a, 'affiliate signup through a link');
        await signUp.getByLabel('First name').fill('Sam');
        await signUp.getByLabel('Last name').fill('Patel');
        await signUp.getByLabel('Email').fill(`sam.${stamp}@example.com`);
        await signUp.getByLabel('Password', { exact: true }).fill('correct horse battery');
        await signUp.getByRole('button', { name: 'Create Affiliate Account' }).click();
        await a.getByText('Account Created Successfully').first().waitFor();
        await a.waitForURL('**/affiliate-dashboard');

        const memberships = await (await a.request.get('/api/affiliates/user')).json();
        expect(memberships).toHaveLength(1);
        expect(memberships[0]).toMatchObject({ referralCode: code, isPrimary: true, payoutAmount: 75 });
        await a.getByText(memberships[0].programName).first().waitFor();
        const booking = a.getByRole('textbox', { name: `Booking link for ${memberships[0].programName}` });
        // The affiliate's own link names its membership, so bookings are credited to it.
        expect(await booking.inputValue()).toBe(`${new URL(signupLink).origin}/calendar-booking?ref=${code}&aff=${memberships[0].id}`);
        await expectAccessible(a, 'affiliate dashboard');
        await snapshot(a, `programs-affiliate-${label}`);

        await page.reload();
        await page.getByText(`sam.${stamp}@example.com`).first().waitFor();
      } catch (error) {
        await snapshot(merchant.page, `programs-${label}-merchant-failure`).catch(() => undefined);
        await snapshot(affiliate.page, `programs-${label}-affiliate-failure`).catch(() => undefined);
        throw error;
      } finally {
        await merchant.context.close();
        await affiliate.context.close();
      }
    });
  }
});
