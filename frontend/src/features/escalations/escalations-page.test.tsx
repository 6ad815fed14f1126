import type { EscalatedCall } from '@leadledger/contracts/escalation';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { formatDateTime } from '../../lib/format-date';
import { mockFetch, reply } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';
import EscalationsPage from './escalations-page';

function makeEscalatedCall(overrides: Partial<EscalatedCall> = {}): EscalatedCall {
  return {
    id: 'call-1',
    customerName: 'Sam Carter',
    customerEmail: 'sam@example.com',
    programName: 'Reyes Coaching Affiliate Program',
    merchantId: 'm-1',
    merchantName: 'Reyes Coaching',
    affiliateName: 'Ana Lopez',
    scheduledAt: '2025-08-08T15:00:00.000Z',
    decisionDueAt: '2025-08-15T15:00:00.000Z',
    escalatedAt: '2025-08-15T15:05:00.000Z',
    reason: 'policy',
    payoutAmount: 50,
    chargeAmount: 55,
    approvalInProgress: false,
    lastDeclineReason: null,
    ...overrides,
  };
}

const byPolicy = makeEscalatedCall();
const declined = makeEscalatedCall({
  id: 'call-2',
  customerName: 'Ben Ortiz',
  customerEmail: 'ben@example.com',
  reason: 'charge-declined',
  lastDeclineReason: 'Insufficient funds.',
  payoutAmount: 75,
  chargeAmount: 82.5,
});
const noCard = makeEscalatedCall({ id: 'call-3', customerName: 'Cy Doe', reason: 'no-card', approvalInProgress: true });

const QUEUE = 'GET /api/admin/escalated-calls';
const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

function openQueue(routes: Parameters<typeof mockFetch>[0]) {
  const network = mockFetch(routes);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <EscalationsPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return network;
}

