import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, snapshot } from './support/browser';
import { approvedCallByApi } from './support/journeys';
import { expectAccessible } from './support/accessibility';

/**
 * Issue 5's journey: an affiliate with an approved commission adds a debit card, collects, sees
 * the payout with its fee in the history, and the Available card reads $0.00.
 */
describe('affiliate payout journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`adds a debit card, collects the balance and sees it in the history (${label})`, async () => {
      const stamp = `${label}.${Date.now()}`;
      const merchant = await newVisitor(browser, viewport);
      const affiliate = await newVisitor(browser, viewport);
      try {
        await approvedCallByApi(merchant.page.request, affiliate.page.request, { stamp, merchant: 'Pia', affiliate: 'Quinn', customer: 'Rae Customer', payoutPerCall: 40 });

        const page = affiliate.page;
        await page.goto('/affiliate-payouts');
        await page.getByText('$40.00').first().waitFor();
        await expectAccessible(page, 'payouts page before the first payout');
        await page.getByRole('button', { name: 'Collect Payouts' }).click();
        const dialog = page.getByRole('dialog', { name: 'Collect Payouts' });
        await dialog.getByLabel('Card number').fill('4000 0566 5566 5556');
        await dialog.getByLabel('Expiry').fill('04/30');
        await dialog.getByLabel('CVC').fill('123');
        await dialog.getByRole('button', { name: 'Add Payout Method' }).click();
        await dialog.getByLabel('Payout preview').waitFor({ timeout: 10_000 });
        await expectAccessible(page, 'collect dialog with the preview');
        await dialog.getByRole('button', { name: 'Collect $40.00' }).click();
        await page.getByText('Payout Completed').first().waitFor();
        await dialog.getByLabel('Payout breakdown').getByText('$39.75').waitFor();
        await dialog.getByRole('button', { name: 'Done' }).click();

        const earnings = await (await page.request.get('/api/earnings/affiliate')).json();
        expect(earnings).toMatchObject({ availableAmount: '$0.00', totalEarnings: '$40.00' });
        const [payout] = await (await page.request.get('/api/payouts/affiliate')).json();
        expect(payout).toMatchObject({ amount: 39.75, revenueAmount: 40, fee: 0.25 });
        const cards = page.getByRole('list', { name: 'Your earnings' });
        await cards.getByText('$0.00').first().waitFor();
        await page.getByText('$39.75').first().waitFor();
        await expectAccessible(page, 'payouts page with a completed payout');
        await snapshot(page, `payouts-${label}`);
      } finally {
        await merchant.context.close();
        await affiliate.context.close();
      }
    });
  }
});
