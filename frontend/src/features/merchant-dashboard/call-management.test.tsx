import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingSetupStatus } from '@leadledger/contracts/billing';
import { reply } from '../../test/fetch-mock';
import { makeBillingStatus, makeCall, noBillingStatus } from '../../test/fixtures';
import { openDashboard } from './dashboard-test-server';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const ana = makeCall();
const ben = makeCall({
  id: 'call-2',
  customerName: 'Ben Ortiz',
  customerEmail: 'ben@example.com',
  payoutAmount: 75,
  platformFee: 7.5,
  chargeAmount: 82.5,
  duplicateOf: { callId: 'call-0', scheduledAt: '2025-08-01T13:00:00.000Z', affiliateName: 'Lee Park' },
});

beforeEach(() => localStorage.clear());

async function pendingTable() {
  return screen.findByRole('table', { name: 'Pending calls' });
}

describe('Call Management', () => {
  it('lists pending calls with commission, fee and the duplicate flag naming the earlier call', async () => {
    openDashboard({ 'GET /api/calls/pending': reply(200, [ana, ben]) });
    const rows = within(await pendingTable()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    for (const text of ['Sam Carter', 'sam@example.com', 'Ana Lopez', '$50.00', '$5.00', 'Pending']) {
      expect(within(rows[1]).getByText(text)).toBeInTheDocument();
    }
    expect(within(rows[2]).getByText('Possible duplicate')).toHaveClass('badge');
    expect(within(rows[2]).getByText('Same customer as the call on Aug 1, 2025 via Lee Park')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
  });

  it('shows decided calls in History with the rejection reason', async () => {
    const user = userEvent.setup();
    openDashboard({
      'GET /api/calls/history': reply(200, [
        makeCall({ status: 'approved' }),
        makeCall({ id: 'call-3', customerName: 'Cy Doe', status: 'rejected', rejectionReason: 'no-show', rejectionNote: 'Never joined' }),
      ]),
    });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'Call history' });
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
    expect(within(table).getByText('No-show: Never joined')).toBeInTheDocument();
  });

  it('sorts History by commission and status, and pages it past 10 calls', async () => {
    const user = userEvent.setup();
    const decided = Array.from({ length: 12 }, (_, i) =>
      makeCall({ id: `call-h${i}`, customerName: `Customer ${String(i + 1).padStart(2, '0')}`, payoutAmount: 10 + ((i * 7) % 12), status: i === 4 ? 'rejected' : 'approved' }),
    );
    openDashboard({ 'GET /api/calls/history': reply(200, decided) });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'Call history' });
    const firstCustomer = () => within(within(table).getAllByRole('row')[1]).getByRole('strong').textContent;
    expect(screen.getByRole('navigation', { name: 'Call history pages' })).toHaveTextContent('Showing 1–10 of 12');
    const commission = within(table).getByRole('columnheader', { name: 'Commission' });
    await user.click(within(commission).getByRole('button'));
    await user.click(within(commission).getByRole('button'));
    expect(commission).toHaveAttribute('aria-sort', 'descending');
    // payoutAmount 10 + (i * 7) % 12 is highest (21) for i = 5.
    expect(firstCustomer()).toBe('Customer 06');
    const status = within(table).getByRole('columnheader', { name: 'Status' });
    await user.click(within(status).getByRole('button'));
    expect(commission).toHaveAttribute('aria-sort', 'none');
    expect(status).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(status).getByRole('button'));
    expect(firstCustomer()).toBe('Customer 05');
  });

  it('selects rows and all rows; bulk approval reports each call', async () => {
    const user = userEvent.setup();
    const { callsTo } = openDashboard({
      'GET /api/calls/pending': reply(200, [ana, ben]),
      'POST /api/calls/bulk-status': reply(200, {
        results: [
          { callId: 'call-1', ok: true, status: 'approved' },
          { callId: 'call-2', ok: false, message: 'Your card was declined.' },
        ],
      }),
    });
    await pendingTable();
    const approveSelected = screen.getByRole('button', { name: 'Approve Selected' });
    expect(approveSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select call with Sam Carter' }));
    expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all pending calls' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all pending calls' }));
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select call with Ben Ortiz' })).toBeChecked();

    await user.click(approveSelected);
    const confirm = screen.getByRole('dialog', { name: 'Approve 2 calls?' });
    expect(confirm).toHaveTextContent('$137.50');
    await user.click(within(confirm).getByRole('button', { name: 'Approve and charge' }));
    expect(await within(await toastRegion()).findByText('1 not approved')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('1 call approved. Ben Ortiz: Your card was declined.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/calls/bulk-status')[0].body).toEqual({ callIds: ['call-1', 'call-2'], status: 'approved' });
    await waitFor(() => expect(callsTo('GET', '/api/calls/pending').length).toBeGreaterThan(1));

    await user.click(screen.getByRole('checkbox', { name: 'Select all pending calls' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all pending calls' }));
    expect(screen.getByText('0 of 2 selected')).toBeInTheDocument();
  });

  it('rejects selected calls with a reason', async () => {
    const user = userEvent.setup();
    const { callsTo } = openDashboard({
      'GET /api/calls/pending': reply(200, [ana, ben]),
      'POST /api/calls/bulk-status': reply(200, { results: [{ callId: 'call-1', ok: true }, { callId: 'call-2', ok: true }] }),
    });
    await pendingTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select all pending calls' }));
    await user.click(screen.getByRole('button', { name: 'Reject Selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Call' });
    expect(dialog).toHaveTextContent('Reject 2 calls?');
    await user.selectOptions(within(dialog).getByLabelText('Reason (optional)'), 'spam');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(await toastRegion()).findByText('2 calls rejected.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/calls/bulk-status')[0].body).toEqual({ callIds: ['call-1', 'call-2'], status: 'rejected', reason: 'spam' });
  });

  it('rejects one call with a reason and a note', async () => {
    const user = userEvent.setup();
    const { callsTo } = openDashboard({
      'GET /api/calls/pending': reply(200, [ana]),
      'PUT /api/calls/call-1/status': reply(200, makeCall({ status: 'rejected' })),
    });
    await user.click(within(await pendingTable()).getByRole('button', { name: 'Reject call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Call' });
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['No reason given', 'Spam', 'No-show', 'Duplicate', 'Not qualified', 'Other']);
    await user.selectOptions(within(dialog).getByLabelText('Reason (optional)'), 'no-show');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Never joined');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(await toastRegion()).findByText('Success')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/calls/call-1/status')[0].body).toEqual({ status: 'rejected', reason: 'no-show', note: 'Never joined' });
  });

  it('approves with the card on file, showing commission + fee = charge', async () => {
    const user = userEvent.setup();
    const { callsTo } = openDashboard({
      'GET /api/calls/pending': reply(200, [ben]),
      'GET /api/billing/setup-status': reply(200, makeBillingStatus()),
      'PUT /api/calls/call-2/status': reply(200, makeCall({ id: 'call-2', status: 'approved' })),
    });
    await user.click(within(await pendingTable()).getByRole('button', { name: 'Approve call with Ben Ortiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Call' });
    expect(await within(dialog).findByText('Card on file: Visa •••• 4242, expires 04/30')).toBeInTheDocument();
    const charge = within(dialog).getByLabelText('Charge');
    expect(charge).toHaveTextContent('Commission$75.00Platform fee (10%)$7.50Charged on approval$82.50');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and charge $82.50' }));
    expect(await within(await toastRegion()).findByText('Call approved. $82.50 was charged to your card.')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/calls/call-2/status')[0].body).toEqual({ status: 'approved' });
    expect(screen.queryByRole('dialog', { name: 'Approve Call' })).not.toBeInTheDocument();
  });

  it('walks check -> setup -> complete when no card is on file, and keeps a declined call pending', async () => {
    const user = userEvent.setup();
    let billing: BillingSetupStatus = noBillingStatus;
    const { callsTo } = openDashboard({
      'GET /api/calls/pending': reply(200, [ana]),
      'GET /api/billing/setup-status': () => reply(200, billing),
      'POST /api/billing/setup-complete': () => {
        billing = makeBillingStatus({ paymentMethodDetails: { brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2031 } });
        return reply(200, billing);
      },
      'PUT /api/calls/call-1/status': reply(402, { message: 'Your card was declined.' }),
    });
    await user.click(within(await pendingTable()).getByRole('button', { name: 'Approve call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Call' });
    expect(await within(dialog).findByRole('form', { name: 'Payment card' })).toBeInTheDocument();
    expect(within(dialog).getByText('Add card')).toHaveAttribute('aria-current', 'step');

    await user.click(within(dialog).getByRole('button', { name: 'Save Card' }));
    expect(await within(await toastRegion()).findByText('Incomplete Information')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Please fill in all payment method fields.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Card number'), '4000 0000 0000 0002 99');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    await user.type(within(dialog).getByLabelText('Expiry'), '1231');
    expect(within(dialog).getByLabelText('Expiry')).toHaveValue('12/31');
    await user.type(within(dialog).getByLabelText('CVC'), '12a345');
    expect(within(dialog).getByLabelText('CVC')).toHaveValue('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save Card' }));
    // docs/product/limits-and-timings.md, Delays: 2 seconds before the setup call.
    expect(callsTo('POST', '/api/billing/setup-complete')).toHaveLength(0);
    expect(await within(await toastRegion()).findByText('Billing Setup Complete', {}, { timeout: 3500 })).toBeInTheDocument();
    expect(callsTo('POST', '/api/billing/setup-complete')[0].body).toEqual({
      paymentMethod: { card: { number: '4000000000000002', exp_month: 12, exp_year: 2031, cvc: '1234' } },
    });

    await user.click(await within(dialog).findByRole('button', { name: 'Approve and charge $55.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined. The call is still pending.');
    expect(await within(await toastRegion()).findByText('Approval Failed')).toBeInTheDocument();
  }, 10_000);
});
