// Only the Calendar API of googleapis: the package's root entry loads every Google API (~1 s at start).
import { auth, calendar, type calendar_v3 } from 'googleapis/build/src/apis/calendar';
import { type Clock, systemClock } from '../clock/clock';
import { CalendarAuthExpired, CalendarRequestRejected, CalendarUnavailable } from './calendar.errors';
import {
  type CalendarService,
  type CreatedCalendarEvent,
  type NewCalendarEvent,
  type OAuthTokens,
  type TimeBlock,
  isValidCalendarEventId,
} from './calendar.port';
import { isDuplicateEventId, translateGoogleError } from './google.errors';
import { normalizeBusyBlocks } from './time-blocks';

/** Read busy times, write the booked calls' events (docs/architecture/overview.md, Integrations). */
export const GOOGLE_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
];

export interface GoogleCalendarOptions {
  clientId: string;
  clientSecret: string;
  /** Unset in production; tests point them at a local server speaking Google's wire format. */
  endpoints?: { apiRootUrl?: string; authorizationUrl?: string; tokenUrl?: string };
  /** Per HTTP attempt; a booking request must not hang on Google. */
  timeoutMs?: number;
  /** Cap on the backoff between retries of 429/5xx/no-response (gaxios' own grows to seconds). */
  maxRetryDelayMs?: number;
  /** Pause between reads of an event whose Meet link Google is still creating. */
  conferencePollMs?: number;
  clock?: Clock;
}

/**
 * Free/busy and events.insert are safe to retry: the first only reads and the second carries our
 * own event id, so a retry after a lost response meets the 409 handled in `createEvent`.
 */
const RETRY_READS_AND_INSERTS = { retry: true, retryConfig: { httpMethodsToRetry: ['GET', 'POST'] } };
const CONFERENCE_POLLS = 3;

export class GoogleCalendar implements CalendarService {
  readonly mode = 'live';
  private readonly clock: Clock;

  constructor(private readonly options: GoogleCalendarOptions) {
    this.clock = options.clock ?? systemClock;
  }

