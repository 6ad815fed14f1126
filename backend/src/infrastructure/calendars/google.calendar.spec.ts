import { type FakeReply, type LoopbackServer, type RecordedRequest, describeCalendarServiceContract, recordOutboundConnections, startLoopbackServer } from './calendar.contract';
import { CalendarAuthExpired, CalendarRequestRejected, CalendarUnavailable } from './calendar.errors';
import type { NewCalendarEvent, OAuthTokens } from './calendar.port';
import { GOOGLE_CALENDAR_SCOPES, GoogleCalendar } from './google.calendar';

const CLIENT = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'client-secret-456' };
const REDIRECT = 'http://localhost:3000/api/integrations/google/callback';

/**
 * A local Google speaking the documented wire format: the OAuth2 token endpoint (RFC 6749, form
 * bodies), Calendar v3 freeBusy and events, Bearer auth, and Google's JSON error bodies.
 * `override` lets a test answer one request differently (an outage, a rate limit).
 */
class FakeGoogle {
  readonly events = new Map<string, Record<string, unknown>>();
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  private issued = 0;
  grantedScope = GOOGLE_CALENDAR_SCOPES.join(' ');
  pendingConference = false;
  override: ((request: RecordedRequest) => FakeReply | undefined) | null = null;

  reply(request: RecordedRequest): FakeReply {
    const overridden = this.override?.(request);
    if (overridden) return overridden;
    if (request.method === 'POST' && request.path === '/token') return this.token(new URLSearchParams(request.body));
    if (!this.accessTokens.has(request.headers.authorization?.replace(/^Bearer /, '') ?? '')) return googleError(401, 'authError', 'Invalid Credentials');
    if (request.method === 'POST' && request.path === '/calendar/v3/freeBusy') return this.freeBusy(JSON.parse(request.body));
    const event = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([a-v0-9]+))?$/.exec(request.path);
    if (event && request.method === 'POST') return this.insert(JSON.parse(request.body));
    if (event?.[1] && request.method === 'GET') return this.read(event[1]);
    return googleError(404, 'notFound', 'Not Found');
  }

  private token(form: URLSearchParams): FakeReply {
    if (form.get('client_id') !== CLIENT.clientId || form.get('client_secret') !== CLIENT.clientSecret) {
      return { status: 401, json: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } };
    }
    const byCode = form.get('grant_type') === 'authorization_code' && form.get('code') === 'granted-code' && form.get('redirect_uri') === REDIRECT;
    const byRefresh = form.get('grant_type') === 'refresh_token' && this.refreshTokens.has(form.get('refresh_token') ?? '');
    if (!byCode && !byRefresh) return { status: 400, json: { error: 'invalid_grant', error_description: 'Bad Request' } };
    const accessToken = `ya29.access-${++this.issued}`;
    this.accessTokens.add(accessToken);
    const json: Record<string, unknown> = { access_token: accessToken, expires_in: 3599, scope: this.grantedScope, token_type: 'Bearer' };
    if (byCode) this.refreshTokens.add((json.refresh_token = `1//refresh-${this.issued}`));
    return { json };
  }

  private freeBusy(body: { timeMin: string; timeMax: string; items: { id: string }[] }): FakeReply {
    const busy = [
      { start: '2031-03-04T14:00:00Z', end: '2031-03-04T15:00:00Z' },
      { start: '2031-03-05T16:00:00Z', end: '2031-03-05T16:30:00Z' },
    ].filter((b) => b.start < body.timeMax && b.end > body.timeMin);
    const calendars = Object.fromEntries(body.items.map(({ id }) => [id, { busy }]));
    return { json: { kind: 'calendar#freeBusy', timeMin: body.timeMin, timeMax: body.timeMax, calendars } };
  }

  private insert(body: Record<string, unknown> & { id: string; conferenceData: { createRequest: object } }): FakeReply {
    if (this.events.has(body.id)) return googleError(409, 'duplicate', 'The requested identifier already exists.');
    const link = `https://meet.google.com/${body.id.slice(0, 3)}-${body.id.slice(3, 7)}-${body.id.slice(7, 10)}`;
    const stored = { kind: 'calendar#event', status: 'confirmed', htmlLink: `https://www.google.com/calendar/event?eid=${body.id}`, ...body, hangoutLink: link };
    const conference = { createRequest: { ...body.conferenceData.createRequest, status: { statusCode: 'success' } }, entryPoints: [{ entryPointType: 'video', uri: link }] };
    this.events.set(body.id, { ...stored, conferenceData: conference });
    if (!this.pendingConference) return { json: this.events.get(body.id) };
    // Google may answer before the Meet room exists: no link yet, the request "pending".
    const { hangoutLink: _, ...withoutLink } = stored;
    return { json: { ...withoutLink, conferenceData: { createRequest: { ...body.conferenceData.createRequest, status: { statusCode: 'pending' } } } } };
  }

  private read(id: string): FakeReply {
    const event = this.events.get(id);
    return event ? { json: event } : googleError(404, 'notFound', 'Not Found');
  }
}

