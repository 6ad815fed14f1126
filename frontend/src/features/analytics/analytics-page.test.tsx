import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsFigures, MerchantAnalytics } from '@leadledger/contracts/analytics';
import { reply } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';
import { formatRate } from './analytics-periods';

const figures = (o: Partial<AnalyticsFigures> = {}): AnalyticsFigures => ({
  booked: 0, approved: 0, rejected: 0, pending: 0, canceled: 0, approvalRate: null, spendCents: 0, costPerApprovedCents: null, ...o,
});

const analytics: MerchantAnalytics = {
  from: '2026-09-02', to: '2026-11-24', timeZone: 'America/Chicago', programId: null,
  totals: figures({ booked: 5, approved: 2, rejected: 2, pending: 1, approvalRate: 0.5, spendCents: 8_800, costPerApprovedCents: 4_400 }),
  weeks: [{ weekStart: '2026-11-16', ...figures({ booked: 2, approved: 1, spendCents: 4_400 }) }, { weekStart: '2026-11-23', ...figures({ booked: 3, approved: 1, rejected: 2, spendCents: 4_400 }) }],
  programs: [{ programId: 'p1', programName: 'Discovery calls', ...figures({ booked: 5, approved: 2, rejected: 2, pending: 1, approvalRate: 0.5, spendCents: 8_800, costPerApprovedCents: 4_400 }) }],
  affiliates: [
    { affiliateId: 'a1', affiliateName: 'Alan Turing', ...figures({ booked: 4, approved: 2, approvalRate: 1, spendCents: 8_800, costPerApprovedCents: 4_400 }) },
    { affiliateId: 'a2', affiliateName: 'Bea Second', ...figures({ booked: 1, rejected: 1, approvalRate: 0 }) },
  ],
  noShows: [
    { affiliateId: 'a2', affiliateName: 'Bea Second', decided: 1, noShows: 1, noShowRate: 1 },
    { affiliateId: 'a1', affiliateName: 'Alan Turing', decided: 2, noShows: 0, noShowRate: 0 },
  ],
  programOptions: [{ id: 'p1', name: 'Discovery calls' }],
};

function openAnalytics(routes: Record<string, ReturnType<typeof reply>>) {
  return renderApp('/analytics', { user: makeUser({ role: 'merchant' }), routes });
}

describe('Analytics page', () => {
  it('shows the totals, a text table per week for screen readers, and per program and per affiliate tables', async () => {
    openAnalytics({ 'GET /api/analytics/merchant?period=12w': reply(200, analytics) });
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getByText('Approval rate').parentElement).toHaveTextContent('50%');
    expect(within(totals).getByText('Cost per approved call').parentElement).toHaveTextContent('$44.00');
    const weeks = screen.getByRole('table', { name: 'Calls and spend per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);
    const perAffiliate = screen.getByRole('table', { name: 'Analytics per affiliate' });
    expect(within(perAffiliate).getAllByRole('row')[1]).toHaveTextContent('Alan Turing');
    expect(screen.getByRole('table', { name: 'Analytics per program' })).toHaveTextContent('Discovery calls');
  });

  it("shows each affiliate's no-shows, highest rate first, with a meter, and says when nothing is decided", async () => {
    openAnalytics({
      'GET /api/analytics/merchant?period=12w': reply(200, analytics),
      'GET /api/analytics/merchant?period=year': reply(200, { ...analytics, noShows: [] }),
    });
    const table = await screen.findByRole('table', { name: 'No-shows per affiliate' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Bea Second');
    expect(rows[1]).toHaveTextContent('100%');
    expect(within(table).getByRole('meter', { name: 'No-show rate of Alan Turing 0%' })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Period'), 'year');
    expect(await screen.findByText('No call booked in this period has been decided yet.')).toBeInTheDocument();
  });

  it('asks again for a custom period and a program, and says when nothing was booked', async () => {
    const user = userEvent.setup();
    const empty = { ...analytics, totals: figures(), weeks: [], programs: [], affiliates: [], noShows: [] };
    const { callsTo } = openAnalytics({
      'GET /api/analytics/merchant?period=12w': reply(200, analytics),
      'GET /api/analytics/merchant?period=12w&programId=p1': reply(200, empty),
      'GET /api/analytics/merchant?from=2026-09-02&to=2026-11-24&programId=p1': reply(200, empty),
    });
    await screen.findByRole('list', { name: 'Totals' });
    await user.selectOptions(screen.getByLabelText('Program'), 'p1');
    expect(await screen.findByText('No calls were booked in this period yet.')).toBeInTheDocument();
    expect(callsTo('GET', '/api/analytics/merchant?period=12w&programId=p1')).toHaveLength(1);
    // Custom dates start from the period the server resolved.
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-09-02'));
  });

  it('is for merchants only, and formats rates', async () => {
    renderApp('/analytics', { user: makeUser({ role: 'affiliate' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied: Analytics is only available for merchant accounts.');
    expect(formatRate(null)).toBe('—');
    expect(formatRate(2 / 3)).toBe('67%');
  });
});
