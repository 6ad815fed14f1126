import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { meetingTypeName, sandboxSlots } from './sandbox-slots';

describe('sandbox Calendly scheduling page (docs/architecture/overview.md, Integrations)', () => {
  it('books the chosen time, passing the tracking UTM parameters back like Calendly would', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderApp('/sandbox/calendly/schedule/15-minute-discovery-call?utm_campaign=code1&utm_content=click-9', {
      routes: { 'POST /api/sandbox/calendly/book': reply(200, { ok: true, inviteeUri: 'https://sandbox/invitees/1' }) },
    });
    expect(await screen.findByRole('heading', { name: '15 Minute Discovery Call' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox Calendly')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Dana Lead');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Schedule Event' }));
    expect(await screen.findByRole('heading', { name: 'You are scheduled' })).toBeInTheDocument();
    const [call] = callsTo('POST', '/api/sandbox/calendly/book');
    expect(call?.body).toMatchObject({ slug: '15-minute-discovery-call', name: 'Dana Lead', email: 'dana@example.com', utm_campaign: 'code1', utm_content: 'click-9' });
  });

  it('asks for a name and a valid email before booking', async () => {
    const user = userEvent.setup();
    renderApp('/sandbox/calendly/schedule/30-minute-strategy-call');
    await user.click(await screen.findByRole('button', { name: 'Schedule Event' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name and a valid email address.');
  });
});

describe('sandbox slots', () => {
  it('offers four times on each of the next five weekdays, never on a weekend', () => {
    const slots = sandboxSlots(new Date('2026-11-20T12:00:00Z')); // a Friday
    expect(slots).toHaveLength(20);
    expect(slots[0]).toBe('2026-11-23T10:00:00.000Z');
    expect(slots.every((s) => ![0, 6].includes(new Date(s).getUTCDay()))).toBe(true);
  });

  it('names a meeting type from its slug', () => {
    expect(meetingTypeName('30-minute-strategy-call')).toBe('30 Minute Strategy Call');
  });
});
