import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChargeReceipt, MerchantStatement } from '@leadledger/contracts/statement';
import { reply } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';

const charge = {
  id: 'e-charge', kind: 'charge' as const, occurredAt: '2026-11-03T15:00:00.000Z', callId: 'c1', customerName: 'Dan Deal', programName: 'Coaching',
  affiliateName: 'Alan Turing', commissionCents: 4000, feeCents: 400, amountCents: 4400, processorId: 'ch_123', declineReason: null, refundReason: null,
};
const refund = { ...charge, id: 'e-refund', kind: 'refund' as const, occurredAt: '2026-11-05T15:00:00.000Z', processorId: 're_456', refundReason: 'Dispute upheld' };
const declined = { ...charge, id: 'e-declined', kind: 'declined' as const, commissionCents: null, feeCents: null, amountCents: null, processorId: null, declineReason: 'Your card was declined.' };

const november: MerchantStatement = {
  month: '2026-11', timeZone: 'America/Chicago', months: ['2026-11', '2026-10'],
  totals: { chargedCents: 4400, refundedCents: 4400, netCents: 0, commissionsCents: 0, feesCents: 0, charges: 1, refunds: 1, declined: 1 },
  opening: { chargedCents: 13200, refundedCents: 0, netCents: 13200, commissionsCents: 12000, feesCents: 1200, charges: 3, refunds: 0, declined: 0 },
  closing: { chargedCents: 17600, refundedCents: 4400, netCents: 13200, commissionsCents: 12000, feesCents: 1200, charges: 4, refunds: 1, declined: 1 },
  lines: [refund, declined, charge],
};
const october: MerchantStatement = { ...november, month: '2026-10', totals: { ...november.totals, chargedCents: 0, refundedCents: 0, charges: 0, refunds: 0, declined: 0 }, lines: [] };

describe('Statement page', () => {
  it('shows the month: totals, each charge, refund and decline with its processor id, a receipt link and the CSV', async () => {
    renderApp('/billing/statement', { user: makeUser({ role: 'merchant' }), routes: { 'GET /api/billing/statement': reply(200, november) } });
    const table = await screen.findByRole('table', { name: 'Statement for November 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(table).getByText('re_456')).toBeInTheDocument();
    expect(within(table).getAllByText('−$44.00')).toHaveLength(1);
    expect(within(table).getByText('$44.00')).toBeInTheDocument();
    expect(within(table).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /^Receipt for the charge of \$44\.00/ })).toHaveAttribute('href', '/billing/receipts/e-charge');
    const totals = screen.getByRole('list', { name: 'Month totals' });
    expect(within(totals).getByText('Refunded').parentElement).toHaveTextContent('$44.00');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/billing/statement.csv?month=2026-11');
    expect(within(table).getByRole('row', { name: /Refund.*Dispute upheld/ })).toHaveTextContent('re_456');
    expect(screen.getByText('Before November 2026').nextElementSibling).toHaveTextContent('$132.00 net paid ($132.00 charged, $0.00 refunded)');
    expect(screen.getByText('Through the end of November 2026').nextElementSibling).toHaveTextContent('$132.00 net paid: $120.00 commissions + $12.00 fees');
  });

  it('says so when the statement cannot be loaded', async () => {
    renderApp('/billing/statement', { user: makeUser({ role: 'merchant' }), routes: { 'GET /api/billing/statement': reply(500, { message: 'Internal server error' }) } });
    expect(await screen.findByText('Could not load the statement.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('changes month from the picker and says when a month has no charges', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderApp('/billing/statement', {
      user: makeUser({ role: 'merchant' }),
      routes: { 'GET /api/billing/statement': reply(200, november), 'GET /api/billing/statement?month=2026-10': reply(200, october) },
    });
    await user.selectOptions(await screen.findByLabelText('Month'), '2026-10');
    expect(await screen.findByText(/No charges in October 2026/)).toBeInTheDocument();
    expect(callsTo('GET', '/api/billing/statement?month=2026-10')).toHaveLength(1);
  });

  it("opens any merchant's statement for an admin, with the admin's CSV and receipt links", async () => {
    renderApp('/admin/merchants/m-1/statement', { user: makeUser({ role: 'admin' }), routes: { 'GET /api/admin/merchants/m-1/statement': reply(200, november) } });
    const table = await screen.findByRole('table', { name: 'Statement for November 2026' });
    expect(within(table).getByRole('link', { name: /^Receipt for the charge/ })).toHaveAttribute('href', '/admin/merchants/m-1/receipts/e-charge');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/merchants/m-1/statement.csv?month=2026-11');
  });

  it('is for merchants only', async () => {
    renderApp('/billing/statement', { user: makeUser({ role: 'affiliate' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied: The statement is only available for merchant accounts.');
  });
});

describe('Receipt page', () => {
  const receipt: ChargeReceipt = {
    id: 'e-charge', merchant: { name: 'Acme Coaching', email: 'dana@example.com' }, chargedAt: charge.occurredAt, callId: 'c1', customerName: 'Dan Deal',
    customerEmail: 'dan@example.com', scheduledAt: '2026-11-02T15:00:00.000Z', programName: 'Coaching', affiliateName: 'Alan Turing',
    commissionCents: 4000, feeCents: 400, totalCents: 4400, processorChargeId: 'ch_123', card: { brand: 'visa', last4: '4242' },
    refunds: [{ id: 'e-refund', refundedAt: refund.occurredAt, amountCents: 4400, processorRefundId: 're_456', reason: 'Dispute upheld' }],
  };

  it('itemizes commission and fee, shows the refund and the net, and prints', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp('/billing/receipts/e-charge', { user: makeUser({ role: 'merchant' }), routes: { 'GET /api/billing/receipts/e-charge': reply(200, receipt) } });
    const items = await screen.findByRole('table', { name: 'Charge itemized' });
    expect(within(items).getByRole('row', { name: /Affiliate commission to Alan Turing/ })).toHaveTextContent('$40.00');
    expect(within(items).getByRole('row', { name: /Platform fee \(10%\)/ })).toHaveTextContent('$4.00');
    expect(within(items).getByRole('row', { name: /Total charged/ })).toHaveTextContent('$44.00');
    expect(within(items).getByRole('row', { name: /Refunded .*: dispute upheld \(re_456\)/ })).toHaveTextContent('−$44.00');
    expect(within(items).getByRole('row', { name: /Net paid/ })).toHaveTextContent('$0.00');
    expect(screen.getByText('ch_123')).toBeInTheDocument();
    expect(screen.getByText('Paid with').nextElementSibling).toHaveTextContent('Visa •••• 4242');
    expect(screen.getByText('Affiliate').nextElementSibling).toHaveTextContent('Alan Turing');
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
  });

  it('says so when the receipt cannot be loaded', async () => {
    renderApp('/billing/receipts/nope', { user: makeUser({ role: 'merchant' }), routes: { 'GET /api/billing/receipts/nope': reply(404, { message: 'Receipt not found.' }) } });
    // A 404 is asked once more (lib/query-client.ts) before the page gives up.
    expect(await screen.findByText('Could not load this receipt.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the statement' })).toHaveAttribute('href', '/billing/statement');
  });
});