  authorizationUrl(state: string, redirectUri: string): string {
    // offline + consent: Google only issues a refresh token on a consent screen the user saw.
    return this.oauthClient().generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: true,
      scope: GOOGLE_CALENDAR_SCOPES,
      state,
      redirect_uri: redirectUri,
    });
  }

  async exchangeCode(code: string, redirectUri: string): Promise<OAuthTokens> {
    const { tokens } = await this.google(() => this.oauthClient().getToken({ code, redirect_uri: redirectUri }));
    if (!tokens.refresh_token) throw new CalendarAuthExpired('google', null, 'no refresh token was granted');
    // Granular consent lets the merchant untick a scope; without it every later call would fail.
    const granted = tokens.scope?.split(' ');
    if (granted && !GOOGLE_CALENDAR_SCOPES.every((s) => granted.includes(s))) {
      throw new CalendarAuthExpired('google', null, 'calendar access was not granted on the consent screen');
    }
    return this.toTokens(tokens, tokens.refresh_token);
  }

  async refresh(refreshToken: string): Promise<OAuthTokens> {
    const client = this.oauthClient();
    client.setCredentials({ refresh_token: refreshToken });
    const { credentials } = await this.google(() => client.refreshAccessToken());
    // Google keeps the refresh token unchanged and does not send it again.
    return this.toTokens(credentials, credentials.refresh_token ?? refreshToken);
  }

  async busyBlocks(tokens: OAuthTokens, calendarId: string, from: Date, to: Date): Promise<TimeBlock[]> {
    const { data } = await this.google(() =>
      this.api(tokens).freebusy.query(
        { requestBody: { timeMin: from.toISOString(), timeMax: to.toISOString(), items: [{ id: calendarId }] } },
        RETRY_READS_AND_INSERTS,
      ),
    );
    const entry = data.calendars?.[calendarId];
    // A calendar Google could not read comes back with `errors` instead of an HTTP failure.
    const reason = entry ? entry.errors?.[0]?.reason : 'notFound';
    if (reason === 'notFound') throw new CalendarRequestRejected('google', null, `calendar "${calendarId}" cannot be read`);
    if (reason) throw new CalendarUnavailable('google', null, `free/busy: ${reason}`);
    const busy = (entry?.busy ?? []).map((b) => ({ start: new Date(b.start ?? ''), end: new Date(b.end ?? '') }));
    return normalizeBusyBlocks(busy, from, to);
  }

  async createEvent(tokens: OAuthTokens, event: NewCalendarEvent): Promise<CreatedCalendarEvent> {
    if (!isValidCalendarEventId(event.eventId)) throw new RangeError(`Invalid calendar event id "${event.eventId}"`);
    const calendarId = event.calendarId ?? 'primary';
    const api = this.api(tokens);
    let created: calendar_v3.Schema$Event;
    try {
      ({ data: created } = await api.events.insert(
        { calendarId, conferenceDataVersion: 1, sendUpdates: 'all', requestBody: eventBody(event) },
        RETRY_READS_AND_INSERTS,
      ));
    } catch (error) {
      if (!isDuplicateEventId(error)) throw translateGoogleError(error);
      // Made by an earlier attempt of this same booking: hand back that event.
      created = await this.readEvent(api, calendarId, event.eventId);
    }
    let meetingLink = meetingLinkOf(created);
    // Meet links can be created asynchronously: the insert answers "pending" without a link.
    for (let poll = 0; !meetingLink && isConferencePending(created) && poll < CONFERENCE_POLLS; poll++) {
      await new Promise((resolve) => setTimeout(resolve, this.options.conferencePollMs ?? 1000));
      created = await this.readEvent(api, calendarId, event.eventId);
      meetingLink = meetingLinkOf(created);
    }
    return { eventId: created.id ?? event.eventId, meetingLink };
  }

  private async readEvent(api: calendar_v3.Calendar, calendarId: string, eventId: string): Promise<calendar_v3.Schema$Event> {
    const { data } = await this.google(() => api.events.get({ calendarId, eventId }, RETRY_READS_AND_INSERTS));
    return data;
  }

  private oauthClient(): InstanceType<typeof auth.OAuth2> {
    const { endpoints, maxRetryDelayMs, timeoutMs } = this.options;
    return new auth.OAuth2({
      clientId: this.options.clientId,
      clientSecret: this.options.clientSecret,
      endpoints: {
        ...(endpoints?.authorizationUrl && { oauth2AuthBaseUrl: endpoints.authorizationUrl }),
        ...(endpoints?.tokenUrl && { oauth2TokenUrl: endpoints.tokenUrl }),
      },
      transporterOptions: {
        timeout: timeoutMs ?? 10_000,
        retryConfig: { retry: 2, maxRetryDelay: maxRetryDelayMs ?? 1000 },
        // gaxios otherwise loads node-fetch through a dynamic import(); Node's own fetch does the same job.
        fetchImplementation: fetch,
      },
    });
  }

  /** Only the access token: the library must not refresh behind our back and leave stored tokens stale. */
  private api(tokens: OAuthTokens): calendar_v3.Calendar {
    const client = this.oauthClient();
    client.setCredentials({ access_token: tokens.accessToken });
    return calendar({ version: 'v3', auth: client, ...(this.options.endpoints?.apiRootUrl && { rootUrl: this.options.endpoints.apiRootUrl }) });
  }

  private async google<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw translateGoogleError(error);
    }
  }

  private toTokens(credentials: { access_token?: string | null; expiry_date?: number | null }, refreshToken: string): OAuthTokens {
    if (!credentials.access_token) throw new CalendarAuthExpired('google', null, 'no access token was granted');
    const expiresAt = new Date(credentials.expiry_date ?? this.clock.now().getTime() + 3600_000);
    return { accessToken: credentials.access_token, refreshToken, expiresAt };
  }
}

function eventBody(event: NewCalendarEvent): calendar_v3.Schema$Event {
  return {
    id: event.eventId,
    summary: event.summary,
    description: event.description,
    start: { dateTime: event.start.toISOString(), timeZone: event.timeZone },
    end: { dateTime: event.end.toISOString(), timeZone: event.timeZone },
    attendees: [{ email: event.attendeeEmail }],
    // The event id doubles as the request id, so a retry never asks for a second Meet room.
    conferenceData: { createRequest: { requestId: event.eventId, conferenceSolutionKey: { type: 'hangoutsMeet' } } },
  };
}

function meetingLinkOf(event: calendar_v3.Schema$Event): string | null {
  const video = event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video');
  return event.hangoutLink ?? video?.uri ?? null;
}

function isConferencePending(event: calendar_v3.Schema$Event): boolean {
  return event.conferenceData?.createRequest?.status?.statusCode === 'pending';
}
