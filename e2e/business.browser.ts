import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { ADMIN, DESKTOP, launchBrowser, newVisitor, PHONE, snapshot } from './support/browser';
import { addMerchantCardByApi, bookByApi, connectSandboxByApi, createProgramByApi, joinByApi, registerByApi, signInFromAuth } from './support/journeys';

/**
 * Issue 12's journeys: a merchant reads the month's statement, opens a receipt and downloads the
 * CSV; looks at analytics; changes a program's commission (the affiliate is told, the next booking
 * carries it); disconnects the calendar, which pauses the program (its booking page says so).
 * axe runs on every screen (support/accessibility.ts).
 */
describe('running a business on it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** A merchant with a card, a $40 Google program, an affiliate in it and `approved` approved calls, all through the API. */
  async function business(viewport: { width: number; height: number }, stamp: string, approved: number) {
    const merchant = await newVisitor(browser, viewport);
    const affiliate = await newVisitor(browser, viewport);
    const customer = await newVisitor(browser, viewport);
    await registerByApi(merchant.page.request, { firstName: 'Dana', email: `dana.${stamp}@example.com`, role: 'merchant' });
    await connectSandboxByApi(merchant.page.request, 'google');
    await addMerchantCardByApi(merchant.page.request);
    const program = await createProgramByApi(merchant.page.request, { payoutPerCall: 40, integration: 'google', name: `Discovery ${stamp}` });
    await registerByApi(affiliate.page.request, { firstName: 'Abe', email: `abe.${stamp}@example.com`, role: 'affiliate' });
    const membership = await joinByApi(affiliate.page.request, program.referralCode);
    for (let i = 0; i < approved; i++) {
      const callId = await bookByApi(merchant.page.request, program.referralCode, membership.id, { name: `Dan Deal ${i + 1}`, email: `dan${i}.${stamp}@example.com` });
      const res = await merchant.page.request.put(`/api/calls/${callId}/status`, { data: { status: 'approved' } });
      if (res.status() !== 200) throw new Error(`approval failed: ${res.status()} ${await res.text()}`);
    }
    const close = () => Promise.all([merchant, affiliate, customer].map((v) => v.context.close()));
    return { merchant, affiliate, customer, program: { ...program, name: `Discovery ${stamp}` }, membership, close };
  }

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`reads the statement, a receipt and the CSV, then the analytics (${label})`, async () => {
      const s = await business(viewport, `st.${label}.${Date.now()}`, 2);
      try {
        const page = s.merchant.page;
        await page.goto('/billing');
        await page.getByRole('link', { name: 'View statement' }).waitFor();
        await expectAccessible(page, 'billing with the statement link');
        await page.getByRole('link', { name: 'View statement' }).click();
        await page.waitForURL('**/billing/statement');
        const table = page.getByRole('table', { name: /^Statement for / });
        await table.getByText('Dan Deal 1').waitFor();
        await expect(table.getByText('$44.00').count()).resolves.toBe(2);
        await page.getByRole('list', { name: 'Month totals' }).getByText('$88.00').first().waitFor();
        await expectAccessible(page, 'statement with two charges');
        await snapshot(page, `business-statement-${label}`);

        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
        const csv = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
        expect(csv[0]).toBe('date,type,call_id,customer,program,affiliate,commission,platform_fee,amount,processor_id,note');
        expect(csv.filter((row) => row.includes(',Charge,')).every((row) => row.includes(',40.00,4.00,44.00,'))).toBe(true);
        expect(csv.at(-1)).toMatch(/ total,Net,,,,,80\.00,8\.00,88\.00,/);

        await page.getByRole('link', { name: /^Receipt for the charge of \$44\.00/ }).first().click();
        const items = page.getByRole('table', { name: 'Charge itemized' });
        await items.getByRole('row', { name: /Platform fee/ }).getByText('$4.00').waitFor();
        await items.getByRole('row', { name: /Affiliate commission/ }).getByText('$40.00').waitFor();
        await expectAccessible(page, 'receipt');
        await snapshot(page, `business-receipt-${label}`);

        await page.goto('/analytics');
        const totals = page.getByRole('list', { name: 'Totals' });
        await totals.getByText('$88.00').waitFor();
        await totals.getByText('100%').waitFor();
        if (viewport === DESKTOP) await page.locator('.recharts-surface').first().waitFor();
        await page.getByRole('table', { name: 'Analytics per affiliate' }).getByText('Abe Tester').waitFor();
        await expectAccessible(page, 'analytics');
        await snapshot(page, `business-analytics-${label}`);
      } finally {
        await s.close();
      }
    });
  }

  it('changes the commission: the affiliate is told and the next booking carries it; disconnecting the calendar pauses the program', async () => {
    const stamp = `ch.${Date.now()}`;
    const s = await business(DESKTOP, stamp, 0);
    try {
      const page = s.merchant.page;
      await page.goto('/');
      await page.getByRole('button', { name: `Edit ${s.program.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit program' });
      await dialog.getByLabel('Commission per approved call ($)').fill('55');
      await expectAccessible(page, 'edit program dialog');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Program updated').first().waitFor();
      await page.getByText('Commission changed from $40.00 to $55.00').first().waitFor();
      await expectAccessible(page, 'dashboard after a commission change');

      const a = s.affiliate.page;
      await a.goto('/affiliate-dashboard');
      await a.getByText(/Commission changed from \$40\.00 to \$55\.00 on .*Calls booked before then keep their commission\./).waitFor();
      await expectAccessible(a, 'affiliate told of the change');
      await snapshot(a, 'business-affiliate-commission');

      await bookByApi(page.request, s.program.referralCode, s.membership.id, { name: 'Nia New', email: `nia.${stamp}@example.com` });
      const pending = await (await page.request.get('/api/calls/pending')).json();
      expect(pending[0]).toMatchObject({ customerName: 'Nia New', payoutAmount: 55, platformFee: 5.5, chargeAmount: 60.5 });

      await page.goto('/integrations');
      await page.getByRole('button', { name: 'Disconnect Google Calendar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Disconnect Google Calendar?' });
      await confirm.getByRole('list', { name: 'Programs that will pause' }).getByText(s.program.name).waitFor();
      await expectAccessible(page, 'disconnect dialog naming the program');
      await snapshot(page, 'business-disconnect-dialog');
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('Disconnected').first().waitFor();
      await page.goto('/');
      await page.getByText('Paused: calendar disconnected').waitFor();
      await expectAccessible(page, 'dashboard with a paused program');

      const c = s.customer.page;
      await c.goto(`/calendar-booking?ref=${s.program.referralCode}&aff=${s.membership.id}`);
      await c.getByRole('heading', { name: 'Bookings paused' }).waitFor();
      await expectAccessible(c, 'paused booking page');
      await snapshot(c, 'business-paused-booking-page');
    } finally {
      await s.close();
    }
  });

  it("a visitor lost on a 404 writes to support from the contact page, and an admin reads and handles it", async () => {
    const visitor = await newVisitor(browser, PHONE);
    const admin = await newVisitor(browser, DESKTOP);
    const stamp = Date.now();
    try {
      const page = visitor.page;
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await expectAccessible(page, 'not-found page');
      await page.getByRole('link', { name: 'Contact Support' }).click();
      const form = page.getByRole('form', { name: 'Contact us' });
      await form.waitFor();
      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Write your message in 10 to 5,000 characters.').waitFor();
      await expectAccessible(page, 'contact form showing its errors');
      await form.getByLabel('Your name').fill(`Vera Visitor ${stamp}`);
      await form.getByLabel('Email').fill(`vera.${stamp}@example.com`);
      await form.getByLabel('Topic').selectOption('calls');
      await form.getByLabel('Message').fill('How do I see which affiliate sent a call?');
      await form.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Message sent').first().waitFor();
      await snapshot(page, 'business-contact-sent');

      await signInFromAuth(admin.page, ADMIN);
      await admin.page.goto('/admin/messages');
      const item = admin.page.getByRole('listitem').filter({ hasText: `Vera Visitor ${stamp}` });
      await item.getByText('How do I see which affiliate sent a call?').waitFor();
      await expectAccessible(admin.page, 'admin messages');
      await item.getByRole('button', { name: `Mark handled: the message from Vera Visitor ${stamp}` }).click();
      await item.getByText('Handled', { exact: true }).waitFor();
    } finally {
      await visitor.context.close();
      await admin.context.close();
    }
  });
});
