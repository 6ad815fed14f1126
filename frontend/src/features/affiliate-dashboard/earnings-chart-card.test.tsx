import { screen, waitFor, within } from '@testing-library/react';
import { reply } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';

jest.mock('recharts', () => jest.requireActual('../../test/recharts-fixed-size').fixedSizeRecharts());

function openDashboard(weeks: unknown) {
  return renderApp('/affiliate-dashboard', {
    user: makeUser({ role: 'affiliate' }),
    routes: {
      'GET /api/affiliates/user': reply(200, []),
      'GET /api/stats/affiliate': reply(200, { totalReferrals: 2, approvedCalls: 2, pendingCalls: 0, totalEarnings: '$150.00' }),
      'GET /api/calls/affiliate': reply(200, []),
      'GET /api/earnings/affiliate/weekly': reply(200, weeks),
    },
  });
}

describe('Affiliate dashboard: earnings per week', () => {
  it('draws the weeks and says the same in text', async () => {
    const { container } = openDashboard([
      { weekStart: '2025-08-10', earned: 100, clawedBack: 0 },
      { weekStart: '2025-08-03', earned: 50, clawedBack: 0 },
      { weekStart: '2025-08-17', earned: 0, clawedBack: 0 },
    ]);
    const table = await screen.findByRole('table', { name: 'Earnings per week' }, { timeout: 4000 });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Aug 3$50.00$0.00', 'Aug 10$100.00$0.00', 'Aug 17$0.00$0.00']);
    expect(screen.getByText('$150.00 over 3 weeks; best week Aug 10 with $100.00.')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0), { timeout: 4000 });
  });

  it('shows an empty state before the first approved commission', async () => {
    openDashboard([{ weekStart: '2025-08-03', earned: 0, clawedBack: 0 }]);
    expect(await screen.findByText(/No earnings yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Earnings per week' })).not.toBeInTheDocument();
  });

  it('shows earnings net of clawbacks, so the weeks add up to Total Earnings ($185.50 credited, $40.00 clawed back)', async () => {
    openDashboard([
      { weekStart: '2025-08-03', earned: 100, clawedBack: 0 },
      { weekStart: '2025-08-10', earned: 45.5, clawedBack: 40 },
    ]);
    expect(await screen.findByText('$145.50 over 2 weeks; best week Aug 3 with $100.00.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Net of $40.00 clawed back after upheld disputes, in the weeks they happened.');
  });
});
