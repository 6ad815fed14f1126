import type { LedgerJournalPage } from '@leadledger/contracts/admin';
import { type Admin, newAdmin, parseCsv } from './support/admin-setup';
import { affiliateWithEarnings, collect } from './support/payouts-setup';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The ledger explorer's default view: opened with no account chosen it lists every journal, newest
 * first, and its CSV link exports them. (Both answered 400 once: the account was required.)
 */
describe('ledger explorer with no account chosen', () => {
  let t: TestApp;
  let admin: Admin;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
    const setup = await affiliateWithEarnings(t, 12.35, 1);
    await collect(setup.affiliate.browser).expect(200);
  });
  afterAll(async () => t.close());

  it('lists every journal newest first, each balanced, and pages them', async () => {
    const all = (await admin.browser.get('/api/admin/ledger/journals').expect(200)).body as LedgerJournalPage;
    expect(all.rows.map((j) => j.eventType)).toEqual(expect.arrayContaining(['MerchantCharged', 'CommissionCredited', 'PayoutCompleted']));
    for (const journal of all.rows) expect(journal.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(0);
    const times = all.rows.map((j) => j.recordedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const first = (await admin.browser.get('/api/admin/ledger/journals?limit=1').expect(200)).body as LedgerJournalPage;
    expect(first.rows).toHaveLength(1);
    expect(first.hasMore).toBe(true);
  });

  it('exports every journal as CSV, one line per row, summing to zero', async () => {
    const res = await admin.browser.get('/api/admin/export/ledger-journals.csv').expect(200);
    const [header, ...rows] = parseCsv(res.text);
    const amount = header.indexOf('amount');
    expect(amount).toBeGreaterThanOrEqual(0);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const cents = rows.reduce((sum, r) => sum + Math.round(Number(r[amount]) * 100), 0);
    expect(cents).toBe(0);
  });

  it('still refuses an account that is not a ledger account', async () => {
    const res = await admin.browser.get('/api/admin/ledger/journals?account=nonsense').expect(400);
    expect(JSON.stringify(res.body)).toContain('ledger account');
  });
});