describe('Overdue decisions', () => {
  it('shows a spinner, then each call with its parties, times, reason in words and the amount', async () => {
    let answer: (value: ReturnType<typeof reply>) => void = () => undefined;
    openQueue({ [QUEUE]: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('status', { name: 'Loading overdue decisions' })).toBeInTheDocument();
    answer(reply(200, [byPolicy, declined, noCard]));

    const table = await screen.findByRole('table', { name: 'Overdue decisions' });
    const row = rowOf(table, 'Sam Carter');
    for (const text of ['sam@example.com', 'Ana Lopez', 'Reyes Coaching Affiliate Program', formatDateTime(byPolicy.scheduledAt), formatDateTime(byPolicy.decisionDueAt), formatDateTime(byPolicy.escalatedAt), 'Program sends overdue calls to an admin', '$55.00']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(row).toHaveTextContent('$50.00 commission + $5.00 fee');
    expect(within(row).getByRole('link', { name: 'Sam Carter' })).toHaveAttribute('href', '/admin/timelines/call/call-1');
    expect(within(row).getByRole('link', { name: 'Reyes Coaching' })).toHaveAttribute('href', '/admin/timelines/merchant/m-1');

    const declinedRow = rowOf(table, 'Ben Ortiz');
    expect(within(declinedRow).getByText('Automatic approval: card declined')).toBeInTheDocument();
    expect(within(declinedRow).getByText('Insufficient funds.')).toBeInTheDocument();
    expect(declinedRow).toHaveTextContent('$82.50$75.00 commission + $7.50 fee');

    // A charge already under way cannot be decided twice.
    const charging = rowOf(table, 'Cy Doe');
    expect(within(charging).getByText('Automatic approval: no card on file')).toBeInTheDocument();
    expect(within(charging).getByText('Charging…')).toBeInTheDocument();
    expect(within(charging).getByRole('button', { name: 'Approve call with Cy Doe' })).toBeDisabled();
    expect(within(charging).getByRole('button', { name: 'Reject call with Cy Doe' })).toBeDisabled();
  });

  it('says so when every call was decided in time', async () => {
    openQueue({ [QUEUE]: reply(200, []) });
    expect(await screen.findByText('No overdue decisions: every call has been decided in time.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the queue cannot be loaded, and shows it after the retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    openQueue({ [QUEUE]: () => (fail ? reply(500, { message: 'Boom' }) : reply(200, [byPolicy])) });
    expect(await screen.findByText('Could not load overdue decisions.', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Overdue decisions' })).toBeInTheDocument();
  });

  it('approves after a confirmation naming the amount and the merchant charged', async () => {
    const user = userEvent.setup();
    let decided = false;
    const { callsTo } = openQueue({
      [QUEUE]: () => reply(200, decided ? [declined] : [byPolicy, declined]),
      'POST /api/admin/escalated-calls/call-1/approve': () => {
        decided = true;
        return reply(200, [declined]);
      },
    });
    const table = await screen.findByRole('table', { name: 'Overdue decisions' });
    await user.click(within(table).getByRole('button', { name: 'Approve call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Overdue Call' });
    expect(dialog).toHaveTextContent("charge Reyes Coaching's card on file $55.00 ($50.00 commission + $5.00 fee)");
    expect(callsTo('POST', '/api/admin/escalated-calls/call-1/approve')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Approve and charge $55.00' }));
    const toasts = await toastRegion();
    expect(await within(toasts).findByText('Call approved')).toBeInTheDocument();
    expect(within(toasts).getByText('Reyes Coaching was charged $55.00 for the call with Sam Carter.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/escalated-calls/call-1/approve')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Sam Carter')).not.toBeInTheDocument());
    expect(within(table).getByText('Ben Ortiz')).toBeInTheDocument();
  });

  it("shows a declined card's message and keeps the call in the queue", async () => {
    const user = userEvent.setup();
    openQueue({
      [QUEUE]: reply(200, [declined]),
      'POST /api/admin/escalated-calls/call-2/approve': reply(402, { message: 'Your card was declined.' }),
    });
    const table = await screen.findByRole('table', { name: 'Overdue decisions' });
    await user.click(within(table).getByRole('button', { name: 'Approve call with Ben Ortiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Overdue Call' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and charge $82.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined. The call stays in the queue.');
    const toasts = await toastRegion();
    expect(within(toasts).getByText('Approval Failed')).toBeInTheDocument();
    expect(within(toasts).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(rowOf(table, 'Ben Ortiz')).getByRole('button', { name: 'Approve call with Ben Ortiz' })).toBeEnabled();
  });

  it('says a charge sent but not yet recorded (202) is on its way, not done', async () => {
    const user = userEvent.setup();
    openQueue({
      [QUEUE]: reply(200, [byPolicy]),
      'POST /api/admin/escalated-calls/call-1/approve': reply(202, { message: 'The charge was sent to the payment processor; the approval will show as soon as it is recorded.' }),
    });
    const table = await screen.findByRole('table', { name: 'Overdue decisions' });
    await user.click(within(table).getByRole('button', { name: 'Approve call with Sam Carter' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and charge $55.00' }));
    const toasts = await toastRegion();
    expect(await within(toasts).findByText('Approval on its way')).toBeInTheDocument();
    expect(within(toasts).queryByText('Call approved')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects with a required reason and an optional note', async () => {
    const user = userEvent.setup();
    let decided = false;
    const { callsTo } = openQueue({
      [QUEUE]: () => reply(200, decided ? [] : [byPolicy]),
      'POST /api/admin/escalated-calls/call-1/reject': () => {
        decided = true;
        return reply(200, []);
      },
    });
    const table = await screen.findByRole('table', { name: 'Overdue decisions' });
    await user.click(within(table).getByRole('button', { name: 'Reject call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Overdue Call' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Choose a reason. The affiliate sees it.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/escalated-calls/call-1/reject')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Not qualified');
    await user.type(within(dialog).getByLabelText('Note (optional)'), '  Outside the service area. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(await toastRegion()).findByText('Call rejected')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/escalated-calls/call-1/reject')[0].body).toEqual({ reason: 'not-qualified', note: 'Outside the service area.' });
    expect(await screen.findByText('No overdue decisions: every call has been decided in time.')).toBeInTheDocument();
  });

  it("toasts the server's message when the call was decided meanwhile", async () => {
    const user = userEvent.setup();
    openQueue({
      [QUEUE]: reply(200, [byPolicy]),
      'POST /api/admin/escalated-calls/call-1/reject': reply(409, { message: 'The call was already approved.' }),
    });
    const table = await screen.findByRole('table', { name: 'Overdue decisions' });
    await user.click(within(table).getByRole('button', { name: 'Reject call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Overdue Call' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(await toastRegion()).findByText('The call was already approved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a view of the admin console at /admin/escalations', async () => {
    renderApp('/admin/escalations', { user: makeUser({ id: 'admin-1', role: 'admin', companyName: null }), routes: { [QUEUE]: reply(200, [byPolicy]) } });
    expect(await screen.findByRole('heading', { name: 'Overdue decisions' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overdue decisions' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('table', { name: 'Overdue decisions' })).toBeInTheDocument();
  });
});
