import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingSetupStatus } from '@leadledger/contracts/billing';
import type { RecentStatementLines, StatementLine } from '@leadledger/contracts/statement';
import { reply } from '../../test/fetch-mock';
import { makeBillingStatus, noBillingStatus } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const balance = { chargedTotal: '$165.00', feesTotal: '$15.00', commissionsTotal: '$150.00' };
const chargeLine: StatementLine = {
  id: 'e-charge', kind: 'charge', occurredAt: '2026-11-03T15:00:00.000Z', callId: 'c1', customerName: 'Dan Deal', programName: 'Coaching', affiliateName: 'Alan Turing',
  commissionCents: 4000, feeCents: 400, amountCents: 4400, processorId: 'ch_1', declineReason: null, refundReason: null,
};
const recent: RecentStatementLines = { lines: [{ ...chargeLine, id: 'e-refund', kind: 'refund', occurredAt: '2026-11-05T15:00:00.000Z', processorId: 're_1', refundReason: 'Dispute upheld' }, chargeLine] };

function openBilling(routes: NonNullable<Parameters<typeof renderApp>[1]>['routes'] = {}) {
  return renderApp('/billing', {
    user: makeUser({ role: 'merchant' }),
    routes: {
      'GET /api/billing/setup-status': reply(200, makeBillingStatus()),
      'GET /api/billing/balance': reply(200, balance),
      'GET /api/billing/statement/recent': reply(200, recent),
      ...routes,
    },
  });
}

describe('Merchant Billing page', () => {
  it('shows the card on file, the charges from the ledger, the sandbox note and how charging works', async () => {
    openBilling();
    expect(await screen.findByText('Visa •••• 4242, expires 04/30')).toBeInTheDocument();
    expect(await screen.findByText('$165.00')).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/Sandbox/);
    expect(screen.getByText(/commission plus a 10% platform fee/)).toBeInTheDocument();
  });

  it('shows the latest charges and refunds, each charge with its receipt, and the way to the statement', async () => {
    openBilling();
    const table = await screen.findByRole('table', { name: 'Recent activity on your card' });
    expect(within(table).getByRole('row', { name: /Refund: Dan Deal.*Dispute upheld/ })).toHaveTextContent('−$44.00');
    expect(within(table).getByRole('row', { name: /Charge: Dan Deal/ })).toHaveTextContent('$44.00');
    expect(within(table).getAllByRole('link', { name: /^Receipt for the charge of \$44\.00/ }).map((l) => l.getAttribute('href'))).toEqual(['/billing/receipts/e-charge']);
    expect(screen.getByRole('link', { name: 'View statement' })).toHaveAttribute('href', '/billing/statement');
  });

  it('says when nothing has been charged yet', async () => {
    openBilling({ 'GET /api/billing/statement/recent': reply(200, { lines: [] }) });
    expect(await screen.findByText(/^No charges yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View statement' })).toBeInTheDocument();
  });

  it('offers to ask again when recent activity cannot be loaded', async () => {
    openBilling({ 'GET /api/billing/statement/recent': reply(500, { message: 'Internal server error' }) });
    expect(await screen.findByText('Could not load your recent activity.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('is for merchants only', async () => {
    renderApp('/billing', { user: makeUser({ role: 'affiliate' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied: Billing is only available for merchant accounts.');
  });

  it('adds a card: missing fields, formatting, validation, then setup after 2 seconds', async () => {
    const user = userEvent.setup();
    let status: BillingSetupStatus = { ...noBillingStatus, isSandbox: false };
    const { callsTo } = openBilling({
      'GET /api/billing/setup-status': () => reply(200, status),
      'POST /api/billing/setup-complete': () => {
        status = makeBillingStatus({ isSandbox: false });
        return reply(200, status);
      },
    });
    const add = await screen.findByRole('button', { name: 'Add Card' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(add);
    expect(await within(await toastRegion()).findByText('Missing Information')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Please fill in all payment method fields.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Card number'), '4242 4242 42');
    await user.type(screen.getByLabelText('Expiry'), '0430');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid card number');
    expect(callsTo('POST', '/api/billing/setup-complete')).toHaveLength(0);

    await user.type(screen.getByLabelText('Card number'), '424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(add);
    expect(await within(await toastRegion()).findByText('Billing Setup Complete', {}, { timeout: 3500 })).toBeInTheDocument();
    expect(callsTo('POST', '/api/billing/setup-complete')[0].body).toEqual({
      paymentMethod: { card: { number: '4242424242424242', exp_month: 4, exp_year: 2030, cvc: '123' } },
    });
    expect(await screen.findByText('Visa •••• 4242, expires 04/30')).toBeInTheDocument();
  }, 10_000);

  it('replaces the card with a four-digit year and says when it fails', async () => {
    const user = userEvent.setup();
    const { callsTo } = openBilling({ 'POST /api/billing/update-payment-method': reply(500, '') });
    await user.click(await screen.findByRole('button', { name: 'Replace Card' }));
    await user.type(screen.getByLabelText('Card number'), '5555555555554444');
    await user.type(screen.getByLabelText('Expiry'), '0929');
    await user.type(screen.getByLabelText('CVC'), '321');
    await user.click(screen.getByRole('button', { name: 'Replace Card' }));
    expect(await within(await toastRegion()).findByText('Failed to update payment method. Please try again.', {}, { timeout: 3500 })).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Update Failed')).toBeInTheDocument();
    expect(callsTo('POST', '/api/billing/update-payment-method')[0].body).toEqual({
      paymentMethod: { card: { number: '5555555555554444', exp_month: 9, exp_year: 2029, cvc: '321' } },
    });
  }, 10_000);

  it('removes the card after confirmation', async () => {
    const user = userEvent.setup();
    const { callsTo } = openBilling({ 'DELETE /api/billing/delete-payment-method': reply(204) });
    await user.click(await screen.findByRole('button', { name: 'Remove Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Card' }));
    expect(await within(await toastRegion()).findByText('Payment Method Removed')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/billing/delete-payment-method')).toHaveLength(1);
  });
});
