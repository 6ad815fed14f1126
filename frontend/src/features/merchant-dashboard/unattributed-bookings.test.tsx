import { screen } from '@testing-library/react';
import { reply } from '../../test/fetch-mock';
import { openDashboard } from './dashboard-test-server';

describe('Bookings not credited to an affiliate (merchant dashboard)', () => {
  it('lists each booking with the customer, the time, the link code and why', async () => {
    openDashboard({
      'GET /api/calls/unattributed': reply(200, [
        { id: 'u1', programName: 'Discovery calls', referralCode: 'abc12345', customerName: 'Old Link', customerEmail: 'old@example.com', scheduledAt: '2026-11-30T15:00:00.000Z', reason: 'affiliate-removed', recordedAt: '2026-11-24T10:00:00.000Z' },
        { id: 'u2', programName: 'Spring offer', referralCode: 'spr00001', customerName: 'Ari Archived', customerEmail: 'ari@example.com', scheduledAt: null, reason: 'program-archived', recordedAt: '2026-11-23T10:00:00.000Z' },
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Bookings not credited to an affiliate' });
    const [removed, archived] = Array.from(list.querySelectorAll('li'));
    expect(removed).toHaveTextContent('Old Link (old@example.com)');
    expect(removed).toHaveTextContent('2026');
    expect(removed).toHaveTextContent('Discovery calls: the link belonged to an affiliate you removed · link code abc12345');
    expect(archived).toHaveTextContent('Spring offer: the link belonged to a program you archived · link code spr00001');
  });

  it('says when the list could not be loaded, with a way to ask again', async () => {
    openDashboard({ 'GET /api/calls/unattributed': reply(500, { message: 'boom' }) });
    expect(await screen.findByText('Could not load bookings not credited to an affiliate.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 15_000);
});
