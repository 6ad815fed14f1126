import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, snapshot } from './support/browser';
import { expectAccessible } from './support/accessibility';
import { addMerchantCardByApi, bookByApi, connectSandboxByApi, createProgramByApi, joinByApi, registerByApi } from './support/journeys';

type Request = Page['request'];

/**
 * Issue 16's journey: two merchants have each decided five calls, one approving them all, the
 * other rejecting most (as not qualified: the calls have not happened yet, so no-show is refused). An affiliate opens both signup links, compares the two
 * programs' reputations and joins the better one, then finds its reputation on the dashboard.
 */
describe('reputation journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** A merchant with a program whose five calls (booked by `referrer`) it decides as `decisions` says. */
  async function programWithDecisions(merchant: Request, referrer: Request, name: string, stamp: number, decisions: ('approved' | 'rejected')[]): Promise<string> {
    await registerByApi(merchant, { firstName: name, email: `${name.toLowerCase()}.${stamp}@example.com`, role: 'merchant' });
    await connectSandboxByApi(merchant, 'google');
    await addMerchantCardByApi(merchant);
    const program = await createProgramByApi(merchant, { payoutPerCall: 40, integration: 'google', name: `${name}'s Coaching Calls` });
    const membership = await joinByApi(referrer, program.referralCode);
    for (const [i, decision] of decisions.entries()) {
      const callId = await bookByApi(merchant, program.referralCode, membership.id, { name: `Customer ${i}`, email: `customer${i}.${name.toLowerCase()}.${stamp}@example.com` });
      const body = decision === 'approved' ? { status: 'approved' } : { status: 'rejected', reason: 'not-qualified', note: null };
      const res = await merchant.put(`/api/calls/${callId}/status`, { data: body });
      if (res.status() !== 200) throw new Error(`decision failed: ${res.status()} ${await res.text()}`);
    }
    return program.referralCode;
  }

  /** The read model may be a moment behind the decisions. */
  async function untilDecided(request: Request, code: string, decided: number): Promise<void> {
    for (let i = 0; i < 50; i++) {
      const body = await (await request.get(`/api/reputation/by-code/${code}`)).json();
      if (body.decided === decided) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`reputation of ${code} never reached ${decided} decisions`);
  }

  it('an affiliate compares two programs by their reputation and joins the better one', async () => {
    const stamp = Date.now();
    const [prompt, slow, referrer, affiliate] = await Promise.all([1, 2, 3, 4].map(() => newVisitor(browser, DESKTOP)));
    try {
      await registerByApi(referrer.page.request, { firstName: 'Rita', email: `rita.${stamp}@example.com`, role: 'affiliate' });
      const good = await programWithDecisions(prompt.page.request, referrer.page.request, 'Paula', stamp, ['approved', 'approved', 'approved', 'approved', 'approved']);
      const poor = await programWithDecisions(slow.page.request, referrer.page.request, 'Simon', stamp, ['rejected', 'rejected', 'approved', 'rejected', 'rejected']);
      await untilDecided(affiliate.page.request, good, 5);
      await untilDecided(affiliate.page.request, poor, 5);

      const page = affiliate.page;
      await registerByApi(page.request, { firstName: 'Chloe', email: `chloe.${stamp}@example.com`, role: 'affiliate' });
      await page.goto(`/signup?ref=${poor}`);
      const poorReputation = page.getByRole('region', { name: "Reputation of Simon's Coaching Calls" });
      await poorReputation.getByText('20% of 5 decided calls approved').waitFor();
      await poorReputation.getByRole('meter', { name: 'Approval rate 20%' }).waitFor();
      await expectAccessible(page, 'join page with a poor reputation');

      await page.goto(`/signup?ref=${good}`);
      const goodReputation = page.getByRole('region', { name: "Reputation of Paula's Coaching Calls" });
      await goodReputation.getByText('100% of 5 decided calls approved').waitFor();
      await goodReputation.getByText(/median .* after the call/).waitFor();
      await expectAccessible(page, 'join page with a good reputation');
      await snapshot(page, 'reputation-join-page');
      await page.getByRole('button', { name: 'Join this program' }).click();
      await page.getByText('You have already joined this program', { exact: false }).waitFor();

      await page.goto('/affiliate-dashboard');
      const card = page.getByRole('region', { name: "Reputation of Paula's Coaching Calls" });
      await card.getByText('100% of 5 decided calls approved').waitFor();
      expect(await page.getByRole('region', { name: "Reputation of Simon's Coaching Calls" }).count()).toBe(0);
      await expectAccessible(page, 'affiliate dashboard with the joined program and its reputation');
      const memberships = await (await page.request.get('/api/affiliates/user')).json();
      expect(memberships.map((m: { referralCode: string }) => m.referralCode)).toEqual([good]);

      // The merchant whose calls were turned down sees the same figures on its own dashboard.
      await slow.page.goto('/merchant-dashboard');
      await slow.page.getByRole('region', { name: "Reputation of Simon's Coaching Calls" }).getByText('20% of 5 decided calls approved').waitFor();
      await expectAccessible(slow.page, 'merchant dashboard with its reputation');
    } catch (error) {
      await snapshot(affiliate.page, 'reputation-failure').catch(() => undefined);
      throw error;
    } finally {
      for (const visitor of [prompt, slow, referrer, affiliate]) await visitor.context.close();
    }
  });
});
