import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSearchResponse } from '@leadledger/contracts/admin-search';
import { reply } from '../../../test/fetch-mock';
import { openConsole } from '../admin-test-server';

const empty = (query: string): AdminSearchResponse => ({
  query,
  groups: (['merchants', 'affiliates', 'calls', 'programs', 'payments'] as const).map((kind) => ({ kind, results: [], hasMore: false })),
});

function found(query: string): AdminSearchResponse {
  const response = empty(query);
  response.groups[0] = {
    kind: 'merchants',
    hasMore: false,
    results: [{ title: 'Dana Reyes', subtitle: 'Reyes Coaching · dana@example.com', amountCents: null, at: '2025-08-06T12:00:00.000Z', opens: { kind: 'merchant', id: 'm-1' } }],
  };
  response.groups[4] = {
    kind: 'payments',
    hasMore: true,
    results: [{ title: 'Charge ch_123', subtitle: 'Call with Sam Carter · Demo', amountCents: 1359, at: '2025-08-08T10:00:00.000Z', opens: { kind: 'call', id: 'c-1' } }],
  };
  return response;
}

describe('Admin search results', () => {
  it('groups matches under headings, each a link to its timeline, amounts in dollars', async () => {
    const user = userEvent.setup();
    const { router } = openConsole('/admin/search?q=rey', { 'GET /api/admin/search?q=rey': reply(200, found('rey')) });
    expect(await screen.findByRole('heading', { name: 'Search results for “rey”' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Merchants (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Charges, refunds and payouts (1+)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Affiliates/ })).not.toBeInTheDocument();

    const payments = screen.getByRole('list', { name: 'Charges, refunds and payouts' });
    expect(within(payments).getByRole('listitem')).toHaveTextContent('Call with Sam Carter · Demo');
    expect(within(payments).getByRole('listitem')).toHaveTextContent('$13.59');
    expect(within(payments).getByRole('link', { name: 'Charge ch_123' })).toHaveAttribute('href', '/admin/timelines/call/c-1');
    expect(screen.getByText(/Only the newest 1 are shown/)).toBeInTheDocument();

    // Keyboard: Tab reaches the result's link, Enter opens the merchant's timeline.
    const merchant = within(screen.getByRole('list', { name: 'Merchants' })).getByRole('link', { name: 'Dana Reyes' });
    merchant.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/timelines/merchant/m-1'));
  });

  it('says when nothing matches', async () => {
    openConsole('/admin/search?q=zz%25', { 'GET /api/admin/search?q=zz%25': reply(200, empty('zz%')) });
    expect(await screen.findByText('Nothing matches “zz%”.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the error with the server sentence, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0; // the query client retries a failure once before showing it
    openConsole('/admin/search?q=ab', {
      'GET /api/admin/search?q=ab': () => (++calls <= 2 ? reply(400, { message: 'The search must be at most 200 characters.' }) : reply(200, found('ab'))),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error loading admin data: The search must be at most 200 characters.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dana Reyes' })).toBeInTheDocument();
  });

  it('asks for more characters and sends nothing for a query that is too short', async () => {
    const { callsTo } = openConsole('/admin/search?q=a');
    expect(await screen.findByText(/Type at least 2 characters/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/search?q=a')).toHaveLength(0);
  });

  it('shows a spinner while searching', async () => {
    openConsole('/admin/search?q=slow', { 'GET /api/admin/search?q=slow': () => new Promise(() => undefined) });
    expect(await screen.findByRole('status', { name: /Searching/ }, { timeout: 5000 })).toBeInTheDocument();
  });
});
