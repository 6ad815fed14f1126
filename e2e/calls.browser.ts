import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, snapshot } from './support/browser';
import { expectAccessible } from './support/accessibility';
import { bookFirstSlot, connectSandboxByApi, createProgramByApi, joinByApi, registerByApi } from './support/journeys';

/**
 * Issue 4's journeys: (a) a customer books through an affiliate's booking link, the merchant
 * approves it adding a card in the dialog, the affiliate sees the approved call and the earnings;
 * (b) a customer follows a tracking link to the sandbox Calendly, books, and the merchant sees the
 * pending call; (c) a declined test card leaves the call pending with the decline message.
 */
describe('booked calls journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function googleSetup(viewport: { width: number; height: number }, stamp: string) {
    const merchant = await newVisitor(browser, viewport);
    const affiliate = await newVisitor(browser, viewport);
    const customer = await newVisitor(browser, viewport);
    await registerByApi(merchant.page.request, { firstName: 'Mara', email: `mara.${stamp}@example.com`, role: 'merchant' });
    await connectSandboxByApi(merchant.page.request, 'google');
    const program = await createProgramByApi(merchant.page.request, { payoutPerCall: 50, integration: 'google' });
    await registerByApi(affiliate.page.request, { firstName: 'Abe', email: `abe.${stamp}@example.com`, role: 'affiliate' });
    const membership = await joinByApi(affiliate.page.request, program.referralCode);
    return { merchant, affiliate, customer, program, membership, close: () => Promise.all([merchant, affiliate, customer].map((v) => v.context.close())) };
  }

  async function openApproval(page: Page, customerName: string): Promise<void> {
    await page.goto('/');
    await page.getByRole('button', { name: `Approve call with ${customerName}` }).click();
  }

  async function fillCardInDialog(page: Page, number: string): Promise<void> {
    const card = page.getByRole('form', { name: 'Payment card' });
    await card.getByLabel('Card number').fill(number);
    await card.getByLabel('Expiry').fill('12/34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: 'Save Card' }).click();
  }

  async function addCardInDialog(page: Page, number: string): Promise<void> {
    await fillCardInDialog(page, number);
    await page.getByText('Billing Setup Complete').first().waitFor();
  }

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`(a) books through a booking link, approves with a new card, the affiliate sees the earnings (${label})`, async () => {
      const s = await googleSetup(viewport, `a.${label}.${Date.now()}`);
      try {
        await s.affiliate.page.goto('/affiliate-dashboard');
        const link = await s.affiliate.page.getByRole('textbox', { name: `Booking link for ${s.membership.programName}` }).inputValue();
        expect(link).toContain(`aff=${s.membership.id}`);
        await bookFirstSlot(s.customer.page, link, { name: 'Casey Customer', email: `casey.${Date.now()}@example.com` });
        await s.customer.page.getByText(/meet/i).first().waitFor();

        const page = s.merchant.page;
        await openApproval(page, 'Casey Customer');
        await addCardInDialog(page, '4242 4242 4242 4242');
        await page.getByRole('button', { name: 'Approve and charge $55.00' }).click();
        await page.getByText('Call approved. $55.00 was charged to your card.').first().waitFor();
        const history = await (await page.request.get('/api/calls/history')).json();
        expect(history[0]).toMatchObject({ customerName: 'Casey Customer', status: 'approved', payoutAmount: 50, platformFee: 5, chargeAmount: 55 });
        await expectAccessible(page, 'merchant dashboard after an approval');
        await snapshot(page, `calls-a-merchant-${label}`);

        const a = s.affiliate.page;
        await a.goto('/affiliate-dashboard');
        await a.getByText('Approved').first().waitFor();
        const stats = await (await a.request.get('/api/stats/affiliate')).json();
        expect(stats).toMatchObject({ totalReferrals: 1, approvedCalls: 1, pendingCalls: 0, totalEarnings: '$50.00' });
        await a.getByText('$50.00').first().waitFor();
        await expectAccessible(a, 'affiliate dashboard with an approved call');
        await snapshot(a, `calls-a-affiliate-${label}`);

        // The approval reaches the affiliate's notification centre (docs/architecture/notifications.md).
        for (let tries = 0; tries < 50 && (await (await a.request.get('/api/notifications')).json()).items.length === 0; tries += 1) await a.waitForTimeout(100);
        await a.getByRole('link', { name: /^Notifications/ }).click();
        await a.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
        await a.getByText('Call approved', { exact: true }).first().waitFor();
        await a.getByRole('region', { name: 'Emails (sandbox outbox)' }).waitFor();
        await expectAccessible(a, 'notification centre with an approved call');
      } finally {
        await s.close();
      }
    });
  }

  it('(b) follows a tracking link to the sandbox Calendly, books, and the merchant sees the pending call', async () => {
    const stamp = `b.${Date.now()}`;
    const merchant = await newVisitor(browser, DESKTOP);
    const affiliate = await newVisitor(browser, DESKTOP);
    const customer = await newVisitor(browser, DESKTOP);
    try {
      await registerByApi(merchant.page.request, { firstName: 'Cleo', email: `cleo.${stamp}@example.com`, role: 'merchant' });
      await connectSandboxByApi(merchant.page.request, 'calendly');
      const { collection } = await (await merchant.page.request.get('/api/integrations/calendly/event-types')).json();
      const program = await createProgramByApi(merchant.page.request, { payoutPerCall: 80, integration: 'calendly', calendlyEventType: collection[0].uri });
      await registerByApi(affiliate.page.request, { firstName: 'Ida', email: `ida.${stamp}@example.com`, role: 'affiliate' });
      const membership = await joinByApi(affiliate.page.request, program.referralCode);
      await affiliate.page.goto('/affiliate-dashboard');
      const trackingLink = await affiliate.page.getByRole('textbox', { name: `Tracking link for ${membership.programName}` }).inputValue();

      const c = customer.page;
      await c.goto(trackingLink);
      await c.waitForURL('**/sandbox/calendly/schedule/**');
      expect(new URL(c.url()).searchParams.get('utm_campaign')).toBe(program.referralCode);
      const form = c.getByRole('form', { name: 'Schedule event' });
      await form.waitFor();
      await expectAccessible(c, 'sandbox Calendly scheduling page');
      await form.getByLabel('Name').fill('Dana Lead');
      await form.getByLabel('Email').fill(`dana.${stamp}@example.com`);
      await form.getByRole('button', { name: 'Schedule Event' }).click();
      await c.getByText('You are scheduled').waitFor();

      await merchant.page.goto('/');
      await merchant.page.getByRole('button', { name: 'Approve call with Dana Lead' }).waitFor();
      const pending = await (await merchant.page.request.get('/api/calls/pending')).json();
      expect(pending[0]).toMatchObject({ customerName: 'Dana Lead', source: 'calendly', status: 'pending', payoutAmount: 80, affiliateReferralCode: program.referralCode });
      await expectAccessible(merchant.page, 'merchant dashboard with a Calendly call');
      await snapshot(merchant.page, 'calls-b-merchant');
    } finally {
      await Promise.all([merchant, affiliate, customer].map((v) => v.context.close()));
    }
  });

  it('(c) a declined test card leaves the call pending with the decline message', async () => {
    const s = await googleSetup(DESKTOP, `c.${Date.now()}`);
    try {
      const link = `/calendar-booking?ref=${s.program.referralCode}&aff=${s.membership.id}`;
      await bookFirstSlot(s.customer.page, link, { name: 'Devon Decline', email: `devon.${Date.now()}@example.com` });
      const page = s.merchant.page;
      await openApproval(page, 'Devon Decline');
      // As in Stripe's test mode: 0002 is refused when saved; 0341 saves and its charges are declined.
      await fillCardInDialog(page, '4000 0000 0000 0002');
      await page.getByText('The card was declined.').first().waitFor();
      expect((await (await page.request.get('/api/billing/setup-status')).json()).hasPaymentMethod).toBe(false);
      await addCardInDialog(page, '4000 0000 0000 0341');
      await page.getByRole('button', { name: 'Approve and charge $55.00' }).click();
      await page.getByRole('alert').filter({ hasText: 'declined' }).first().waitFor();
      const pending = await (await page.request.get('/api/calls/pending')).json();
      expect(pending[0]).toMatchObject({ customerName: 'Devon Decline', status: 'pending', approvalInProgress: false });
      expect(pending[0].lastDeclineReason).toMatch(/declined/i);
      await expectAccessible(page, 'approval dialog with a declined charge');
      await snapshot(page, 'calls-c-declined');
    } finally {
      await s.close();
    }
  });
});
