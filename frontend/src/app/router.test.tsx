import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../test/fetch-mock';
import { makeMerchantInfo, makeProgramByCode } from '../test/fixtures';
import { makeUser, renderApp } from '../test/render-app';

describe('route table (docs/product/screens-and-routes.md)', () => {
  it('shows a centered spinner while the session loads', async () => {
    const { router } = renderApp('/profile', {
      routes: { 'GET /api/auth/session': () => new Promise(() => {}) },
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends a visitor from a signed-in page to /auth', async () => {
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  const bookingPage = {
    'POST /api/merchant-info': reply(200, makeMerchantInfo()),
    'POST /api/calendar-events': reply(200, { timeZone: 'America/New_York', busy: [], availableSlots: [], slotGrid: { firstStartMinutes: 540, lastStartMinutes: 990, slotMinutes: 30 } }),
  };

  it('sends /book/{merchantId} to the booking page, keeping ref', async () => {
    const { router } = renderApp('/book/merchant-9?ref=COACH42', { routes: bookingPage });
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar-booking'));
    expect(router.state.location.search).toBe('?ref=COACH42');
    expect(await screen.findByRole('heading', { name: 'Book a call with Reyes Coaching' })).toBeInTheDocument();
  });

  it('sends /book/{merchantId} without ref to the booking page without ref', async () => {
    const { router } = renderApp('/book/merchant-9');
    expect(await screen.findByRole('heading', { name: 'Invalid Booking Link' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  const byCode = { 'GET /api/affiliate-programs/by-code/PARTNER7': reply(200, makeProgramByCode({ referralCode: 'PARTNER7' })) };

  it('shows a visitor on /signup/affiliate/{code} the affiliate signup form directly (issue 3)', async () => {
    const { router } = renderApp('/signup/affiliate/PARTNER7', { routes: byCode });
    expect(await screen.findByRole('form', { name: 'Affiliate sign up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/affiliate/PARTNER7');
  });

  it('shows a visitor on /signup?ref= the signup form, and sends /signup without ref to /auth', async () => {
    const first = renderApp('/signup?ref=PARTNER7', { routes: byCode });
    expect(await screen.findByRole('form', { name: 'Affiliate sign up' })).toBeInTheDocument();
    first.unmount();

    const second = renderApp('/signup');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/auth'));
    expect(second.router.state.location.search).toBe('');
  });

  it('shows a signed-in merchant the merchant side of a signup link', async () => {
    renderApp('/signup/affiliate/PARTNER7', { user: makeUser({ role: 'merchant' }), routes: byCode });
    expect(await screen.findByText('Affiliate Signup Link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Link' })).toBeInTheDocument();
  });

  it('shows any other signed-in user the affiliate side of a signup link', async () => {
    renderApp('/signup?ref=PARTNER7', {
      user: makeUser({ role: 'affiliate' }),
      routes: { ...byCode, 'GET /api/affiliates/user': reply(200, []) },
    });
    expect(await screen.findByText('Join Affiliate Program')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join this program' })).toBeEnabled();
  });

  it('shows the not-found screen for an unknown path', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or you entered the wrong URL.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['merchant', /Welcome, Dana/],
    ['affiliate', 'Affiliate Dashboard'],
    ['admin', 'Admin Console'],
    ['reviewer', 'Affiliate Dashboard'],
  ] as const)('shows a %s the right screen at /', async (role, heading) => {
    renderApp('/', { user: makeUser({ role: role as 'merchant' }) });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends each role away from the other role\'s dashboard to its own', async () => {
    const first = renderApp('/merchant-dashboard', { user: makeUser({ role: 'affiliate' }) });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeInTheDocument();
    first.unmount();

    const second = renderApp('/affiliate-dashboard', { user: makeUser({ role: 'merchant' }) });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: /Welcome, Dana/ })).toBeInTheDocument();
  });

  it('shows the landing page at / to a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /Get Started Free/ })).length).toBeGreaterThan(0);
  });

  it('tells a non-merchant that integrations are for merchants only', async () => {
    renderApp('/integrations', { user: makeUser({ role: 'affiliate' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access Denied: Integrations are only available for merchant accounts.',
    );
  });

  it('hides the top bar on an embedded booking page', async () => {
    renderApp('/calendar-booking?ref=R1&embed=true', { routes: bookingPage });
    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
