import { screen, within } from '@testing-library/react';
import { reply } from '../../test/fetch-mock';
import { makeDecision, makeMembership } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';

describe('Affiliate dashboard: stats and referrals', () => {
  it('shows the four stat cards and the referrals with status, reason and earnings for approved calls only', async () => {
    renderApp('/affiliate-dashboard', {
      user: makeUser({ role: 'affiliate' }),
      routes: {
        'GET /api/affiliates/user': reply(200, [makeMembership()]),
        'GET /api/stats/affiliate': reply(200, { totalReferrals: 3, approvedCalls: 1, pendingCalls: 1, totalEarnings: '$50.00' }),
        'GET /api/earnings/affiliate/weekly': reply(200, []),
        'GET /api/calls/affiliate': reply(200, [
          { id: 'c1', customerName: 'Sam Carter', programName: 'Reyes', scheduledAt: '2025-08-12T13:00:00.000Z', payoutAmount: 50, status: 'approved', rejectionReason: null, rejectionNote: null, bookedAt: '2025-08-08T10:00:00.000Z', dispute: null, disputeDeadline: '2025-09-07T10:00:00.000Z', decision: makeDecision() },
          { id: 'c2', customerName: 'Ben Ortiz', programName: 'Reyes', scheduledAt: '2025-08-13T13:00:00.000Z', payoutAmount: 50, status: 'pending', rejectionReason: null, rejectionNote: null, bookedAt: '2025-08-08T10:00:00.000Z', dispute: null, disputeDeadline: '2025-09-07T10:00:00.000Z', decision: makeDecision() },
          { id: 'c3', customerName: 'Cy Doe', programName: 'Reyes', scheduledAt: '2025-08-14T13:00:00.000Z', payoutAmount: 50, status: 'rejected', rejectionReason: 'spam', rejectionNote: null, bookedAt: '2025-08-08T10:00:00.000Z', dispute: null, disputeDeadline: '2025-09-07T10:00:00.000Z', decision: makeDecision() },
        ]),
      },
    });
    const stats = await screen.findByRole('list', { name: 'Your stats' });
    const cards = within(stats).getAllByRole('listitem').map((li) => li.textContent);
    expect(cards).toEqual(['Total Referrals3', 'Approved Calls1', 'Pending Calls1', 'Total Earnings$50.00']);

    const table = await screen.findByRole('table', { name: 'Your referrals' });
    const [, approved, pending, rejected] = within(table).getAllByRole('row');
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).getByText('$50.00')).toBeInTheDocument();
    expect(within(pending).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(pending).queryByText('$50.00')).not.toBeInTheDocument();
    // The deadline of the fixture (Aug 19, 2025) is long past: the affiliate sees it overdue and what happens next.
    expect(within(pending).getByText(/Decision overdue since .*; then sent to an admin/)).toBeInTheDocument();
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Spam')).toBeInTheDocument();
  });

  it('invites sharing when there are no referrals yet', async () => {
    renderApp('/affiliate-dashboard', {
      user: makeUser({ role: 'affiliate' }),
      routes: {
        'GET /api/affiliates/user': reply(200, []),
        'GET /api/stats/affiliate': reply(200, { totalReferrals: 0, approvedCalls: 0, pendingCalls: 0, totalEarnings: '$0' }),
        'GET /api/calls/affiliate': reply(200, []),
        'GET /api/earnings/affiliate/weekly': reply(200, []),
      },
    });
    expect(await screen.findByText(/No referrals yet/)).toBeInTheDocument();
    expect(await screen.findByText('$0')).toBeInTheDocument();
  });
});
