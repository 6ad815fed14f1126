import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSearchResponse } from '@leadledger/contracts/admin-search';
import { reply } from '../../../test/fetch-mock';
import { openConsole } from '../admin-test-server';

const noMatches = (query: string): AdminSearchResponse => ({ query, groups: [{ kind: 'merchants', results: [], hasMore: false }] });

describe('Admin console search box', () => {
  it('opens the results page for the trimmed query on Enter', async () => {
    const user = userEvent.setup();
    const { router } = openConsole('/admin/ledger', {
      'GET /api/admin/ledger/accounts': reply(200, []),
      'GET /api/admin/search?q=ch_1%25%20x': reply(200, noMatches('ch_1% x')),
    });
    const search = await screen.findByRole('search', { name: 'Search the console' }, { timeout: 5000 });
    const box = screen.getByRole('searchbox', { name: 'Search people, calls, programs and payments' });
    expect(search).toContainElement(box);
    await user.type(box, '  ch_1% x {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/search'));
    expect(router.state.location.search).toBe('?q=ch_1%25%20x');
    expect(await screen.findByText('Nothing matches “ch_1% x”.')).toBeInTheDocument();
    // The box keeps what was searched for.
    expect(box).toHaveValue('ch_1% x');
  });

  it('refuses fewer than 2 characters without leaving the page', async () => {
    const user = userEvent.setup();
    const { router } = openConsole('/admin/ledger', { 'GET /api/admin/ledger/accounts': reply(200, []) });
    const box = await screen.findByRole('searchbox', {}, { timeout: 5000 });
    await user.type(box, ' a ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type at least 2 characters to search.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/admin/ledger');
    await user.type(box, 'b');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the query of a results page opened from a link', async () => {
    openConsole('/admin/search?q=dana', { 'GET /api/admin/search?q=dana': reply(200, noMatches('dana')) });
    expect(await screen.findByRole('searchbox', {}, { timeout: 5000 })).toHaveValue('dana');
  });
});
