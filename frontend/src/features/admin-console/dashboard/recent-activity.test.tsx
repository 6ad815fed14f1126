import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeEventRow, makeOverview } from '../admin-test-server';
import { RecentActivity } from './recent-activity';

describe('Recent activity', () => {
  it('lists the latest events in words, names linked to their timelines and the type to the raw event', () => {
    const payout = makeEventRow({
      eventId: 'ev-2',
      type: 'PayoutCompleted',
      summary: 'Abe Tester collected $39.75 to Visa •••• 4242 ($0.25 fee)',
      summaryLinks: [{ kind: 'affiliate', id: 'a-1', start: 0, length: 10 }],
    });
    render(
      <MemoryRouter>
        <RecentActivity overview={makeOverview({ recentEvents: [payout, makeEventRow()] })} />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'Latest events' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Abe Tester collected \$39\.75 to Visa •••• 4242 \(\$0\.25 fee\)PayoutCompleted/);
    expect(within(items[0]).getByRole('link', { name: 'Abe Tester' })).toHaveAttribute('href', '/admin/timelines/affiliate/a-1');
    expect(within(items[0]).getByRole('link', { name: 'PayoutCompleted' })).toHaveAttribute('href', '/admin/events?event=ev-2');
    expect(within(items[1]).getByRole('link', { name: "Sam Carter's call" })).toHaveAttribute('href', '/admin/timelines/call/c1');
  });

  it('says when there are no events yet', () => {
    render(
      <MemoryRouter>
        <RecentActivity overview={makeOverview({ recentEvents: [] })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No events yet.')).toBeInTheDocument();
  });
});
