import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fetch-mock';
import { makeUser, renderApp } from '../../../test/render-app';
import { activityPath, makeMerchant, openConsole } from '../admin-test-server';

jest.mock('recharts', () => jest.requireActual('../../../test/recharts-fixed-size').fixedSizeRecharts());

describe('Admin dashboard', () => {
  it('shows the header, the totals, both lists and the recent activity', async () => {
    openConsole('/admin', {
      'GET /api/admin/affiliates': reply(200, {
        affiliates: [{ id: 'a-1', firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', companyName: null, createdAt: '2025-08-07T12:00:00.000Z' }],
        totalAffiliates: 1,
      }),
    });
    const totals = await screen.findByRole('list', { name: 'Totals' }, { timeout: 5000 });
    expect(within(totals).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Total Users31',
      'Merchants3',
      'Affiliates27',
      'New Today1',
      'Merchants This Week2',
      'Affiliates This Week9',
    ]);
    expect(screen.getByRole('heading', { name: 'Admin Console' })).toBeInTheDocument();
    expect(screen.getByText('Admin', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const merchants = await screen.findByRole('table', { name: 'Merchants' });
    const headers = within(merchants).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Company', 'Subscription', 'Programs', 'Affiliates', 'Calls', 'Approved', 'Joined', 'Statement']);
    expect(within(merchants).getAllByRole('row')[1]).toHaveTextContent('Dana Reyesdana@example.comReyes Coachingactive25127Aug 6, 2025Statement');

    const affiliates = await screen.findByRole('table', { name: 'Affiliates' });
    expect(within(affiliates).getAllByRole('row')[1]).toHaveTextContent('Ana Lopezana@example.com-');

    const last7 = screen.getByLabelText('Last 7 days');
    expect(last7).toHaveTextContent('Bookings14');
    expect(last7).toHaveTextContent('Fees earned$30.00');
    expect(last7).toHaveTextContent('Payouts$249.75');
    expect(last7).toHaveTextContent('Open disputes1');
    expect(within(screen.getByRole('list', { name: 'Latest events' })).getByRole('link', { name: 'CallApproved' })).toHaveAttribute(
      'href',
      '/admin/events?event=ev-1',
    );
    expect(screen.getByText('No activity in this period.')).toBeInTheDocument();
  });

  it('applies the subscription badge rule (docs/product/screen-states.md): default style when active, else the status or "inactive"', async () => {
    openConsole('/admin', {
      'GET /api/admin/merchants': reply(200, {
        merchants: [
          makeMerchant({ id: 'm1', subscriptionStatus: 'active' }),
          makeMerchant({ id: 'm2', subscriptionStatus: 'trialing' }),
          makeMerchant({ id: 'm3', subscriptionStatus: '' }),
        ],
        totalMerchants: 3,
      }),
    });
    const table = await screen.findByRole('table', { name: 'Merchants' }, { timeout: 5000 });
    const badges = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3].querySelector('.badge')!);
    expect(badges.map((b) => b.textContent)).toEqual(['active', 'trialing', 'inactive']);
    expect(badges[0]).toHaveClass('badge-primary');
    expect(badges[1]).toHaveClass('badge-muted');
    expect(badges[2]).toHaveClass('badge-muted');
  });

  it('says "Error loading admin data" when the overview cannot be loaded', async () => {
    openConsole('/admin', { 'GET /api/admin/overview': reply(500, { message: 'boom' }) });
    expect(await screen.findByText('Error loading admin data', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows empty lists as such', async () => {
    openConsole('/admin', { 'GET /api/admin/merchants': reply(200, { merchants: [], totalMerchants: 0 }) });
    expect(await screen.findByText('No merchants yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No affiliates yet.')).toBeInTheDocument();
  });

  it('draws the activity per day and asks again for another range', async () => {
    const user = userEvent.setup();
    const day = { day: '2025-08-08', bookings: 3, approvals: 2, rejections: 1, feesCents: 1000, payoutsCents: 9950 };
    const { callsTo, container } = openConsole('/admin', {
      [`GET ${activityPath(30)}`]: reply(200, [day]),
      [`GET ${activityPath(7)}`]: reply(200, []),
    });
    const table = await screen.findByRole('table', { name: 'Activity per day' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2025-08-08321$10.00$99.50');
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0), { timeout: 4000 });

    await user.selectOptions(screen.getByLabelText('Date range'), '7');
    expect(await screen.findByText('No activity in this period.')).toBeInTheDocument();
    expect(callsTo('GET', activityPath(7))).toHaveLength(1);
  });

  it('links each list to its CSV file', async () => {
    openConsole('/admin');
    await screen.findByRole('table', { name: 'Merchants' }, { timeout: 5000 });
    const csv = screen.getAllByRole('link', { name: 'Download CSV' });
    const hrefs = csv.map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/api/admin/export/merchants.csv', '/api/admin/export/affiliates.csv']));
    expect(hrefs.some((h) => h?.startsWith('/api/admin/export/activity.csv?from='))).toBe(true);
    csv.forEach((a) => expect(a).toHaveAttribute('download'));
  });

  it('is the admin home at /', async () => {
    openConsole('/');
    expect(await screen.findByRole('list', { name: 'Totals' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Admin console access', () => {
  it.each(['/admin', '/admin/events', '/admin/reconciliation'])('denies %s to a merchant without asking the admin API', async (path) => {
    const { calls } = renderApp(path, { user: makeUser({ role: 'merchant' }) });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Access Denied: The admin console is only available to administrators.',
    );
    expect(screen.queryByRole('heading', { name: 'Admin Console' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/admin'))).toEqual([]);
  });
});
