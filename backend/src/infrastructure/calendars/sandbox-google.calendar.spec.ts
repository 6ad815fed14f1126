import type { Clock } from '../clock/clock';
import { describeCalendarServiceContract } from './calendar.contract';
import { CalendarAuthExpired } from './calendar.errors';
import { SANDBOX_MEETING_BASE, SandboxGoogleCalendar, sandboxBusyBlocks } from './sandbox-google.calendar';

describeCalendarServiceContract('sandbox google', async () => ({
  adapter: new SandboxGoogleCalendar(),
  grantedCode: 'sandbox-merchant-1',
  redirectUri: 'http://localhost:3000/api/integrations/google/callback',
  close: async () => undefined,
}));

const utc = (iso: string) => new Date(`${iso}Z`);
const hours = (blocks: { start: Date; end: Date }[]) =>
  blocks.map((b) => `${b.start.toISOString().slice(11, 16)}-${b.end.toISOString().slice(11, 16)}`);

describe('sandbox google busy blocks', () => {
  it('are 09:00-10:00, 13:00-14:00 and one moving half hour on a weekday (UTC)', () => {
    // 2031-03-04 is day 22342 since 1970: (7 * 22342) mod 23 = 17 half hours after 06:00 = 14:30.
    expect(hours(sandboxBusyBlocks(utc('2031-03-04T00:00'), utc('2031-03-05T00:00')))).toEqual(['09:00-10:00', '13:00-14:00', '14:30-15:00']);
  });

  it('move the varying block from day to day, merged where it touches or falls inside a fixed one', () => {
    const week = sandboxBusyBlocks(utc('2031-03-03T00:00'), utc('2031-03-08T00:00'));
    const byDay: Record<string, string[]> = {};
    for (const block of week) (byDay[block.start.toISOString().slice(0, 10)] ??= []).push(...hours([block]));
    expect(byDay).toEqual({
      '2031-03-03': ['09:00-10:00', '11:00-11:30', '13:00-14:00'],
      '2031-03-04': ['09:00-10:00', '13:00-14:00', '14:30-15:00'],
      '2031-03-05': ['06:30-07:00', '09:00-10:00', '13:00-14:00'],
      '2031-03-06': ['09:00-10:30', '13:00-14:00'],
      '2031-03-07': ['09:00-10:00', '13:00-14:00'],
    });
  });

  it('leave weekends free', () => {
    expect(sandboxBusyBlocks(utc('2031-03-08T00:00'), utc('2031-03-10T00:00'))).toEqual([]);
  });

  it('are clipped to the asked range', () => {
    expect(hours(sandboxBusyBlocks(utc('2031-03-04T09:30'), utc('2031-03-04T13:15')))).toEqual(['09:30-10:00', '13:00-13:15']);
  });
});

describe('sandbox google adapter', () => {
  const now = { value: new Date('2031-03-01T12:00:00Z') };
  const clock: Clock = { now: () => now.value };
  const calendar = new SandboxGoogleCalendar({ baseUrl: 'https://app.example' }, clock);

  it("points the merchant to our own consent page", () => {
    const url = new URL(calendar.authorizationUrl('st', 'https://app.example/cb'));
    expect(url.origin + url.pathname).toBe('https://app.example/sandbox/google/consent');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: 'st', redirect_uri: 'https://app.example/cb' });
  });

  it('gives a stable meeting link derived from the event id', async () => {
    const tokens = await calendar.exchangeCode('sandbox-anything');
    const event = { eventId: 'abc0123456', summary: 's', description: 'd', start: now.value, end: now.value, attendeeEmail: 'a@example.com', timeZone: 'UTC' };
    expect(await calendar.createEvent(tokens, event)).toEqual({ eventId: 'abc0123456', meetingLink: `${SANDBOX_MEETING_BASE}/abc0123456` });
  });

  it('refuses tokens after they expire, as Google does, until they are refreshed', async () => {
    const tokens = await calendar.exchangeCode('sandbox-anything');
    now.value = new Date(tokens.expiresAt.getTime() + 1);
    await expect(calendar.busyBlocks(tokens, 'primary', now.value, now.value)).rejects.toBeInstanceOf(CalendarAuthExpired);
    const refreshed = await calendar.refresh(tokens.refreshToken);
    await expect(calendar.busyBlocks(refreshed, 'primary', now.value, now.value)).resolves.toEqual([]);
  });
});
