import type { Browser } from 'playwright-core';
import { ADMIN, DESKTOP, launchBrowser, newVisitor, snapshot } from './support/browser';
import { approvedCallByApi, signInFromAuth } from './support/journeys';
import { expectAccessible } from './support/accessibility';

/**
 * Issue 6's disputes end to end in the browser: a merchant disputes an approved call from its
 * history, an admin upholds it from the queue, the charge is refunded and the commission clawed
 * back, and the merchant's history row shows the outcome with the admin's note.
 */
describe('dispute journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a merchant disputes an approved call, an admin upholds it, money goes back', async () => {
    const stamp = Date.now();
    const merchant = await newVisitor(browser, DESKTOP);
    const affiliate = await newVisitor(browser, DESKTOP);
    const admin = await newVisitor(browser, DESKTOP);
    try {
      await approvedCallByApi(merchant.page.request, affiliate.page.request, { stamp, merchant: 'Wes', affiliate: 'Xia', customer: 'Yara Noshow', payoutPerCall: 30 });
      expect(await (await affiliate.page.request.get('/api/earnings/affiliate')).json()).toMatchObject({ availableAmount: '$30.00' });

      // The merchant disputes the call from its history.
      const page = merchant.page;
      await page.goto('/merchant-dashboard');
      await page.getByRole('tab', { name: 'History' }).click();
      await page.getByRole('button', { name: 'Dispute call with Yara Noshow' }).click();
      const dialog = page.getByRole('dialog', { name: 'Dispute Call' });
      await dialog.waitFor();
      await expectAccessible(page, 'dispute dialog over the call history');
      await dialog.getByLabel('Reason').fill('The customer never joined the call.');
      await dialog.getByRole('button', { name: 'Raise Dispute' }).click();
      await page.getByText('Disputed — open').waitFor();

      // An admin upholds it from the queue.
      await signInFromAuth(admin.page, ADMIN);
      await admin.page.goto('/admin/disputes');
      await admin.page.getByRole('button', { name: 'Uphold dispute of the call with Yara Noshow' }).click();
      const uphold = admin.page.getByRole('dialog', { name: 'Uphold Dispute' });
      await uphold.getByText('refund $33.00').waitFor();
      await expectAccessible(admin.page, 'uphold dialog over the dispute queue');
      await uphold.getByLabel('Note').fill('No-show confirmed by the calendar.');
      await uphold.getByRole('button', { name: 'Uphold' }).click();
      await admin.page.getByText('Dispute upheld').first().waitFor();
      await snapshot(admin.page, 'admin-dispute-upheld');

      // Refund and clawback: the affiliate's $30 is gone, the books still reconcile.
      expect(await (await affiliate.page.request.get('/api/earnings/affiliate')).json()).toMatchObject({ availableAmount: '$0.00' });
      const reconciliation = await (await admin.page.request.get('/api/admin/reconciliation')).json();
      expect(reconciliation.unmatched).toEqual([]);
      expect(reconciliation.totals.feesRefundedCents).toBeGreaterThanOrEqual(300);

      await page.reload();
      await page.getByRole('tab', { name: 'History' }).click();
      await page.getByText('Upheld', { exact: true }).waitFor();
      await page.getByText("Admin's note: No-show confirmed by the calendar.").waitFor();
      await expectAccessible(page, 'call history with an upheld dispute');
      await snapshot(page, 'merchant-dispute-upheld');
    } finally {
      await merchant.context.close();
      await affiliate.context.close();
      await admin.context.close();
    }
  });
});
