import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, snapshot } from './support/browser';
import { expectAccessible } from './support/accessibility';
import { bookFirstSlot, connectSandboxByApi, createProgramByApi, joinByApi, registerByApi } from './support/journeys';

/**
 * Issue 16, lead quality: an affiliate books a call through their own link with their own email,
 * and the merchant sees it flagged in the pending list and, in words, in the approve dialog.
 */
describe('lead quality journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('flags a self-booking with its reason', async () => {
    const stamp = `lq.${Date.now()}`;
    const merchant = await newVisitor(browser, DESKTOP);
    const affiliate = await newVisitor(browser, DESKTOP);
    try {
      await registerByApi(merchant.page.request, { firstName: 'Mara', email: `mara.${stamp}@example.com`, role: 'merchant' });
      await connectSandboxByApi(merchant.page.request, 'google');
      const program = (await createProgramByApi(merchant.page.request, { payoutPerCall: 50, integration: 'google' })) as { id: string; referralCode: string; name: string };
      const ownEmail = `abe.${stamp}@example.com`;
      await registerByApi(affiliate.page.request, { firstName: 'Abe', email: ownEmail, role: 'affiliate' });
      const membership = await joinByApi(affiliate.page.request, program.referralCode);

      await affiliate.page.goto('/affiliate-dashboard');
      const link = await affiliate.page.getByRole('textbox', { name: `Booking link for ${membership.programName}` }).inputValue();
      await expectAccessible(affiliate.page, 'affiliate dashboard with the booking link');
      await bookFirstSlot(affiliate.page, link, { name: 'Abe Himself', email: ownEmail });

      const page = merchant.page;
      await page.goto('/');
      const table = page.getByRole('table', { name: 'Pending calls' });
      const row = table.getByRole('row').filter({ hasText: 'Abe Himself' });
      await row.getByText(/^Low quality · \d reasons?$/).waitFor();
      await expectAccessible(page, 'pending calls with a flagged booking');
      await row.getByRole('button', { name: 'Approve call with Abe Himself' }).click();
      const reasons = page.getByRole('dialog', { name: 'Approve Call' }).getByRole('region', { name: 'Lead quality' });
      await reasons.getByText("The customer's email is the affiliate's own account email.").waitFor();
      expect(await reasons.textContent()).toContain("Affiliate's own email");
      await expectAccessible(page, 'approve dialog with lead quality reasons');
      await snapshot(page, 'lead-quality-approve-dialog');
      await page.getByRole('dialog', { name: 'Approve Call' }).getByRole('button', { name: 'Cancel' }).click();

      // The merchant sets a rule for such bookings from now on (the HTTP journeys cover the rejection itself).
      await page.getByRole('button', { name: `Edit ${program.name}` }).click();
      const rules = page.getByRole('form', { name: 'Lead rules' });
      await rules.getByRole('checkbox', { name: "Affiliate's own email" }).check();
      await expectAccessible(page, 'edit-program dialog with lead rules');
      await rules.getByRole('button', { name: 'Save lead rules' }).click();
      await page.getByText('Lead rules saved').first().waitFor();
      const saved = await (await page.request.get(`/api/affiliate-programs/${program.id}/lead-rules`)).json();
      expect(saved).toEqual({ expectedCountries: [], rejectAtOrBelow: null, rejectSignals: ['self-booking-email'] });
    } finally {
      await Promise.all([merchant, affiliate].map((v) => v.context.close()));
    }
  });
});
