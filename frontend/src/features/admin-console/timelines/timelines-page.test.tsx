import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timeline } from '@leadledger/contracts/admin';
import { reply } from '../../../test/fetch-mock';
import { approvalLines, makeEventRow, makeTimelineEntry, openConsole } from '../admin-test-server';

const timeline: Timeline = {
  kind: 'call',
  id: 'c1',
  title: 'Call c1: Sam Carter',
  truncated: true,
  entries: [
    makeTimelineEntry({
      event: makeEventRow({ eventId: 'ev-0', type: 'CallBooked', actor: { userId: null, role: 'system', email: null } }),
      stateAfter: { status: 'pending' },
    }),
    makeTimelineEntry({ ledgerLines: approvalLines }),
  ],
};

describe('Timelines', () => {
  it('shows each event with who, its data, the state after and its ledger lines', async () => {
    const user = userEvent.setup();
    openConsole('/admin/timelines/call/c1', { 'GET /api/admin/timelines/call/c1': reply(200, timeline) });
    expect(await screen.findByRole('heading', { name: 'Call c1: Sam Carter' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Only the newest events are shown');

    const entries = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByRole('link', { name: 'CallBooked' })).toHaveAttribute('href', '/admin/events?event=ev-0');
    expect(entries[0]).toHaveTextContent('by system');
    expect(entries[1]).toHaveTextContent('by dana@example.com (merchant)');
    expect(within(entries[1]).getByLabelText('CallApproved data')).toHaveTextContent('"callId": "c1"');

    const stateAfter = within(entries[1]).getByText('State after');
    expect(stateAfter.closest('details')).not.toHaveAttribute('open');
    await user.click(stateAfter);
    expect(stateAfter.closest('details')).toHaveAttribute('open');
    expect(within(entries[1]).getByLabelText('State after CallApproved')).toHaveTextContent('"status": "approved"');

    const lines = within(entries[1]).getByRole('table', { name: 'Ledger lines of CallApproved' });
    const rows = within(lines).getAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['processor:clearing', '$55.00', '']);
    expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['affiliate:a1:payable', '', '$50.00']);
    expect(within(entries[0]).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/export/events.csv?stream=call-c1');
  });

  it('opens the timeline picked by kind and id', async () => {
    const user = userEvent.setup();
    const { router } = openConsole('/admin/timelines', {
      'GET /api/admin/timelines/program/p9': reply(200, { kind: 'program', id: 'p9', title: 'Program p9', truncated: false, entries: [] }),
    });
    await user.selectOptions(await screen.findByLabelText('Kind', {}, { timeout: 5000 }), 'program');
    await user.type(screen.getByLabelText('Id'), 'program-p9');
    await user.click(screen.getByRole('button', { name: 'Show timeline' }));
    expect(router.state.location.pathname).toBe('/admin/timelines/program/p9');
    expect(await screen.findByRole('heading', { name: 'Program p9' })).toBeInTheDocument();
    expect(screen.getByText('No events.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
