import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeMerchantAffiliate, makeProgram, makeSubscription } from '../../test/fixtures';
import { openDashboard } from './dashboard-test-server';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const section = async (name: string) => (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

beforeEach(() => localStorage.clear());

describe('Merchant dashboard', () => {
  it('welcomes the merchant and shows the trial days left, plural and singular', async () => {
    const first = openDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
    expect(await screen.findByText(/14 days left/)).toBeInTheDocument();
    first.unmount();

    openDashboard({ 'GET /api/billing/subscription': reply(200, makeSubscription({ daysLeft: 1 })) });
    expect(await screen.findByText(/1 day left/)).toBeInTheDocument();
  });

  it('hides the trial banner when not trialing', async () => {
    const { callsTo } = openDashboard({ 'GET /api/billing/subscription': reply(200, makeSubscription({ status: 'active', daysLeft: 0 })) });
    await screen.findByRole('heading', { name: 'Welcome, Dana' });
    await waitFor(() => expect(callsTo('GET', '/api/billing/subscription')).toHaveLength(1));
    expect(screen.queryByText(/left\. You won't be charged/)).not.toBeInTheDocument();
  });

  it('remembers that How it Works was dismissed', async () => {
    const user = userEvent.setup();
    const first = openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Dismiss How it Works' }));
    expect(screen.queryByRole('heading', { name: 'How it Works' })).not.toBeInTheDocument();
    expect(localStorage.getItem('howItWorksDismissed')).toBe('true');
    first.unmount();

    openDashboard();
    await screen.findByRole('heading', { name: 'Welcome, Dana' });
    expect(screen.queryByRole('heading', { name: 'How it Works' })).not.toBeInTheDocument();
  });

  it('lists each program with its generated links', async () => {
    openDashboard({
      'GET /api/affiliate-programs/merchant': reply(200, [
        makeProgram({ id: 'g', name: 'Google Program', referralCode: 'GGG111' }),
        makeProgram({ id: 'c', name: 'Calendly Program', referralCode: 'CCC222', integration: 'calendly', calendlyEventTypeName: 'Discovery Call' }),
        makeProgram({ id: 'a', name: 'Old Program', referralCode: 'OLD333', isArchived: true }),
      ]),
    });
    const links = await section('Generated Links');
    const google = (await within(links).findByRole('heading', { name: 'Google Program' })).closest('li') as HTMLElement;
    expect(within(google).getByLabelText('Affiliate signup link')).toHaveValue('http://localhost/signup?ref=GGG111');
    expect(within(google).getByLabelText('Booking link')).toHaveValue('http://localhost/calendar-booking?ref=GGG111');
    expect(within(google).getByLabelText('Embed link')).toHaveValue('http://localhost/calendar-booking?ref=GGG111&embed=true');
    expect(within(google).getByLabelText('Embed code')).toHaveValue(
      '<iframe src="http://localhost/calendar-booking?ref=GGG111&embed=true" width="100%" height="600" style="border: none; border-radius: 8px;"></iframe>',
    );
    const calendly = within(links).getByRole('heading', { name: 'Calendly Program' }).closest('li') as HTMLElement;
    expect(within(calendly).getByLabelText('Tracking link')).toHaveValue('http://localhost/track/CCC222');
    expect(within(calendly).queryByLabelText('Booking link')).not.toBeInTheDocument();
    const archived = within(links).getByRole('heading', { name: 'Old Program' }).closest('li') as HTMLElement;
    expect(within(archived).getByText('Archived')).toBeInTheDocument();
    expect(within(archived).queryByLabelText('Affiliate signup link')).not.toBeInTheDocument();
  });

  it("shows each program's reputation, or how many decisions it has so far", async () => {
    const figures = { approved: 4, rejected: 1, approvalRate: 0.8, medianSecondsToDecision: 5400, disputed: 1, disputedShare: 0.2, disputesUpheld: 0, disputesDenied: 1, disputesOpen: 0 };
    openDashboard({
      'GET /api/affiliate-programs/merchant': reply(200, [makeProgram({ id: 'g', name: 'Google Program' }), makeProgram({ id: 'n', name: 'New Program', referralCode: 'NEW111' })]),
      'GET /api/reputation/merchant': reply(200, [
        { programId: 'g', reputation: { decided: 5, minimumDecisions: 5, figures } },
        { programId: 'n', reputation: { decided: 2, minimumDecisions: 5, figures: null } },
      ]),
    });
    const google = await screen.findByRole('region', { name: 'Reputation of Google Program' });
    expect(await within(google).findByText(/80% of 5 decided calls approved/)).toBeInTheDocument();
    expect(within(google).getByText(/median 1.5 hours after the call/)).toBeInTheDocument();
    expect(within(google).getByRole('meter', { name: 'Approval rate 80%' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reputation of New Program' })).toHaveTextContent('Not enough decisions yet (2 so far)');
  });

  it('copies a link with a "Copied!" toast', async () => {
    const user = userEvent.setup();
    openDashboard({ 'GET /api/affiliate-programs/merchant': reply(200, [makeProgram()]) });
    await user.click(await screen.findByRole('button', { name: 'Copy affiliate signup link' }));
    expect(await within(await toastRegion()).findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/signup?ref=Rc7Kq2');
  });

  it('deletes (archives) a program after confirmation', async () => {
    const user = userEvent.setup();
    let programs = [makeProgram()];
    const { callsTo } = openDashboard({
      'GET /api/affiliate-programs/merchant': () => reply(200, programs),
      'DELETE /api/affiliate-programs/prog-1': () => {
        programs = [makeProgram({ isArchived: true })];
        return reply(204);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Reyes Coaching Affiliate Program' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this program?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Program' }));
    expect(await within(await toastRegion()).findByText('Success')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/affiliate-programs/prog-1')).toHaveLength(1);
    expect(await screen.findByText('Archived')).toBeInTheDocument();
  });

  it('lists affiliates and removes one after confirmation', async () => {
    const user = userEvent.setup();
    const { callsTo } = openDashboard({
      'GET /api/affiliates/merchant': reply(200, [makeMerchantAffiliate()]),
      'DELETE /api/affiliates/mem-1': reply(500, ''),
    });
    const table = await screen.findByRole('table', { name: 'Affiliates' });
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['Ana Lopez', 'ana@example.com', 'Reyes Coaching Affiliate Program', 'Aug 7, 2025', '3']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(row).getByRole('button', { name: 'Remove Ana Lopez' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove this affiliate?' })).getByRole('button', { name: 'Remove Affiliate' }));
    expect(await within(await toastRegion()).findByText('Failed to remove affiliate')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/affiliates/mem-1')).toHaveLength(1);
  });

  it('shows Call Management with an empty pending list', async () => {
    openDashboard();
    expect(await within(await section('Call Management')).findByText(/No pending calls/)).toBeInTheDocument();
  });

  it('treats a 401 on a dashboard query as an expired session', async () => {
    const { router, callsTo } = openDashboard({ 'GET /api/affiliates/merchant': reply(401, { message: 'Not signed in' }) });
    expect(await within(await toastRegion()).findByText('Session Expired')).toBeInTheDocument();
    expect(callsTo('GET', '/api/affiliates/merchant')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 3000 });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});