function googleError(code: number, reason: string, message: string): FakeReply {
  return { status: code, json: { error: { code, message, errors: [{ domain: 'global', reason, message }] } } };
}

async function openFake(): Promise<{ fake: FakeGoogle; server: LoopbackServer; google: GoogleCalendar }> {
  const fake = new FakeGoogle();
  const server = await startLoopbackServer((request) => fake.reply(request));
  const google = new GoogleCalendar({
    ...CLIENT,
    endpoints: { apiRootUrl: `${server.baseUrl}/`, tokenUrl: `${server.baseUrl}/token`, authorizationUrl: `${server.baseUrl}/o/oauth2/v2/auth` },
    maxRetryDelayMs: 1,
    conferencePollMs: 1,
  });
  return { fake, server, google };
}

const connections = recordOutboundConnections();
afterAll(() => {
  connections.stop();
  expect(connections.hosts.length).toBeGreaterThan(0);
  expect(new Set(connections.hosts)).toEqual(new Set(['127.0.0.1']));
});

describeCalendarServiceContract('google (local fake)', async () => {
  const { server, google } = await openFake();
  return { adapter: google, grantedCode: 'granted-code', redirectUri: REDIRECT, close: () => server.close() };
});

describe('google adapter on the wire', () => {
  let fake: FakeGoogle;
  let server: LoopbackServer;
  let google: GoogleCalendar;
  let tokens: OAuthTokens;
  beforeEach(async () => {
    ({ fake, server, google } = await openFake());
    tokens = await google.exchangeCode('granted-code', REDIRECT);
  });
  afterEach(() => server.close());
  const lastRequest = () => server.requests.at(-1)!;
  const event: NewCalendarEvent = {
    eventId: 'c0ffee0000000000000000000000beef',
    summary: 'Discovery call with Ada Lovelace',
    description: 'Phone: +1 555 0100\nCompany: Analytical Engines',
    start: new Date('2031-03-04T15:00:00Z'),
    end: new Date('2031-03-04T15:30:00Z'),
    attendeeEmail: 'ada@example.com',
    timeZone: 'America/New_York',
  };

  it('asks for offline access with a consent prompt and both calendar scopes', () => {
    const url = new URL(google.authorizationUrl('state-1', REDIRECT));
    expect(url.origin + url.pathname).toBe(`${server.baseUrl}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId, redirect_uri: REDIRECT, response_type: 'code', access_type: 'offline', prompt: 'consent', state: 'state-1',
      scope: 'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.readonly',
    });
  });

  it('exchanges the code with a form post to the token endpoint', () => {
    const request = server.requests[0];
    expect([request.method, request.path]).toEqual(['POST', '/token']);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'authorization_code', code: 'granted-code', redirect_uri: REDIRECT, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret,
    });
    expect(tokens).toEqual({ accessToken: 'ya29.access-1', refreshToken: '1//refresh-1', expiresAt: expect.any(Date) });
    expect(Math.abs(tokens.expiresAt.getTime() - (Date.now() + 3599_000))).toBeLessThan(5000);
  });

  it('refreshes with the refresh_token grant and keeps the refresh token Google does not resend', async () => {
    const refreshed = await google.refresh(tokens.refreshToken);
    expect(Object.fromEntries(new URLSearchParams(lastRequest().body))).toEqual({
      grant_type: 'refresh_token', refresh_token: '1//refresh-1', client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret,
    });
    expect(refreshed).toMatchObject({ accessToken: 'ya29.access-2', refreshToken: '1//refresh-1' });
  });

  it('queries freeBusy with a Bearer token and a JSON body, and returns the busy times as dates', async () => {
    const busy = await google.busyBlocks(tokens, 'primary', new Date('2031-03-03T00:00:00Z'), new Date('2031-03-08T00:00:00Z'));
    const request = lastRequest();
    expect([request.method, request.path, request.headers.authorization]).toEqual(['POST', '/calendar/v3/freeBusy', 'Bearer ya29.access-1']);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({ timeMin: '2031-03-03T00:00:00.000Z', timeMax: '2031-03-08T00:00:00.000Z', items: [{ id: 'primary' }] });
    expect(busy).toEqual([
      { start: new Date('2031-03-04T14:00:00Z'), end: new Date('2031-03-04T15:00:00Z') },
      { start: new Date('2031-03-05T16:00:00Z'), end: new Date('2031-03-05T16:30:00Z') },
    ]);
  });

  it('inserts the event with conferenceDataVersion=1, a Meet create request and the attendee, and returns hangoutLink', async () => {
    const created = await google.createEvent(tokens, event);
    const request = lastRequest();
    expect([request.method, request.path, request.headers.authorization]).toEqual(['POST', '/calendar/v3/calendars/primary/events', 'Bearer ya29.access-1']);
    expect(Object.fromEntries(request.query)).toEqual({ conferenceDataVersion: '1', sendUpdates: 'all' });
    expect(JSON.parse(request.body)).toEqual({
      id: event.eventId,
      summary: event.summary,
      description: event.description,
      start: { dateTime: '2031-03-04T15:00:00.000Z', timeZone: 'America/New_York' },
      end: { dateTime: '2031-03-04T15:30:00.000Z', timeZone: 'America/New_York' },
      attendees: [{ email: 'ada@example.com' }],
      conferenceData: { createRequest: { requestId: event.eventId, conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    });
    expect(created).toEqual({ eventId: event.eventId, meetingLink: 'https://meet.google.com/c0f-fee0-000' });
  });

  it('answers a 409 duplicate id with the event already there, without creating another', async () => {
    const first = await google.createEvent(tokens, event);
    const again = await google.createEvent(tokens, event);
    expect(again).toEqual(first);
    expect(server.requests.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /calendar/v3/calendars/primary/events',
      `GET /calendar/v3/calendars/primary/events/${event.eventId}`,
    ]);
    expect(fake.events.size).toBe(1);
  });

  it('reads the event again while Google is still creating the Meet link', async () => {
    fake.pendingConference = true;
    expect((await google.createEvent(tokens, event)).meetingLink).toBe('https://meet.google.com/c0f-fee0-000');
    expect(lastRequest().method).toBe('GET');
  });

  describe('failures', () => {
    const week = [new Date('2031-03-03T00:00:00Z'), new Date('2031-03-08T00:00:00Z')] as const;

    it('reads a 500 as unavailable, after retrying the idempotent request', async () => {
      fake.override = (r) => (r.path === '/calendar/v3/freeBusy' ? googleError(500, 'backendError', 'Backend Error') : undefined);
      const before = server.requests.length;
      await expect(google.busyBlocks(tokens, 'primary', ...week)).rejects.toBeInstanceOf(CalendarUnavailable);
      expect(server.requests.length - before).toBe(3);
    });

    it('reads a rate limit as unavailable, and a 403 for missing scopes as an expired connection', async () => {
      fake.override = () => googleError(403, 'rateLimitExceeded', 'Rate Limit Exceeded');
      await expect(google.busyBlocks(tokens, 'primary', ...week)).rejects.toBeInstanceOf(CalendarUnavailable);
      fake.override = () => googleError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
      await expect(google.busyBlocks(tokens, 'primary', ...week)).rejects.toBeInstanceOf(CalendarAuthExpired);
    });

    it('reads invalid_grant as an expired connection and a token endpoint outage as unavailable', async () => {
      await expect(google.refresh('1//revoked')).rejects.toMatchObject({ constructor: CalendarAuthExpired, status: 400, detail: 'invalid_grant: Bad Request' });
      fake.override = (r) => (r.path === '/token' ? { status: 503, json: { error: 'temporarily_unavailable' } } : undefined);
      await expect(google.refresh(tokens.refreshToken)).rejects.toBeInstanceOf(CalendarUnavailable);
    });

    it('reads our own client credentials being refused as a rejected request, not a reconnect', async () => {
      const misconfigured = new GoogleCalendar({ ...CLIENT, clientSecret: 'wrong', endpoints: { tokenUrl: `${server.baseUrl}/token` } });
      await expect(misconfigured.exchangeCode('granted-code', REDIRECT)).rejects.toBeInstanceOf(CalendarRequestRejected);
    });

    it('refuses a consent where the calendar scopes were unticked', async () => {
      fake.grantedScope = 'openid';
      await expect(google.exchangeCode('granted-code', REDIRECT)).rejects.toBeInstanceOf(CalendarAuthExpired);
    });

    it('reads a refused connection as unavailable', async () => {
      await server.close();
      await expect(google.busyBlocks(tokens, 'primary', ...week)).rejects.toBeInstanceOf(CalendarUnavailable);
    });
  });
});
