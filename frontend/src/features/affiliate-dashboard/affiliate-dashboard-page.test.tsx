import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { reply } from '../../test/fetch-mock';
import { makeMembership, makeProgramByCode } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';
import { extractReferralCode } from './referral-code';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const affiliate = makeUser({ role: 'affiliate', firstName: 'Ana' });

function openDashboard(memberships: AffiliateMembership[], routes = {}) {
  return renderApp('/affiliate-dashboard', {
    user: affiliate,
    routes: {
      'GET /api/affiliates/user': reply(200, memberships),
      'GET /api/stats/affiliate': reply(200, { totalReferrals: 0, approvedCalls: 0, pendingCalls: 0, totalEarnings: '$0.00' }),
      'GET /api/calls/affiliate': reply(200, []),
      'GET /api/earnings/affiliate/weekly': reply(200, []),
      'GET /api/reputation/affiliate': reply(200, []),
      ...routes,
    },
  });
}

describe('Affiliate dashboard: Program Management', () => {
  it('lists memberships with the primary badge, the expired warning and each open link', async () => {
    openDashboard([
      makeMembership(),
      makeMembership({ id: 'mem-2', programName: 'Calendly Partners', referralCode: 'CAL9', integration: 'calendly', isPrimary: false, payoutAmount: 72.5 }),
      makeMembership({ id: 'mem-3', programName: 'Old Program', referralCode: 'OLD1', isPrimary: false, isArchived: true }),
    ]);
    const first = (await screen.findByText('Reyes Coaching Affiliate Program', { selector: 'strong' })).closest('li') as HTMLElement;
    expect(within(first).getByText('Primary')).toBeInTheDocument();
    expect(within(first).getByText('Reyes Coaching · $50.00 per approved call · Google Calendar')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Set .* as primary/ })).not.toBeInTheDocument();

    const archived = screen.getByText('Old Program', { selector: 'strong' }).closest('li') as HTMLElement;
    expect(within(archived).getByRole('note')).toHaveTextContent('This program has expired. Please contact the merchant for a new link.');
    expect(within(archived).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByLabelText('Booking link for Reyes Coaching Affiliate Program')).toHaveValue('http://localhost/calendar-booking?ref=Rc7Kq2&aff=mem-1');
    expect(screen.getByLabelText('Tracking link for Calendly Partners')).toHaveValue('http://localhost/track/CAL9?aff=mem-2');
    expect(screen.queryByLabelText(/for Old Program/)).not.toBeInTheDocument();
  });

  it('tells the affiliate about a commission change and a paused program', async () => {
    openDashboard([
      makeMembership({ payoutAmount: 55, isPaused: true, lastCommissionChange: { fromAmount: 50, toAmount: 55, changedAt: '2026-11-03T10:00:00.000Z' } }),
    ]);
    const item = (await screen.findByText('Reyes Coaching Affiliate Program', { selector: 'strong' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Paused')).toHaveClass('badge');
    const notes = within(item).getAllByRole('note').map((n) => n.textContent);
    expect(notes).toContain('The merchant paused bookings: your links show customers that bookings are paused until the program resumes.');
    expect(notes).toContain('Commission changed from $50.00 to $55.00 on Nov 3, 2026. Calls booked before then keep their commission.');
  });

  it("shows each joined program's reputation, or how few decisions it has", async () => {
    const figures = { approved: 9, rejected: 1, approvalRate: 0.9, medianSecondsToDecision: 3 * 86_400, disputed: 0, disputedShare: 0, disputesUpheld: 0, disputesDenied: 0, disputesOpen: 0 };
    openDashboard([makeMembership(), makeMembership({ id: 'mem-2', programId: 'prog-2', programName: 'Second', isPrimary: false })], {
      'GET /api/reputation/affiliate': reply(200, [{ programId: 'prog-1', reputation: { decided: 10, minimumDecisions: 5, figures } }, { programId: 'prog-2', reputation: { decided: 0, minimumDecisions: 5, figures: null } }]),
    });
    const first = await screen.findByRole('region', { name: 'Reputation of Reyes Coaching Affiliate Program' });
    expect(await within(first).findByText(/90% of 10 decided calls approved/)).toBeInTheDocument();
    expect(within(first).getByText('median 3 days after the call')).toBeInTheDocument();
    expect(within(first).getByText(/0% of decisions \(none\)/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reputation of Second' })).toHaveTextContent('Not enough decisions yet (0 so far)');
  });

  it('sets another program as primary', async () => {
    const user = userEvent.setup();
    const { callsTo } = openDashboard([makeMembership(), makeMembership({ id: 'mem-2', programName: 'Second', isPrimary: false })], {
      'POST /api/affiliates/set-primary': reply(200, makeMembership({ id: 'mem-2', isPrimary: true })),
    });
    await user.click(await screen.findByRole('button', { name: 'Set Second as primary' }));
    expect(await within(await toastRegion()).findByText('Second is now your primary program.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/affiliates/set-primary')[0].body).toEqual({ affiliateId: 'mem-2' });
    expect(callsTo('GET', '/api/affiliates/user').length).toBeGreaterThan(1);
  });

  it('invites an affiliate without programs to add one', async () => {
    openDashboard([]);
    expect(await screen.findByText(/You have not joined a program yet/)).toBeInTheDocument();
    expect(screen.getByText('Join a program to get your tracking link.')).toBeInTheDocument();
  });
});

describe('Affiliate dashboard: Add New Program dialog', () => {
  async function openDialog(routes = {}) {
    const user = userEvent.setup();
    const view = openDashboard([], routes);
    await user.click(await screen.findByRole('button', { name: 'Add New Program' }));
    return { ...view, user, dialog: screen.getByRole('dialog', { name: 'Add New Program' }) };
  }

  it('requires a referral code', async () => {
    const { user, dialog, callsTo } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Join Program' }));
    expect(within(dialog).getByText('Please enter a referral code.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/affiliates/join-program')).toHaveLength(0);
  });

  it('joins with the code, closes and refreshes the list', async () => {
    const { user, dialog, callsTo } = await openDialog({
      'POST /api/affiliates/join-program': reply(201, makeMembership({ programName: 'Summer Partners' })),
    });
    await user.type(within(dialog).getByLabelText('Referral code'), '  SUMMER1 ');
    await user.click(within(dialog).getByRole('button', { name: 'Join Program' }));
    expect(await within(await toastRegion()).findByText('You joined Summer Partners.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/affiliates/join-program')[0].body).toEqual({ referralCode: 'SUMMER1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/affiliates/user').length).toBeGreaterThan(1);
  });

  it('shows the program behind the code and its reputation before joining', async () => {
    const figures = { approved: 4, rejected: 2, approvalRate: 4 / 6, medianSecondsToDecision: 7200, disputed: 0, disputedShare: 0, disputesUpheld: 0, disputesDenied: 0, disputesOpen: 0 };
    const { user, dialog, callsTo } = await openDialog({
      'GET /api/affiliate-programs/by-code/Rc7Kq2': reply(200, makeProgramByCode()),
      'GET /api/reputation/by-code/Rc7Kq2': reply(200, { decided: 6, minimumDecisions: 5, figures }),
    });
    await user.type(within(dialog).getByLabelText('Referral code'), 'http://localhost/signup?ref=Rc7Kq2');
    const reputation = await within(dialog).findByRole('region', { name: 'Reputation of Reyes Coaching Affiliate Program' });
    expect(await within(reputation).findByText(/67% of 6 decided calls approved/)).toBeInTheDocument();
    expect(within(dialog).getByText(/by Reyes Coaching, \$50.00 per approved call/)).toBeInTheDocument();
    // Asked once the typing settled, not once per key.
    expect(callsTo('GET', '/api/affiliate-programs/by-code/Rc7Kq2')).toHaveLength(1);
  });

  it('shows nothing for a code no program has', async () => {
    const { user, dialog, callsTo } = await openDialog();
    await user.type(within(dialog).getByLabelText('Referral code'), 'NOPE99');
    await waitFor(() => expect(callsTo('GET', '/api/affiliate-programs/by-code/NOPE99')).toHaveLength(1));
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/reputation/by-code/NOPE99')).toHaveLength(0);
  });

  it('keeps the dialog open with the server message when refused', async () => {
    const { user, dialog } = await openDialog({
      'POST /api/affiliates/join-program': reply(409, { message: 'You have already joined this program.' }),
    });
    await user.type(within(dialog).getByLabelText('Referral code'), 'Rc7Kq2');
    await user.click(within(dialog).getByRole('button', { name: 'Join Program' }));
    expect(await within(await toastRegion()).findByText('You have already joined this program.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Add New Program' })).getByText('You have already joined this program.')).toBeInTheDocument();
  });

  it('takes the code out of a pasted link', () => {
    expect(extractReferralCode('https://app.example.com/signup?ref=AbC9')).toBe('AbC9');
    expect(extractReferralCode('https://app.example.com/signup/affiliate/AbC9')).toBe('AbC9');
    expect(extractReferralCode('https://app.example.com/track/AbC9')).toBe('AbC9');
    expect(extractReferralCode(' AbC9 ')).toBe('AbC9');
  });
});
