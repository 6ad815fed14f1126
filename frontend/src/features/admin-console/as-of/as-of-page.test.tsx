import type { AffiliateWalletAsOf, BalanceSheetAsOf, LedgerAccountAsOf, MerchantBillingAsOf } from '@leadledger/contracts/admin-time-travel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fetch-mock';
import { approvalLines, openConsole } from '../admin-test-server';
import { endOfYesterday, instantOf } from './as-of-time';

// The console's admin lives in America/New_York (test/render-app makeUser).
const AT = '2026-11-01T03:59:59.999Z';
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

const sheet: BalanceSheetAsOf = {
  at: AT,
  accounts: [
    { account: 'affiliate:a-1:payable', kind: 'affiliate', balanceCents: -5000, debitCents: 0, creditCents: 5000, lineCount: 1 },
    { account: 'processor:clearing', kind: 'processor', balanceCents: 5500, debitCents: 5500, creditCents: 0, lineCount: 1 },
    { account: 'platform:revenue:commission-fee', kind: 'platform', balanceCents: -500, debitCents: 0, creditCents: 500, lineCount: 1 },
  ],
  totals: { debitBalanceCents: 5500, creditBalanceCents: 5500, netCents: 0 },
};
const account: LedgerAccountAsOf = {
  at: AT, account: 'processor:clearing', balanceCents: 5500, debitCents: 5500, creditCents: 0, journalCount: 1,
  journals: [{ journalId: 'j-1', eventId: 'ev-1', eventType: 'MerchantCharged', streamId: 'call-c1', recordedAt: '2026-10-30T14:00:00.000Z', lines: approvalLines }],
};
const wallet: AffiliateWalletAsOf = {
  at: AT, affiliateId: 'a-1', affiliateName: 'Alan Turing', availableCents: -1235, reservedCents: 0, payoutInFlight: null,
  totalEarnedCents: 5000, paidOutCents: 5000, paidOutNetCents: 4975, clawedBackCents: 1235,
  events: [{ eventId: 'ev-9', type: 'CommissionClawedBack', occurredAt: '2026-10-31T12:00:00.000Z', streamId: 'affiliate-wallet-a-1', amountCents: 1235 }],
};
const billing: MerchantBillingAsOf = {
  at: AT, merchantId: 'm-1', merchantName: 'Reyes Coaching', card: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2034 },
  subscription: { status: 'active', trialEndsAt: '2026-09-01T00:00:00.000Z' }, chargedCents: 5500, refundedCents: 0, netChargedCents: 5500,
  chargeCount: 1, refundCount: 0, eventCount: 2,
  events: [
    { eventId: 'ev-1', type: 'MerchantCharged', occurredAt: '2026-10-30T14:00:00.000Z', streamId: 'call-c1', amountCents: 5500 },
    { eventId: 'ev-0', type: 'PaymentMethodSet', occurredAt: '2026-10-01T14:00:00.000Z', streamId: 'merchant-billing-m-1', amountCents: null },
  ],
};

