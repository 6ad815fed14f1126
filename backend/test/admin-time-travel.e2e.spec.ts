import type { AffiliateWalletAsOf, BalanceSheetAsOf, LedgerAccountAsOf, MerchantBillingAsOf } from '@leadledger/contracts/admin-time-travel';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../src/infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { type Admin, newAdmin, parseCsv } from './support/admin-setup';
import { addCard, type CallSetup, merchantAndAffiliate } from './support/calls-setup';
import { addPayoutCard, approveOne, collect } from './support/payouts-setup';
import { NO_SUCH_ID } from './support/people';
import { streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

const AT_FORMAT = 'at must be a date and time like 2026-10-31T23:59:59Z (UTC, or with an offset such as -05:00).';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * "What was this balance on 31 October?": a history is built with real approvals and a payout,
 * then the as-of answers are checked on either side of each event that changed them.
 */
describe('admin time travel (as-of views)', () => {
  let t: TestApp;
  let admin: Admin;
  let setup: CallSetup;
  let beforeCard: Date;
  let beforeApproval: Date;
  let afterApproval: Date;
  let afterPayout: Date;
  let credited: StoredEvent;

  /** Every read model has applied everything appended so far (the ledger and the event log included). */
  const settle = async () => t.app.get(ProjectionWaiter).waitForEvery(await t.app.get<EventStore>(EVENT_STORE).readHead(), 10_000);
  // Each mark stands in a whole second of its own, clear of the events around it, so "before" is
  // strictly before: with the events in KurrentDB the ledger's recorded times are whole seconds
  // (docs/architecture/event-store.md), and an event later in the mark's second would count as
  // before it.
  const nextSecond = () => pause(1005 - (Date.now() % 1000));
  const mark = async () => {
    await nextSecond();
    const now = new Date();
    await nextSecond();
    return now;
  };
  const get = <T>(path: string, at: Date | string): Promise<T> =>
    admin.browser.get(path).query({ at: typeof at === 'string' ? at : at.toISOString() }).expect(200).then((res) => res.body as T);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
    setup = await merchantAndAffiliate(t, 12.35);
    beforeCard = await mark();
    await addCard(setup.merchant.browser);
    beforeApproval = await mark();
    await approveOne(t, setup);
    await settle();
    afterApproval = await mark();
    await addPayoutCard(setup.affiliate.browser);
    await collect(setup.affiliate.browser).expect(200);
    await settle();
    afterPayout = await mark();
    credited = (await streamEvents(t, `affiliate-wallet-${setup.affiliate.user.id}`)).find((e) => e.type === 'CommissionCredited')!;
  });
  afterAll(async () => t.close());

  const walletPath = () => `/api/admin/as-of/affiliate-wallet/${setup.affiliate.user.id}`;
  const billingPath = () => `/api/admin/as-of/merchant-billing/${setup.merchant.user.id}`;
  const payable = () => `affiliate:${setup.affiliate.user.id}:payable`;

  describe('an affiliate wallet', () => {
    it('is empty just before the commission was credited and holds it from that instant', async () => {
      const occurred = Date.parse(credited.metadata.occurredAt);
      const before = await get<AffiliateWalletAsOf>(walletPath(), iso(occurred - 1));
      expect(before).toMatchObject({ availableCents: 0, totalEarnedCents: 0, events: [] });
      const after = await get<AffiliateWalletAsOf>(walletPath(), iso(occurred));
      expect(after).toMatchObject({ availableCents: 1235, reservedCents: 0, totalEarnedCents: 1235, paidOutCents: 0, affiliateName: 'Alan Turing' });
      expect(after.events).toEqual([{ eventId: credited.eventId, type: 'CommissionCredited', occurredAt: iso(occurred), streamId: credited.streamId, amountCents: 1235 }]);
    });

    it('shows the payout once it completed: nothing left, paid out gross and net of the $0.25 fee', async () => {
      const wallet = await get<AffiliateWalletAsOf>(walletPath(), afterPayout);
      expect(wallet).toMatchObject({ availableCents: 0, reservedCents: 0, payoutInFlight: null, totalEarnedCents: 1235, paidOutCents: 1235, paidOutNetCents: 1210 });
      expect(wallet.events.map((e) => e.type)).toEqual(['PayoutCompleted', 'PayoutRequested', 'CommissionCredited']);
    });

    it('agrees with the ledger: the payable is minus available and reserved at each instant', async () => {
      for (const at of [beforeApproval, afterApproval, afterPayout]) {
        const [wallet, account] = await Promise.all([get<AffiliateWalletAsOf>(walletPath(), at), get<LedgerAccountAsOf>('/api/admin/as-of/ledger-account?account=' + payable(), at)]);
        expect({ at, payable: account.balanceCents }).toEqual({ at, payable: 0 - (wallet.availableCents + wallet.reservedCents) });
      }
    });
  });

  describe('a ledger account', () => {
    it('has no journal before the credit and the credit from the instant its journal was recorded', async () => {
      const now = await get<LedgerAccountAsOf>(`/api/admin/as-of/ledger-account?account=${payable()}`, afterPayout);
      expect(now).toMatchObject({ balanceCents: 0, debitCents: 1235, creditCents: 1235, journalCount: 2 });
      expect(now.journals.map((j) => j.eventType)).toEqual(['PayoutCompleted', 'CommissionCredited']);
      const journal = now.journals[1];
      expect(journal.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(0);
      expect(journal.streamId).toBe(`affiliate-wallet-${setup.affiliate.user.id}`);

      const recorded = Date.parse(journal.recordedAt);
      const before = await get<LedgerAccountAsOf>(`/api/admin/as-of/ledger-account?account=${payable()}`, iso(recorded - 1));
      expect(before).toMatchObject({ balanceCents: 0, debitCents: 0, creditCents: 0, journalCount: 0, journals: [] });
      const at = await get<LedgerAccountAsOf>(`/api/admin/as-of/ledger-account?account=${payable()}`, iso(recorded));
      expect(at).toMatchObject({ balanceCents: -1235, debitCents: 0, creditCents: 1235, journalCount: 1 });
    });
  });

  describe('a merchant billing', () => {
    it('had no card and no charge before, and the card and the charge after', async () => {
      const before = await get<MerchantBillingAsOf>(billingPath(), beforeCard);
      expect(before).toMatchObject({ card: null, chargedCents: 0, refundedCents: 0, chargeCount: 0, events: [], subscription: { status: 'trialing' } });
      const carded = await get<MerchantBillingAsOf>(billingPath(), beforeApproval);
      expect(carded).toMatchObject({ card: { brand: 'visa', last4: '4242' }, chargedCents: 0 });
      expect(carded.events.map((e) => e.type)).toEqual(['PaymentMethodSet']);
      const charged = await get<MerchantBillingAsOf>(billingPath(), afterApproval);
      // $12.35 commission + $1.24 platform fee.
      expect(charged).toMatchObject({ chargedCents: 1359, refundedCents: 0, netChargedCents: 1359, chargeCount: 1, eventCount: 2 });
      expect(charged.events.map((e) => [e.type, e.amountCents])).toEqual([['MerchantCharged', 1359], ['PaymentMethodSet', null]]);
      expect(JSON.stringify(charged)).not.toContain('pm_');
    });
  });

  describe('the balance sheet', () => {
    it('is empty before any money moved and balances to zero after', async () => {
      expect((await get<BalanceSheetAsOf>('/api/admin/as-of/balance-sheet', beforeApproval)).accounts).toEqual([]);
      const sheet = await get<BalanceSheetAsOf>('/api/admin/as-of/balance-sheet', afterPayout);
      expect(sheet.accounts.reduce((sum, a) => sum + a.balanceCents, 0)).toBe(0);
      expect(sheet.totals.netCents).toBe(0);
      // Clearing kept $13.59 less the $12.10 paid out; the platform earned $1.24 + $0.25.
      expect(sheet.totals.debitBalanceCents).toBe(149);
      expect(sheet.accounts.find((a) => a.account === 'processor:clearing')).toMatchObject({ balanceCents: 149, debitCents: 1359, creditCents: 1210 });
      const afterApprovalSheet = await get<BalanceSheetAsOf>('/api/admin/as-of/balance-sheet', afterApproval);
      expect(afterApprovalSheet.accounts.find((a) => a.account === 'processor:clearing')?.balanceCents).toBe(1359);
    });

    it('downloads as CSV: a header row, a row per account in dollars, a totals row that nets to zero', async () => {
      const res = await admin.browser.get('/api/admin/as-of/balance-sheet.csv').query({ at: afterPayout.toISOString() }).expect(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leadledger-balance-sheet-as-of-.+\.csv"$/);
      const [header, ...rows] = parseCsv(res.text);
      expect(header).toEqual(['as_of', 'account', 'kind', 'debits', 'credits', 'balance', 'lines']);
      const total = rows[rows.length - 1];
      expect(total.slice(1, 6)).toEqual(['total', '', '1.49', '1.49', '0.00']);
      const accounts = rows.slice(0, -1);
      expect(accounts.map((r) => r[1])).toContain('processor:clearing');
      expect(accounts.reduce((sum, r) => sum + Math.round(Number(r[5]) * 100), 0)).toBe(0);
    });
  });

  describe('bad input (400 with a message a person can act on)', () => {
    it.each([
      ['/api/admin/as-of/balance-sheet', AT_FORMAT],
      ['/api/admin/as-of/balance-sheet?at=2026-10-31', AT_FORMAT],
      ['/api/admin/as-of/balance-sheet?at=2026-10-31T23:59:59', AT_FORMAT],
      ['/api/admin/as-of/balance-sheet?at=2026-02-30T10:00:00Z', AT_FORMAT],
      ['/api/admin/as-of/balance-sheet.csv?at=last%20week', AT_FORMAT],
      ['/api/admin/as-of/ledger-account?account=nonsense&at=2026-01-01T00:00:00Z', 'The account must be a ledger account such as processor:clearing or merchant:<id>:charges.'],
      ['/api/admin/as-of/affiliate-wallet/not-a-uuid?at=2026-01-01T00:00:00Z', 'The affiliate id must be a uuid, such as 3f2b8c1e-6a4d-4e2f-9b1a-0c5d7e8f9a10.'],
      ['/api/admin/as-of/merchant-billing/42?at=2026-01-01T00:00:00Z', 'The merchant id must be a uuid, such as 3f2b8c1e-6a4d-4e2f-9b1a-0c5d7e8f9a10.'],
    ])('%s', async (route, message) => {
      const res = await admin.browser.get(route).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses an instant in the future', async () => {
      const res = await admin.browser.get('/api/admin/as-of/balance-sheet').query({ at: iso(Date.now() + 3_600_000) }).expect(400);
      expect(res.body.message).toMatch(/^at must be a date and time like 2026-10-31T23:59:59Z that is not in the future/);
    });

    it('answers 404 for nobody with that id, and for a merchant asked about as an affiliate', async () => {
      await admin.browser.get(`/api/admin/as-of/affiliate-wallet/${NO_SUCH_ID}`).query({ at: afterPayout.toISOString() }).expect(404);
      await admin.browser.get(`/api/admin/as-of/merchant-billing/${NO_SUCH_ID}`).query({ at: afterPayout.toISOString() }).expect(404);
      await admin.browser.get(`/api/admin/as-of/affiliate-wallet/${setup.merchant.user.id}`).query({ at: afterPayout.toISOString() }).expect(404);
    });
  });

  describe('access', () => {
    const routes = () => [
      `/api/admin/as-of/balance-sheet?at=${afterPayout.toISOString()}`,
      `/api/admin/as-of/balance-sheet.csv?at=${afterPayout.toISOString()}`,
      `/api/admin/as-of/ledger-account?account=processor:clearing&at=${afterPayout.toISOString()}`,
      `${walletPath()}?at=${afterPayout.toISOString()}`,
      `${billingPath()}?at=${afterPayout.toISOString()}`,
    ];

    it('answers 403 to a merchant, even about itself', async () => {
      for (const route of routes()) {
        const res = await setup.merchant.browser.get(route);
        expect({ route, status: res.status, message: res.body.message }).toEqual({ route, status: 403, message: 'This is only available to admin accounts.' });
      }
    });

    it('answers 401 without a session', async () => {
      for (const route of routes()) expect({ route, status: (await t.browser().get(route)).status }).toEqual({ route, status: 401 });
    });
  });
});
