import { type Clock, systemClock } from '../clock/clock';
import {
  type CalendarService,
  type CreatedCalendarEvent,
  type NewCalendarEvent,
  type OAuthTokens,
  type TimeBlock,
  isValidCalendarEventId,
} from './calendar.port';
import { type SandboxOptions, sandboxAccount, sandboxConsentUrl, sandboxRefresh, sandboxTokensForCode } from './sandbox-oauth';
import { normalizeBusyBlocks } from './time-blocks';

export const SANDBOX_MEETING_BASE = 'https://meet.sandbox.leadledger.test';

/**
 * Google Calendar without Google (docs/architecture/overview.md, Integrations): same OAuth shape, a calendar whose busy times are
 * a pure function of the date, and events whose Meet link is a pure function of the event id. No
 * state is kept, so every instance and every restart answers the same.
 */
export class SandboxGoogleCalendar implements CalendarService {
  readonly mode = 'sandbox';

  constructor(
    private readonly options: SandboxOptions = {},
    private readonly clock: Clock = systemClock,
  ) {}

  authorizationUrl(state: string, redirectUri: string): string {
    return sandboxConsentUrl('google', this.options, state, redirectUri);
  }

  async exchangeCode(code: string): Promise<OAuthTokens> {
    return sandboxTokensForCode('google', code, this.clock.now());
  }

  async refresh(refreshToken: string): Promise<OAuthTokens> {
    return sandboxRefresh('google', refreshToken, this.clock.now());
  }

  async busyBlocks(tokens: OAuthTokens, _calendarId: string, from: Date, to: Date): Promise<TimeBlock[]> {
    sandboxAccount('google', tokens, this.clock.now());
    return sandboxBusyBlocks(from, to);
  }

  /** Idempotent by construction: the same id always gives the same link. */
  async createEvent(tokens: OAuthTokens, event: NewCalendarEvent): Promise<CreatedCalendarEvent> {
    if (!isValidCalendarEventId(event.eventId)) throw new RangeError(`Invalid calendar event id "${event.eventId}"`);
    sandboxAccount('google', tokens, this.clock.now());
    return { eventId: event.eventId, meetingLink: `${SANDBOX_MEETING_BASE}/${event.eventId}` };
  }
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const HALF_HOUR_MS = 1_800_000;

/**
 * The sandbox calendar's busy times, all in UTC. On Monday to Friday:
 * - 09:00-10:00 and 13:00-14:00 every day;
 * - one 30-minute block that moves from day to day: with `d` the day number since 1970-01-01,
 *   it starts at 06:00 + ((7 * d) mod 23) half hours, so it visits every half hour from 06:00
 *   to 17:00 over 23 days (and sometimes touches or overlaps the fixed blocks; they are merged).
 * Weekends are free. Blocks are clipped to [from, to], as Google's free/busy does.
 */
export function sandboxBusyBlocks(from: Date, to: Date): TimeBlock[] {
  const blocks: TimeBlock[] = [];
  for (let day = Math.floor(from.getTime() / DAY_MS); day * DAY_MS < to.getTime(); day++) {
    const midnight = day * DAY_MS;
    const weekday = new Date(midnight).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const moving = midnight + 6 * HOUR_MS + ((7 * day) % 23) * HALF_HOUR_MS;
    blocks.push(
      { start: new Date(midnight + 9 * HOUR_MS), end: new Date(midnight + 10 * HOUR_MS) },
      { start: new Date(midnight + 13 * HOUR_MS), end: new Date(midnight + 14 * HOUR_MS) },
      { start: new Date(moving), end: new Date(moving + HALF_HOUR_MS) },
    );
  }
  return normalizeBusyBlocks(blocks, from, to);
}
