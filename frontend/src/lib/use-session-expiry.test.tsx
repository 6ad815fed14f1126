import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../test/fetch-mock';
import { makeUser, renderApp } from '../test/render-app';
import { pageAfterSignIn } from './use-session-expiry';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

describe('session expiry, on any screen', () => {
  it('shows the toast on a screen that never asked for it, goes to sign-in, and comes back after signing in', async () => {
    const user = userEvent.setup();
    const affiliate = makeUser({ role: 'affiliate' });
    const { router } = renderApp('/affiliate-payouts?tab=history', {
      user: affiliate,
      routes: {
        'GET /api/earnings/affiliate': reply(401, { message: 'Please sign in to continue.' }),
        'GET /api/payouts/affiliate': reply(401, { message: 'Please sign in to continue.' }),
        'GET /api/payout-method/status': reply(401, { message: 'Please sign in to continue.' }),
        'POST /api/auth/login': reply(200, affiliate),
        'GET /api/affiliates/user': reply(200, []),
      },
    });
    // The viewport loads on the first toast or after the first paint (lazy-toaster.tsx), so wait for it.
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Session Expired')).toBeInTheDocument();
    expect(await within(await toastRegion()).findAllByText('Session Expired')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 3000 });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/affiliate-payouts?tab=history')}`);
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Password', { exact: true } as never), 'correct horse battery');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/affiliate-payouts?tab=history'));
  });

  it('only goes back to pages of this app', () => {
    expect(pageAfterSignIn('/billing/statement?month=2026-11')).toBe('/billing/statement?month=2026-11');
    for (const unsafe of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/auth?next=/x']) {
      expect(pageAfterSignIn(unsafe)).toBe('/');
    }
  });
});
