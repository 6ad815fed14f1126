import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, snapshot } from './support/browser';
import { expectAccessible } from './support/accessibility';
import { addMerchantCardByApi, bookFirstSlot, connectSandboxByApi, createProgramByApi, joinByApi, registerByApi } from './support/journeys';

type Request = Page['request'];

const HOUR_MS = 3_600_000;

/**
 * Issue 16's journey: a merchant's program promises a decision within a day and approves calls
 * left undecided. A customer books through the affiliate's link, both sides see the deadline, the
 * merchant lets it pass (the app's clock is moved past it, SANDBOX_CLOCK) and the system approves
 * and charges the call; both sides see it approved at its deadline and are notified
 * (docs/product/decision-deadlines.md, docs/architecture/notifications.md).
 */
describe('decision deadline journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** Read models follow the events a moment later: asks until `done` holds for the answer. */
  async function until<T>(request: Request, url: string, done: (body: T) => boolean, what: string): Promise<T> {
    for (let i = 0; i < 50; i++) {
      const body = (await (await request.get(url)).json()) as T;
      if (done(body)) return body;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${url} never showed ${what}`);
  }

  it('a pending call passes its deadline, the system approves it, and both sides are notified', async () => {
    const stamp = Date.now();
    const [merchant, affiliate, customer] = await Promise.all([1, 2, 3].map(() => newVisitor(browser, DESKTOP)));
    try {
      const m = merchant.page;
      await registerByApi(m.request, { firstName: 'Dora', email: `dora.${stamp}@example.com`, role: 'merchant' });
      await connectSandboxByApi(m.request, 'google');
      await addMerchantCardByApi(m.request);
      const program = await createProgramByApi(m.request, { payoutPerCall: 60, integration: 'google', name: 'Prompt Coaching Calls' });

      // The merchant promises a decision within a day, and approval if none comes.
      await m.goto('/');
      await m.getByRole('button', { name: 'Edit Prompt Coaching Calls' }).click();
      const dialog = m.getByRole('dialog', { name: 'Edit program' });
      await dialog.getByLabel('Days after the call to approve or reject').fill('1');
      await dialog.getByLabel('If a call is still undecided at the deadline').selectOption('approve');
      await expectAccessible(m, 'edit program dialog with the decision deadline');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await m.getByText('Program updated').first().waitFor();
      const programs: { id: string; decisionTerms: unknown }[] = await (await m.request.get('/api/affiliate-programs/merchant')).json();
      expect(programs.find((p) => p.id === program.id)?.decisionTerms).toEqual({ days: 1, onDeadline: 'approve' });

      const a = affiliate.page;
      await registerByApi(a.request, { firstName: 'Otto', email: `otto.${stamp}@example.com`, role: 'affiliate' });
      const membership = await joinByApi(a.request, program.referralCode);
      await a.goto('/affiliate-dashboard');
      const link = await a.getByRole('textbox', { name: `Booking link for ${membership.programName}` }).inputValue();
      await expectAccessible(a, 'affiliate dashboard with the booking link');
      await bookFirstSlot(customer.page, link, { name: 'Della Deadline', email: `della.${stamp}@example.com` });

      // Both sides see when the decision is due and what happens then.
      const [call] = await until<{ id: string; decision: { dueAt: string; onDeadline: string } }[]>(m.request, '/api/calls/pending', (c) => c.length === 1, 'the booked call');
      expect(call.decision).toMatchObject({ onDeadline: 'approve', escalatedAt: null, approvedBy: null });
      await m.goto('/');
      const pendingRow = m.getByRole('table', { name: 'Pending calls' }).getByRole('row').filter({ hasText: 'Della Deadline' });
      await pendingRow.getByText(/^Decide by .+, then approved automatically$/).waitFor();
      await expectAccessible(m, 'pending call with its decision deadline');
      await snapshot(m, 'deadlines-merchant-pending');

      await a.goto('/affiliate-dashboard');
      const referral = a.getByRole('table', { name: 'Your referrals' }).getByRole('row').filter({ hasText: 'Della Deadline' });
      await referral.getByText('Pending Approval', { exact: true }).waitFor();
      await referral.getByText(/^Decide by .+, then approved automatically$/).waitFor();
      await expectAccessible(a, 'referral with its decision deadline');

      // The merchant lets the deadline pass: the clock moves just past it, and the sweep approves the call.
      const hours = Math.ceil((Date.parse(call.decision.dueAt) - Date.now()) / HOUR_MS) + 1;
      const moved = await m.request.post('/api/sandbox/clock', { data: { hours } });
      expect(moved.status()).toBe(200);
      const report = await moved.json();
      expect(Date.parse(report.now)).toBeGreaterThan(Date.parse(call.decision.dueAt));
      expect(report.deadlines).toMatchObject({ approved: 1 });

      await until<{ status: string }[]>(m.request, '/api/calls/history', (h) => h[0]?.status === 'approved', 'the approved call');
      await m.goto('/');
      await m.getByRole('tab', { name: 'History' }).click();
      const historyRow = m.getByRole('table', { name: 'Call history' }).getByRole('row').filter({ hasText: 'Della Deadline' });
      await historyRow.getByText('Approved', { exact: true }).waitFor();
      await historyRow.getByText('Approved automatically at its deadline').waitFor();
      const [history] = await (await m.request.get('/api/calls/history')).json();
      expect(history).toMatchObject({ customerName: 'Della Deadline', status: 'approved', chargeAmount: 66, decision: { approvedBy: 'deadline' } });
      await expectAccessible(m, 'call history with a call approved at its deadline');
      await snapshot(m, 'deadlines-merchant-history');

      // The merchant is told the system decided (and charged) for them.
      await until<{ items: { title: string }[] }>(m.request, '/api/notifications', (n) => n.items.some((i) => i.title === 'Call approved at its deadline'), 'the approval');
      await m.goto('/notifications');
      await m.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      const merchantNotices = m.getByRole('list', { name: 'Notifications' });
      await merchantNotices.getByText('Call approved at its deadline').waitFor();
      await merchantNotices.getByText(/You did not decide the call with Della Deadline by its deadline, so it was approved/).waitFor();
      await expectAccessible(m, "merchant's notifications with the approval at the deadline");

      // The affiliate sees the referral approved the same way, with a new notification on the bell.
      await until<{ items: { title: string }[] }>(a.request, '/api/notifications', (n) => n.items.some((i) => i.title === 'Call approved'), 'the approval');
      await a.goto('/affiliate-dashboard');
      await referral.getByText('Approved', { exact: true }).waitFor();
      await referral.getByText('Approved automatically at its deadline').waitFor();
      await referral.getByText('$60.00').waitFor();
      await expectAccessible(a, 'referral approved at its deadline');
      await snapshot(a, 'deadlines-affiliate-referral');
      await a.getByRole('link', { name: 'Notifications, 1 unread' }).click();
      await a.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      const affiliateNotices = a.getByRole('list', { name: 'Notifications' });
      const notice = affiliateNotices.getByRole('listitem').filter({ hasText: 'The call with Della Deadline was approved at its decision deadline: $60.00 commission is in your wallet.' });
      await notice.getByText(/^New Call approved$/).waitFor();
      await expectAccessible(a, "affiliate's notifications with the approval");
      await snapshot(a, 'deadlines-affiliate-notifications');
    } catch (error) {
      await snapshot(merchant.page, 'deadlines-failure-merchant').catch(() => undefined);
      await snapshot(affiliate.page, 'deadlines-failure-affiliate').catch(() => undefined);
      throw error;
    } finally {
      for (const visitor of [merchant, affiliate, customer]) await visitor.context.close();
    }
  });
});
