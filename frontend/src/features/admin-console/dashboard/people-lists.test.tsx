import { screen, within } from '@testing-library/react';
import { reply } from '../../../test/fetch-mock';
import { openConsole } from '../admin-test-server';

jest.mock('recharts', () => jest.requireActual('../../../test/recharts-fixed-size').fixedSizeRecharts());

describe('Admin people lists', () => {
  it("links every merchant's and affiliate's name to its timeline", async () => {
    openConsole('/admin', {
      'GET /api/admin/affiliates': reply(200, {
        affiliates: [{ id: 'a-1', firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', companyName: null, createdAt: '2025-08-07T12:00:00.000Z' }],
        totalAffiliates: 1,
      }),
    });
    const merchants = await screen.findByRole('table', { name: 'Merchants' }, { timeout: 5000 });
    expect(within(merchants).getByRole('link', { name: 'Dana Reyes' })).toHaveAttribute('href', '/admin/timelines/merchant/m-1');
    const affiliates = await screen.findByRole('table', { name: 'Affiliates' });
    expect(within(affiliates).getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute('href', '/admin/timelines/affiliate/a-1');
  });

  it('marks a suspended account beside its name, and only that one', async () => {
    openConsole('/admin', {
      'GET /api/admin/affiliates': reply(200, {
        affiliates: [
          { id: 'a-1', firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', companyName: null, createdAt: '2025-08-07T12:00:00.000Z', suspended: true },
          { id: 'a-2', firstName: 'Ben', lastName: null, email: 'ben@example.com', companyName: null, createdAt: '2025-08-07T12:00:00.000Z', suspended: false },
        ],
        totalAffiliates: 2,
      }),
    });
    const affiliates = await screen.findByRole('table', { name: 'Affiliates' }, { timeout: 5000 });
    const [, ana, ben] = within(affiliates).getAllByRole('row');
    expect(within(ana).getByText('Suspended')).toBeInTheDocument();
    expect(within(ben).queryByText('Suspended')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Merchants' })).queryByText('Suspended')).not.toBeInTheDocument();
  });
});
