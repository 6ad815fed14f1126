import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { openConsole } from './admin-test-server';

describe('Admin console shell', () => {
  it('links every view and marks the current one', async () => {
    const user = userEvent.setup();
    const { router } = openConsole('/admin/ledger', {
      'GET /api/admin/ledger/accounts': reply(200, []),
    });
    const nav = await screen.findByRole('navigation', { name: 'Admin console' }, { timeout: 5000 });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin'],
      ['Event log', '/admin/events'],
      ['Timelines', '/admin/timelines'],
      ['Ledger', '/admin/ledger'],
      ['As of', '/admin/as-of'],
      ['Reconciliation', '/admin/reconciliation'],
      ['Disputes', '/admin/disputes'],
      ['Overdue decisions', '/admin/escalations'],
      ['Read models', '/admin/projections'],
      ['Messages', '/admin/messages'],
    ]);
    expect(screen.getByRole('link', { name: 'Ledger' })).toHaveAttribute('aria-current', 'page');

    // The dispute queue belongs to another feature; the console only hosts it, lazily.
    await user.click(screen.getByRole('link', { name: 'Disputes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/disputes'));
    // The router navigates in a transition: the old view stays until the lazy chunk has loaded.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Disputes' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });
});
