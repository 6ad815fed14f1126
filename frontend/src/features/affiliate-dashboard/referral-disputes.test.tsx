import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AffiliateReferral } from '@leadledger/contracts/call';
import { mockFetch, reply } from '../../test/fetch-mock';
import { makeDisputeSummary, makeMembership, makeReferral } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

const rejectedOpen = makeReferral({ id: 'c1', customerName: 'Sam Carter', status: 'rejected', rejectionReason: 'spam', disputeDeadline: inDays(5) });
const rejectedClosed = makeReferral({ id: 'c2', customerName: 'Ben Ortiz', status: 'rejected', disputeDeadline: '2025-09-07T10:00:00.000Z' });
const approved = makeReferral({ id: 'c3', customerName: 'Cy Doe', status: 'approved', disputeDeadline: inDays(5) });
const denied = makeReferral({
  id: 'c4',
  customerName: 'Di Moss',
  status: 'rejected',
  disputeDeadline: inDays(5),
  dispute: makeDisputeSummary({ raisedBy: 'affiliate', status: 'denied', resolutionNote: 'The recording shows no call took place.' }),
});

function openReferrals(referrals: () => AffiliateReferral[], routes: Parameters<typeof mockFetch>[0] = {}) {
  return renderApp('/affiliate-dashboard', {
    user: makeUser({ role: 'affiliate' }),
    routes: {
      'GET /api/affiliates/user': reply(200, [makeMembership()]),
      'GET /api/stats/affiliate': reply(200, { totalReferrals: 4, approvedCalls: 1, pendingCalls: 0, totalEarnings: '$50.00' }),
      'GET /api/earnings/affiliate/weekly': reply(200, []),
      'GET /api/calls/affiliate': () => reply(200, referrals()),
      ...routes,
    },
  });
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

describe('Affiliate referrals: disputes', () => {
  it('offers Dispute only on rejected calls within the window, and shows dispute status and the admin note', async () => {
    openReferrals(() => [rejectedOpen, rejectedClosed, approved, denied]);
    const table = await screen.findByRole('table', { name: 'Your referrals' });
    expect(within(rowOf(table, 'Sam Carter')).getByRole('button', { name: 'Dispute referral of Sam Carter' })).toBeInTheDocument();

    const closed = rowOf(table, 'Ben Ortiz');
    expect(within(closed).queryByRole('button', { name: /Dispute/ })).not.toBeInTheDocument();
    expect(within(closed).getByText('The 30-day dispute window closed on Sep 7, 2025.')).toBeInTheDocument();

    expect(within(rowOf(table, 'Cy Doe')).queryByRole('button', { name: /Dispute/ })).not.toBeInTheDocument();

    const disputed = rowOf(table, 'Di Moss');
    expect(within(disputed).getByText('Denied')).toBeInTheDocument();
    expect(within(disputed).getByText("Admin's note: The recording shows no call took place.")).toBeInTheDocument();
  });

  it('raises a dispute with the reason and shows it as open after the refresh', async () => {
    const user = userEvent.setup();
    let dispute: AffiliateReferral['dispute'] = null;
    const { callsTo } = openReferrals(() => [{ ...rejectedOpen, dispute }], {
      'POST /api/calls/c1/dispute': () => {
        dispute = makeDisputeSummary({ raisedBy: 'affiliate' });
        return reply(201, dispute);
      },
    });
    const table = await screen.findByRole('table', { name: 'Your referrals' });
    await user.click(within(table).getByRole('button', { name: 'Dispute referral of Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute Call' });
    expect(dialog).toHaveTextContent('the call is approved and you earn its $50.00 commission');
    await user.type(within(dialog).getByLabelText('Reason'), 'The customer attended the whole call.');
    await user.click(within(dialog).getByRole('button', { name: 'Raise Dispute' }));
    expect(await within(await toastRegion()).findByText('Dispute raised')).toBeInTheDocument();
    expect(callsTo('POST', '/api/calls/c1/dispute')[0].body).toEqual({ reason: 'The customer attended the whole call.' });
    expect(await within(table).findByText('Disputed — open')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when the call was already disputed (409)', async () => {
    const user = userEvent.setup();
    openReferrals(() => [rejectedOpen], {
      'POST /api/calls/c1/dispute': reply(409, { message: 'This call already has a dispute.' }),
    });
    const table = await screen.findByRole('table', { name: 'Your referrals' });
    await user.click(within(table).getByRole('button', { name: 'Dispute referral of Sam Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute Call' });
    await user.type(within(dialog).getByLabelText('Reason'), 'The customer attended the whole call.');
    await user.click(within(dialog).getByRole('button', { name: 'Raise Dispute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This call already has a dispute.');
  });
});
