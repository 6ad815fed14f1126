import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeCall } from '../../test/fixtures';
import { openDashboard } from './dashboard-test-server';

const noShow = { status: 'rejected', rejectionReason: 'no-show', rejectionNote: null } as const;
const marked = makeCall({ ...noShow, id: 'call-1', customerName: 'Sam Carter', calendlyNoShow: 'marked' });
const refused = makeCall({ ...noShow, id: 'call-2', customerName: 'Ben Ortiz', calendlyNoShow: 'refused' });
const notReported = makeCall({ ...noShow, id: 'call-3', customerName: 'Cy Doe', calendlyNoShow: null });

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

describe('Call history: no-shows reported to Calendly', () => {
  beforeEach(() => localStorage.clear());

  it("says under the status whether Calendly took the no-show mark", async () => {
    const user = userEvent.setup();
    openDashboard({ 'GET /api/calls/history': reply(200, [marked, refused, notReported]) });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'Call history' });

    expect(within(rowOf(table, 'Sam Carter')).getByText('Marked as a no-show in Calendly too')).toBeInTheDocument();
    expect(within(rowOf(table, 'Ben Ortiz')).getByText('Calendly did not accept the no-show mark')).toBeInTheDocument();
    const plain = rowOf(table, 'Cy Doe');
    expect(within(plain).getByText('No-show')).toBeInTheDocument();
    expect(within(plain).queryByText(/Calendly/)).not.toBeInTheDocument();
  });
});
