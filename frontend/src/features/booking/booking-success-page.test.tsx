import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { formatFullDateTime } from '../../lib/zoned-time';

describe('Booking success page', () => {
  it('confirms the call in the customer’s zone with the meeting link', async () => {
    const at = '2025-08-12T15:00:00.000Z';
    renderApp(`/booking-success?name=Sam&email=sam%40example.com&scheduledAt=${encodeURIComponent(at)}&meetingLink=${encodeURIComponent('https://meet.example.com/x')}`);
    expect(await screen.findByRole('heading', { name: 'Your call is booked, Sam!' })).toBeInTheDocument();
    expect(screen.getByText(formatFullDateTime(new Date(at)))).toBeInTheDocument();
    expect(screen.getByText(/invitation is on its way to sam@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://meet.example.com/x' })).toHaveAttribute('href', 'https://meet.example.com/x');
  });

  it('never links a meeting URL that is not http(s)', async () => {
    renderApp('/booking-success?name=Sam&scheduledAt=2025-08-12T15:00:00.000Z&meetingLink=javascript:alert(1)');
    await screen.findByRole('heading', { name: 'Your call is booked, Sam!' });
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    expect(screen.getByText('The meeting link will be in your invitation.')).toBeInTheDocument();
  });
});
