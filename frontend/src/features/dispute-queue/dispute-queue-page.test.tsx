import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch, reply } from '../../test/fetch-mock';
import { makeAdminDispute } from '../../test/fixtures';
import DisputeQueuePage from './dispute-queue-page';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

const merchantDispute = makeAdminDispute();
const affiliateDispute = makeAdminDispute({
  id: 'disp-2',
  callId: 'call-2',
  raisedBy: 'affiliate',
  raisedByName: 'Ana Lopez',
  customerName: 'Ben Ortiz',
  callStatus: 'rejected',
  reason: 'The customer attended the whole call.',
  payoutCents: 7500,
  feeCents: 750,
});

function openQueue(routes: Parameters<typeof mockFetch>[0]) {
  const network = mockFetch(routes);
  render(
    <AppProviders queryClient={createQueryClient()}>
      {/* The queue links names to timelines, so it needs a router around it. */}
      <MemoryRouter>
        <DisputeQueuePage />
      </MemoryRouter>
    </AppProviders>,
  );
  return network;
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

describe('Dispute queue', () => {
  it('lists open disputes with who raised them, the call, the money and the reason', async () => {
    openQueue({ 'GET /api/admin/disputes?status=open': reply(200, [merchantDispute, affiliateDispute]) });
    const table = await screen.findByRole('table', { name: 'Open disputes' });
    const row = rowOf(table, 'Sam Carter');
    for (const text of ['Merchant', 'Reyes Coaching Affiliate Program', 'Booked Aug 8, 2025', '$55.00', 'The customer never showed up to the call.', 'Open']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(row).toHaveTextContent('($50.00 commission + $5.00 fee)');
    // The call, the merchant and the affiliate each open their timeline.
    expect(within(row).getByRole('link', { name: 'Sam Carter' })).toHaveAttribute('href', `/admin/timelines/call/${merchantDispute.callId}`);
    expect(within(row).getByRole('link', { name: merchantDispute.merchantName })).toHaveAttribute('href', `/admin/timelines/merchant/${merchantDispute.merchantId}`);
    expect(within(row).getByRole('link', { name: merchantDispute.affiliateName })).toHaveAttribute('href', `/admin/timelines/affiliate/${merchantDispute.affiliateId}`);
    const other = rowOf(table, 'Ben Ortiz');
    expect(within(other).getByText('Affiliate')).toBeInTheDocument();
    expect(other).toHaveTextContent('$82.50');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/export/disputes.csv?status=open');
  });

  it('upholds a merchant dispute with a required note and explains the refund and clawback', async () => {
    const user = userEvent.setup();
    let resolved = false;
    const { callsTo } = openQueue({
      'GET /api/admin/disputes?status=open': () => reply(200, resolved ? [affiliateDispute] : [merchantDispute, affiliateDispute]),
      'POST /api/admin/disputes/disp-1/resolve': () => {
        resolved = true;
        return reply(200, { ...merchantDispute, status: 'upheld', resolutionNote: 'No-show confirmed.' });
      },
    });
    const table = await screen.findByRole('table', { name: 'Open disputes' });
    await user.click(within(table).getByRole('button', { name: 'Uphold dispute of the call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Uphold Dispute' });
    expect(dialog).toHaveTextContent('refund $55.00 (commission $50.00 + fee $5.00) to Reyes Coaching and take $50.00 back from Ana Lopez');

    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(within(dialog).getByText('Enter a note. Both parties see it.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/disputes/disp-1/resolve')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Note'), '  No-show confirmed. ');
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await within(await toastRegion()).findByText('Dispute upheld')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/disputes/disp-1/resolve')[0].body).toEqual({ outcome: 'uphold', note: 'No-show confirmed.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The queue is refetched: the upheld dispute leaves the open list.
    await waitFor(() => expect(within(table).queryByText('Sam Carter')).not.toBeInTheDocument());
    expect(within(table).getByText('Ben Ortiz')).toBeInTheDocument();
  });

  it('explains that upholding an affiliate dispute approves and charges; a declined card keeps it open', async () => {
    const user = userEvent.setup();
    openQueue({
      'GET /api/admin/disputes?status=open': reply(200, [affiliateDispute]),
      'POST /api/admin/disputes/disp-2/resolve': reply(402, { message: 'Your card was declined.' }),
    });
    const table = await screen.findByRole('table', { name: 'Open disputes' });
    await user.click(within(table).getByRole('button', { name: 'Uphold dispute of the call with Ben Ortiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Uphold Dispute' });
    expect(dialog).toHaveTextContent('approve the call and charge Reyes Coaching $82.50');
    await user.type(within(dialog).getByLabelText('Note'), 'The recording shows the call happened.');
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined. The dispute stays open.');
    expect(within(dialog).getByRole('button', { name: 'Uphold' })).toBeEnabled();
    expect(within(rowOf(table, 'Ben Ortiz')).getByText('Open')).toBeInTheDocument();
  });

  it('denies with a note', async () => {
    const user = userEvent.setup();
    const { callsTo } = openQueue({
      'GET /api/admin/disputes?status=open': reply(200, [merchantDispute]),
      'POST /api/admin/disputes/disp-1/resolve': reply(200, { ...merchantDispute, status: 'denied', resolutionNote: 'The call took place.' }),
    });
    const table = await screen.findByRole('table', { name: 'Open disputes' });
    await user.click(within(table).getByRole('button', { name: 'Deny dispute of the call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Deny Dispute' });
    expect(dialog).toHaveTextContent('changes no money');
    await user.type(within(dialog).getByLabelText('Note'), 'The call took place.');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(await toastRegion()).findByText('Dispute denied')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/disputes/disp-1/resolve')[0].body).toEqual({ outcome: 'deny', note: 'The call took place.' });
  });

  it('says the processor will finish a 503 on its own and offers only Close', async () => {
    const user = userEvent.setup();
    openQueue({
      'GET /api/admin/disputes?status=open': reply(200, [merchantDispute]),
      'POST /api/admin/disputes/disp-1/resolve': reply(503, { message: 'The payment processor is unreachable.' }),
    });
    const table = await screen.findByRole('table', { name: 'Open disputes' });
    await user.click(within(table).getByRole('button', { name: 'Uphold dispute of the call with Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Uphold Dispute' });
    await user.type(within(dialog).getByLabelText('Note'), 'No-show confirmed.');
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment processor is unreachable. The dispute is being resolved and will be finished automatically.');
    expect(within(dialog).queryByRole('button', { name: 'Uphold' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows the empty state, and switches to resolved disputes with their notes', async () => {
    const user = userEvent.setup();
    const { callsTo } = openQueue({
      'GET /api/admin/disputes?status=open': reply(200, []),
      'GET /api/admin/disputes?status=resolved': reply(200, [
        makeAdminDispute({ status: 'denied', resolutionNote: 'The call took place.', resolvedBy: 'Admin Kim', resolvedAt: '2025-08-25T10:00:00.000Z' }),
      ]),
    });
    expect(await screen.findByText('No open disputes')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    const table = await screen.findByRole('table', { name: 'Resolved disputes' });
    expect(within(table).getByText('Denied')).toBeInTheDocument();
    expect(within(table).getByText('The call took place.')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Uphold/ })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/disputes?status=resolved')).toHaveLength(1);
  });

  it('offers a retry when the queue cannot be loaded', async () => {
    openQueue({ 'GET /api/admin/disputes?status=open': reply(500, { message: 'Boom' }) });
    expect(await screen.findByText('Could not load disputes.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

