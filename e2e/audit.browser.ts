import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { ADMIN, DESKTOP, launchBrowser, newVisitor, PHONE, snapshot } from './support/browser';
import { approvedCallByApi, signInFromAuth } from './support/journeys';

/**
 * Issue 13's journeys: the audit console as an admin and finance use it.
 * The admin was made by `admin:create` before the app started (support/global-setup.ts).
 */
/** The processor's charge id of a call, from its MerchantCharged event (the admin's event detail). */
async function processorChargeOf(page: Page, callId: string): Promise<string> {
  const list = await page.request.get(`/api/admin/events?stream=call-${callId}&type=MerchantCharged`);
  const eventId = (await list.json()).rows[0].eventId as string;
  const detail = await (await page.request.get(`/api/admin/events/${eventId}`)).json();
  const chargeId = detail.data?.processorChargeId;
  if (typeof chargeId !== 'string') throw new Error(`no processor charge id on ${eventId}: ${JSON.stringify(detail)}`);
  return chargeId;
}

describe('audit console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("finds a call by the customer's email, reads its story in words, checks the affiliate's wallet as of yesterday and now, and reconciles against the processor", async () => {
    const stamp = Date.now();
    const merchant = await newVisitor(browser, DESKTOP);
    const affiliate = await newVisitor(browser, DESKTOP);
    const admin = await newVisitor(browser, DESKTOP);
    try {
      const callId = await approvedCallByApi(merchant.page.request, affiliate.page.request, { stamp, merchant: 'Rhea', affiliate: 'Sol', customer: 'Tam Customer', payoutPerCall: 40 });
      const page = admin.page;
      await signInFromAuth(page, ADMIN);

      // One search box in the console's header: the customer's email finds the call.
      const search = page.getByRole('search', { name: 'Search the console' });
      await search.getByRole('searchbox').fill(`tam.${stamp}@example.com`);
      await search.getByRole('button', { name: 'Search' }).click();
      const calls = page.getByRole('list', { name: 'Calls' });
      await calls.waitFor();
      await expectAccessible(page, 'search results');
      await snapshot(page, 'audit-search');
      await calls.getByRole('link', { name: /Tam Customer/ }).click();
      await page.waitForURL(`**/admin/timelines/call/${callId}`);

      // The call's story, each event a sentence with names and dollars.
      const timeline = page.getByRole('list', { name: 'Timeline' });
      await timeline.getByText('Rhea Tester approved Tam Customer', { exact: false }).first().waitFor();
      await timeline.getByText(': charged $44.00 = $40.00 commission + $4.00 fee', { exact: false }).first().waitFor();
      await timeline.getByText(/Sol Tester earned \$40\.00 commission for/).waitFor();
      await expectAccessible(page, 'call timeline in words');
      await snapshot(page, 'audit-call-story');

      // The affiliate's name in the story opens their timeline, and from there the wallet as of a date.
      await timeline.getByRole('link', { name: 'Sol Tester' }).first().click();
      await page.waitForURL('**/admin/timelines/affiliate/**');
      await page.getByRole('link', { name: 'Wallet as of a date' }).click();
      await page.waitForURL('**/admin/as-of?**');
      const wallet = page.getByRole('region', { name: 'Affiliate wallet' });
      // As of the end of yesterday (the page's default) the affiliate had not joined: nothing.
      await wallet.getByText('No events by then.').waitFor();
      await expect(wallet.getByRole('definition').first().textContent()).resolves.toBe('$0.00');
      await expectAccessible(page, 'wallet as of yesterday');
      // As of now: the $40.00 commission, with the event that made it.
      // The field reads the admin's own zone (their profile's), which the label names.
      const label = (await page.getByText(/^As of \(your time, /).first().textContent()) ?? '';
      const zone = /your time, ([^)]+)\)/.exec(label)?.[1] ?? 'UTC';
      const now = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })
        .format(new Date(Date.now() + 60_000))
        .replace(' ', 'T');
      const asOf = page.locator('form', { has: page.getByLabel(/^As of \(your time/) });
      await asOf.getByLabel(/^As of \(your time/).fill(now);
      await asOf.getByRole('button', { name: 'Show' }).click();
      await wallet.getByText('CommissionCredited').first().waitFor();
      await expect(wallet.getByRole('definition').first().textContent()).resolves.toBe('$40.00');
      await expectAccessible(page, 'wallet as of now');
      await snapshot(page, 'audit-wallet-as-of');

      // Reconciliation against the processor's own records: every charge, refund and payout of
      // this app (the sandbox keeps Stripe's kind of books) matches the ledger.
      await page.goto('/admin/reconciliation');
      await page.getByRole('tab', { name: 'Against the processor' }).click();
      await page.getByRole('status').filter({ hasText: 'Everything matches' }).waitFor();
      await expectAccessible(page, 'processor reconciliation, everything matches');

      // The processor loses its record of this call's charge: exactly that item is ledger-only.
      const chargeId = await processorChargeOf(page, callId);
      const removed = await page.request.delete(`/api/admin/sandbox/processor-records/${chargeId}`);
      expect(removed.status()).toBe(204);
      await page.reload();
      await page.getByRole('tab', { name: 'Against the processor' }).click();
      await page.getByRole('alert').filter({ hasText: '1 item does not match the processor' }).waitFor();
      const ledgerOnly = page.getByRole('table', { name: 'Ledger only' });
      const rows = ledgerOnly.getByRole('row');
      await expect(rows.count()).resolves.toBe(2);
      await expect(rows.nth(1).textContent()).resolves.toContain(chargeId);
      await rows.nth(1).getByText('$44.00').waitFor();
      await expect(page.getByRole('table', { name: 'Processor only' }).count()).resolves.toBe(0);
      await expectAccessible(page, 'processor reconciliation, one ledger-only item');
      await snapshot(page, 'audit-processor-reconciliation');
      // The item opens the call's story.
      await rows.nth(1).getByRole('link', { name: /^Call / }).click();
      await page.waitForURL(`**/admin/timelines/call/${callId}`);
    } finally {
      await Promise.all([merchant, affiliate, admin].map((v) => v.context.close()));
    }
  });

  it('fits a phone: the dashboard and the ledger explorer, which opens on every journal', async () => {
    const stamp = Date.now();
    const merchant = await newVisitor(browser, PHONE);
    const affiliate = await newVisitor(browser, PHONE);
    const admin = await newVisitor(browser, PHONE);
    try {
      await approvedCallByApi(merchant.page.request, affiliate.page.request, { stamp, merchant: 'Wes', affiliate: 'Xia', customer: 'Yul Customer', payoutPerCall: 40 });
      const page = admin.page;
      await signInFromAuth(page, ADMIN);
      await page.getByRole('list', { name: 'Totals' }).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      await expectAccessible(page, 'admin dashboard on a phone');
      await snapshot(page, 'audit-dashboard-phone');

      await page.goto('/admin/ledger');
      const journals = page.getByRole('list', { name: 'Journals' });
      await journals.waitFor();
      await journals.getByRole('link', { name: 'MerchantCharged' }).first().waitFor();
      await expectAccessible(page, 'ledger explorer, every journal');
      await snapshot(page, 'audit-ledger-phone');
    } finally {
      await Promise.all([merchant, affiliate, admin].map((v) => v.context.close()));
    }
  });
});
