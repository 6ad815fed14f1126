import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { ADMIN, DESKTOP, launchBrowser, newVisitor, snapshot } from './support/browser';
import { expectAccessible } from './support/accessibility';
import { approvedCallByApi, signInFromAuth } from './support/journeys';

/**
 * Issue 6's journey: an admin opens a call's timeline and sees booking, approval, charge and
 * commission with their ledger lines, then downloads the reconciliation CSV.
 * The admin was made by `admin:create` before the app started (support/global-setup.ts).
 */
describe('admin audit journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows a call timeline with its ledger lines and downloads the reconciliation CSV', async () => {
    const stamp = Date.now();
    const merchant = await newVisitor(browser, DESKTOP);
    const affiliate = await newVisitor(browser, DESKTOP);
    const admin = await newVisitor(browser, DESKTOP);
    try {
      const callId = await approvedCallByApi(merchant.page.request, affiliate.page.request, { stamp, merchant: 'Tess', affiliate: 'Uma', customer: 'Vic Customer', payoutPerCall: 40 });

      const page = admin.page;
      await signInFromAuth(page, ADMIN);
      // The dashboard: totals, the people lists and the activity chart drawn by recharts.
      await page.getByRole('list', { name: 'Totals' }).waitFor();
      await page.getByText(`tess.${stamp}@example.com`, { exact: true }).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      await expectAccessible(page, 'admin dashboard');
      await snapshot(page, 'admin-dashboard');

      await page.goto(`/admin/timelines/call/${callId}`);
      const timeline = page.getByRole('list', { name: 'Timeline' });
      await timeline.waitFor();
      for (const type of ['CallBooked', 'ApprovalStarted', 'MerchantCharged', 'CallApproved', 'CommissionCredited']) {
        await timeline.getByRole('link', { name: type, exact: true }).waitFor();
      }
      // The charge: $44.00 into clearing, $4.00 fee earned; the commission: $40.00 to the affiliate.
      const charge = page.getByRole('table', { name: 'Ledger lines of MerchantCharged' });
      await charge.getByRole('row').filter({ hasText: 'processor:clearing' }).getByText('$44.00').waitFor();
      await charge.getByRole('row').filter({ hasText: 'platform:revenue:commission-fee' }).getByText('$4.00').waitFor();
      const commission = page.getByRole('table', { name: 'Ledger lines of CommissionCredited' });
      await commission.getByRole('row').filter({ hasText: ':payable' }).getByText('$40.00').waitFor();
      await expectAccessible(page, 'call timeline');
      await snapshot(page, 'admin-call-timeline');

      // The event log (ag-grid, server-paged) filtered to this call's stream; a row opens its detail.
      await page.goto(`/admin/events?stream=call-${callId}`);
      const grid = page.getByRole('region', { name: 'Events' });
      await grid.getByText('MerchantCharged').first().click();
      const detail = page.getByRole('complementary', { name: 'Event detail' });
      await detail.getByText('processorChargeId', { exact: false }).first().waitFor();
      await expectAccessible(page, 'event log with a detail open');
      await snapshot(page, 'admin-event-log');

      await page.goto('/admin/reconciliation');
      await page.getByText('No unmatched items').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('form', { name: 'Reconciliation period' }).getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      const csv = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
      const header = csv[0].split(',');
      expect(header).toEqual(expect.arrayContaining(['period']));
      const today = new Date().toISOString().slice(0, 10);
      const row = csv.find((line) => line.startsWith(today));
      expect(row).toBeDefined();
      // This run's charge is in today's row: its fee of 4.00 at least (other journeys run on the same app).
      const fees = Number(row!.split(',')[header.findIndex((h) => /fees.?earned/i.test(h))]);
      expect(fees).toBeGreaterThanOrEqual(4);
      await expectAccessible(page, 'reconciliation');
      await snapshot(page, 'admin-reconciliation');
    } finally {
      await merchant.context.close();
      await affiliate.context.close();
      await admin.context.close();
    }
  });
});