describe('As of page', () => {
  it('shows every section at the linked instant, names linking to timelines and events to the event log', async () => {
    openConsole(`/admin/as-of?${q({ at: AT, account: 'processor:clearing', affiliate: 'a-1', merchant: 'm-1' })}`, {
      [`GET /api/admin/as-of/balance-sheet?${q({ at: AT })}`]: reply(200, sheet),
      [`GET /api/admin/as-of/ledger-account?${q({ account: 'processor:clearing', at: AT })}`]: reply(200, account),
      [`GET /api/admin/as-of/affiliate-wallet/a-1?${q({ at: AT })}`]: reply(200, wallet),
      [`GET /api/admin/as-of/merchant-billing/m-1?${q({ at: AT })}`]: reply(200, billing),
    });
    expect(await screen.findByRole('heading', { name: /^As of Oct 31, 2026, 11:59:59 PM EDT/ }, { timeout: 5000 })).toBeInTheDocument();
    expect((screen.getByLabelText('As of (your time, America/New_York)') as HTMLInputElement).value).toMatch(/^2026-10-31T23:59:59(\.000)?$/);

    const table = await screen.findByRole('table', { name: 'Balance sheet' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/admin/timelines/affiliate/a-1');
    expect(screen.getByLabelText('Balance sheet totals')).toHaveTextContent('Debit balances$55.00Credit balances$55.00');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/admin/as-of/balance-sheet.csv?${q({ at: AT })}`);

    const journal = await screen.findByRole('table', { name: 'Journal j-1' });
    expect(within(journal).getAllByRole('link', { name: 'View event' })[0]).toHaveAttribute('href', '/admin/events?event=ev-1');
    expect(within(screen.getByRole('list', { name: 'Journals as of then' })).getByRole('link', { name: 'call-c1' })).toHaveAttribute('href', '/admin/timelines/call/c1');

    expect(await screen.findByRole('link', { name: 'Alan Turing' })).toHaveAttribute('href', '/admin/timelines/affiliate/a-1');
    const walletFigures = screen.getByLabelText('Wallet figures');
    expect(walletFigures).toHaveTextContent('Available-$12.35');
    expect(walletFigures).toHaveTextContent('Clawed back$12.35');
    expect(within(screen.getByRole('table', { name: 'Wallet events' })).getByRole('link', { name: 'CommissionClawedBack' })).toHaveAttribute('href', '/admin/events?event=ev-9');

    expect(await screen.findByRole('link', { name: 'Reyes Coaching' })).toHaveAttribute('href', '/admin/timelines/merchant/m-1');
    expect(screen.getByText('VISA ending 4242, expires 03/2034')).toBeInTheDocument();
    expect(screen.getByLabelText('Billing figures')).toHaveTextContent('Charged (1)$55.00');
    const billingEvents = screen.getByRole('table', { name: 'Billing events' });
    expect(within(billingEvents).getByRole('link', { name: 'merchant-billing-m-1' })).toHaveAttribute('href', '/admin/timelines/merchant/m-1');
  });

  it('opens at the end of yesterday, asks again for a chosen time and says when nobody has an id', async () => {
    const user = userEvent.setup();
    const yesterday = instantOf(endOfYesterday(new Date(), 'America/New_York'), 'America/New_York') as string;
    const chosen = '2026-10-01T03:59:59.999Z';
    const { callsTo } = openConsole('/admin/as-of', {
      [`GET /api/admin/as-of/balance-sheet?${q({ at: yesterday })}`]: reply(200, { ...sheet, at: yesterday }),
      [`GET /api/admin/as-of/balance-sheet?${q({ at: chosen })}`]: reply(200, { at: chosen, accounts: [], totals: { debitBalanceCents: 0, creditBalanceCents: 0, netCents: 0 } }),
      [`GET /api/admin/as-of/affiliate-wallet/nobody?${q({ at: chosen })}`]: reply(404, { message: 'No affiliate has this id.' }),
    });
    expect(await screen.findByRole('table', { name: 'Balance sheet' }, { timeout: 5000 })).toBeInTheDocument();
    expect((screen.getByLabelText('As of (your time, America/New_York)') as HTMLInputElement).value.slice(0, 19)).toBe(endOfYesterday(new Date(), 'America/New_York'));
    expect(screen.getByText('Enter an affiliate id to see their wallet as it stood then.')).toBeInTheDocument();

    const input = screen.getByLabelText('As of (your time, America/New_York)');
    await user.clear(input);
    await user.type(input, '2026-09-30T23:59:59');
    await user.click(within(input.closest('form') as HTMLElement).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No money had moved by then.')).toBeInTheDocument();
    expect(callsTo('GET', `/api/admin/as-of/balance-sheet?${q({ at: chosen })}`)).toHaveLength(1);

    await user.type(screen.getByLabelText('Affiliate id'), 'nobody');
    await user.click(within(screen.getByLabelText('Affiliate id').closest('form') as HTMLElement).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No affiliate has this id.')).toHaveAttribute('role', 'alert');
  });

  it('says so when the balance sheet cannot be loaded', async () => {
    openConsole(`/admin/as-of?${q({ at: AT })}`, { [`GET /api/admin/as-of/balance-sheet?${q({ at: AT })}`]: reply(500, { message: 'boom' }) });
    expect(await screen.findAllByText('Error loading admin data', {}, { timeout: 8000 })).not.toHaveLength(0);
  });
});
