import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeMembership, makeProgramByCode } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const byCode = (program = makeProgramByCode()) => ({ 'GET /api/affiliate-programs/by-code/Rc7Kq2': reply(200, program) });

async function expectToast(title: string, description?: string) {
  expect(await within(await toastRegion()).findByText(title)).toBeInTheDocument();
  if (description) expect(await within(await toastRegion()).findByText(description)).toBeInTheDocument();
}

describe('signup link: a visitor', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
    const form = await screen.findByRole('form', { name: 'Affiliate sign up' });
    await user.type(within(form).getByLabelText('First name'), 'Ana');
    await user.type(within(form).getByLabelText('Last name'), 'Lopez');
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Password'), password);
    await user.click(within(form).getByRole('button', { name: 'Create Affiliate Account' }));
    return form;
  }

  it('sees the program and the form, with a Log in link keeping the code', async () => {
    renderApp('/signup/affiliate/Rc7Kq2', { routes: byCode() });
    expect(await screen.findByRole('heading', { name: 'Reyes Coaching Affiliate Program' })).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(screen.getByText('Google Calendar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth?ref=Rc7Kq2');
  });

  it("sees the program's reputation before signing up", async () => {
    const figures = { approved: 3, rejected: 3, approvalRate: 0.5, medianSecondsToDecision: 2.5 * 86_400, disputed: 2, disputedShare: 1 / 3, disputesUpheld: 1, disputesDenied: 0, disputesOpen: 1 };
    renderApp('/signup?ref=Rc7Kq2', { routes: { ...byCode(), 'GET /api/reputation/by-code/Rc7Kq2': reply(200, { decided: 6, minimumDecisions: 5, figures }) } });
    const reputation = await screen.findByRole('region', { name: 'Reputation of Reyes Coaching Affiliate Program' });
    expect(await within(reputation).findByText(/50% of 6 decided calls approved/)).toBeInTheDocument();
    expect(within(reputation).getByText('median 2.5 days after the call')).toBeInTheDocument();
    expect(within(reputation).getByText(/33% of decisions \(1 upheld, 0 denied, 1 open\)/)).toBeInTheDocument();
  });

  it('needs every field and 8 password characters', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderApp('/signup?ref=Rc7Kq2', { routes: byCode() });
    const form = await screen.findByRole('form', { name: 'Affiliate sign up' });
    await user.click(within(form).getByRole('button', { name: 'Create Affiliate Account' }));
    await expectToast('Missing information', 'Please fill in all required fields');
    await fill(user, 'short');
    expect(within(form).getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/auth/affiliate-signup')).toHaveLength(0);
  });

  it('signs up, joins and goes to the affiliate dashboard after 1.5 seconds', async () => {
    const user = userEvent.setup();
    const { callsTo, router } = renderApp('/signup?ref=Rc7Kq2', {
      routes: {
        ...byCode(),
        'POST /api/auth/affiliate-signup': reply(201, makeUser({ role: 'affiliate', firstName: 'Ana' })),
        'GET /api/affiliates/user': reply(200, [makeMembership()]),
      },
    });
    await fill(user, 'correct horse');
    await expectToast('Account Created Successfully');
    expect(callsTo('POST', '/api/auth/affiliate-signup')[0].body).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      password: 'correct horse',
      referralCode: 'Rc7Kq2',
    });
    expect(screen.getByRole('form', { name: 'Affiliate sign up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-dashboard'), { timeout: 2500 });
    expect(await screen.findByLabelText('Booking link for Reyes Coaching Affiliate Program')).toBeInTheDocument();
  });

  it('shows the server message when signup is refused', async () => {
    const user = userEvent.setup();
    renderApp('/signup?ref=Rc7Kq2', {
      routes: { ...byCode(), 'POST /api/auth/affiliate-signup': reply(409, { message: 'An account with this email already exists.' }) },
    });
    await fill(user, 'correct horse');
    await expectToast('Signup Failed', 'An account with this email already exists.');
  });

  it('is told the link is invalid when the code is empty', async () => {
    const user = userEvent.setup();
    renderApp('/signup?ref=');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Referral Link. Please use a valid affiliate referral link.');
    await fill(user, 'correct horse');
    await expectToast('Invalid Referral Link', 'Please use a valid affiliate referral link');
  });

  it('sees the expired message instead of the form for an archived program', async () => {
    renderApp('/signup/affiliate/Rc7Kq2', { routes: byCode(makeProgramByCode({ isArchived: true })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This program has expired. Please contact the merchant for a new link.');
    expect(screen.queryByRole('form', { name: 'Affiliate sign up' })).not.toBeInTheDocument();
  });

  it('sees Invalid Affiliate Link for an unknown code', async () => {
    renderApp('/signup/affiliate/NOPE', { routes: { 'GET /api/affiliate-programs/by-code/NOPE': reply(404, { message: 'Program not found' }) } });
    expect(await screen.findByRole('heading', { name: 'Invalid Affiliate Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});

describe('signup link: a signed-in merchant', () => {
  it('sees the program details, the code and the full link to copy or share', async () => {
    const user = userEvent.setup();
    renderApp('/signup?ref=Rc7Kq2', { user: makeUser({ role: 'merchant' }), routes: byCode() });
    expect(await screen.findByRole('heading', { name: 'Reyes Coaching Affiliate Program' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByLabelText('Referral code')).toHaveValue('Rc7Kq2');
    expect(screen.getByLabelText('Signup link')).toHaveValue('http://localhost/signup?ref=Rc7Kq2');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/merchant-dashboard');
    // jsdom has no navigator.share: Share Link copies instead.
    await user.click(screen.getByRole('button', { name: 'Share Link' }));
    await expectToast('Copied!');
    expect(await navigator.clipboard.readText()).toBe('http://localhost/signup?ref=Rc7Kq2');
  });

  it('sees an archived program as Archived', async () => {
    renderApp('/signup?ref=Rc7Kq2', { user: makeUser({ role: 'merchant' }), routes: byCode(makeProgramByCode({ isArchived: true })) });
    expect(await screen.findByText('Archived')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Link' })).not.toBeInTheDocument();
  });
});

describe('signup link: a signed-in affiliate', () => {
  const affiliate = makeUser({ role: 'affiliate' });

  it('joins the program with one click', async () => {
    const user = userEvent.setup();
    let memberships: unknown[] = [];
    const { callsTo } = renderApp('/signup/affiliate/Rc7Kq2', {
      user: affiliate,
      routes: {
        ...byCode(),
        'GET /api/affiliates/user': () => reply(200, memberships),
        'POST /api/affiliates/join-program': () => {
          memberships = [makeMembership()];
          return reply(201, makeMembership());
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Join this program' }));
    await expectToast('Success', 'You joined Reyes Coaching Affiliate Program.');
    expect(callsTo('POST', '/api/affiliates/join-program')[0].body).toEqual({ referralCode: 'Rc7Kq2' });
    expect(await screen.findByText(/You have already joined this program/)).toBeInTheDocument();
  });

  it("sees how few decisions the program has so far", async () => {
    const { callsTo } = renderApp('/signup/affiliate/Rc7Kq2', {
      user: affiliate,
      routes: { ...byCode(), 'GET /api/affiliates/user': reply(200, []), 'GET /api/reputation/by-code/Rc7Kq2': reply(200, { decided: 1, minimumDecisions: 5, figures: null }) },
    });
    const reputation = await screen.findByRole('region', { name: 'Reputation of Reyes Coaching Affiliate Program' });
    expect(await within(reputation).findByText('Not enough decisions yet (1 so far). Figures appear after 5 decided calls.')).toBeInTheDocument();
    expect(callsTo('GET', '/api/reputation/by-code/Rc7Kq2')).toHaveLength(1);
  });

  it('is told when already joined (codes compare case-insensitively)', async () => {
    renderApp('/signup/affiliate/Rc7Kq2', {
      user: affiliate,
      routes: { ...byCode(), 'GET /api/affiliates/user': reply(200, [makeMembership({ referralCode: 'RC7KQ2' })]) },
    });
    expect(await screen.findByText(/You have already joined this program/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join this program' })).not.toBeInTheDocument();
  });
});
