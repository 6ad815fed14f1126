import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeCall, makeDisputeSummary } from '../../test/fixtures';
import { openDashboard } from './dashboard-test-server';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

const approvedOpen = makeCall({ status: 'approved', disputeDeadline: inDays(10) });
const approvedClosed = makeCall({ id: 'call-2', customerName: 'Ben Ortiz', status: 'approved', disputeDeadline: '2025-09-07T10:00:00.000Z' });
const rejected = makeCall({ id: 'call-3', customerName: 'Cy Doe', status: 'rejected', rejectionReason: 'spam', disputeDeadline: inDays(10) });
const upheld = makeCall({
  id: 'call-4',
  customerName: 'Di Moss',
  status: 'rejected',
  disputeDeadline: inDays(10),
  dispute: makeDisputeSummary({ status: 'upheld', resolutionNote: 'Refunded: the customer never joined.', resolvedAt: inDays(-1) }),
});

async function historyTable() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'History' }));
  return { user, table: await screen.findByRole('table', { name: 'Call history' }) };
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

describe('Call history: disputes', () => {
  beforeEach(() => localStorage.clear());

  it('offers Dispute only on approved calls within the window, and shows dispute status and the admin note', async () => {
    openDashboard({ 'GET /api/calls/history': reply(200, [approvedOpen, approvedClosed, rejected, upheld]) });
    const { table } = await historyTable();
    expect(within(rowOf(table, 'Sam Carter')).getByRole('button', { name: 'Dispute call with Sam Carter' })).toBeInTheDocument();

    const closed = rowOf(table, 'Ben Ortiz');
    expect(within(closed).queryByRole('button', { name: /Dispute/ })).not.toBeInTheDocument();
    expect(within(closed).getByText('The 30-day dispute window closed on Sep 7, 2025.')).toBeInTheDocument();

    expect(within(rowOf(table, 'Cy Doe')).queryByRole('button', { name: /Dispute/ })).not.toBeInTheDocument();

    const disputed = rowOf(table, 'Di Moss');
    expect(within(disputed).getByText('Upheld')).toBeInTheDocument();
    expect(within(disputed).getByText("Admin's note: Refunded: the customer never joined.")).toBeInTheDocument();
    expect(within(disputed).queryByRole('button', { name: /Dispute/ })).not.toBeInTheDocument();
  });

  it('shows an open dispute as "Disputed — open" without the action', async () => {
    openDashboard({ 'GET /api/calls/history': reply(200, [{ ...approvedOpen, dispute: makeDisputeSummary() }]) });
    const { table } = await historyTable();
    expect(within(table).getByText('Disputed — open')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Dispute/ })).not.toBeInTheDocument();
  });

  it('requires a reason of 10 to 1000 characters, posts it trimmed, then toasts and refreshes', async () => {
    let disputed = false;
    const { callsTo } = openDashboard({
      'GET /api/calls/history': () => reply(200, [disputed ? { ...approvedOpen, dispute: makeDisputeSummary() } : approvedOpen]),
      'POST /api/calls/call-1/dispute': () => {
        disputed = true;
        return reply(201, makeDisputeSummary());
      },
    });
    const { user, table } = await historyTable();
    await user.click(within(table).getByRole('button', { name: 'Dispute call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute Call' });
    expect(dialog).toHaveTextContent(/refunded to your card/);
    expect(dialog).toHaveTextContent('$55.00 charge (commission $50.00 + fee $5.00)');
    expect(within(dialog).getByText('0 / 1000')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Raise Dispute' }));
    expect(within(dialog).getByText('Enter a reason for the dispute.')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, 'No show');
    expect(within(dialog).getByText('The reason needs at least 10 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('7 / 1000')).toBeInTheDocument();
    expect(callsTo('POST', '/api/calls/call-1/dispute')).toHaveLength(0);

    await user.type(reason, ': customer never joined  ');
    await user.click(within(dialog).getByRole('button', { name: 'Raise Dispute' }));
    expect(await within(await toastRegion()).findByText('Dispute raised')).toBeInTheDocument();
    expect(callsTo('POST', '/api/calls/call-1/dispute')[0].body).toEqual({ reason: 'No show: customer never joined' });
    expect(screen.queryByRole('dialog', { name: 'Dispute Call' })).not.toBeInTheDocument();
    expect(await within(table).findByText('Disputed — open')).toBeInTheDocument();
    expect(callsTo('GET', '/api/calls/history').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server message in the dialog when the window has closed (422)', async () => {
    openDashboard({
      'GET /api/calls/history': reply(200, [approvedOpen]),
      'POST /api/calls/call-1/dispute': reply(422, { message: 'Disputes must be raised within 30 days of the booking.' }),
    });
    const { user, table } = await historyTable();
    await user.click(within(table).getByRole('button', { name: 'Dispute call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute Call' });
    await user.type(within(dialog).getByLabelText('Reason'), 'The customer never joined the call.');
    await user.click(within(dialog).getByRole('button', { name: 'Raise Dispute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Disputes must be raised within 30 days of the booking.');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Dispute Call' })).toBeInTheDocument());
  });
});
