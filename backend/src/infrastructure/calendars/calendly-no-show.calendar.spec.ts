import { type FakeReply, type LoopbackServer, type RecordedRequest, recordOutboundConnections, startLoopbackServer } from './calendar.contract';
import { CalendarAuthExpired, CalendarRequestRejected, CalendarUnavailable } from './calendar.errors';
import type { OAuthTokens } from './calendar.port';
import { CalendlyScheduling } from './calendly.calendar';

/** Calendly names invitees by absolute URL on its own host, as its webhooks give them. */
const API = 'https://api.calendly.com';
const INVITEE_PATH = '/scheduled_events/GBGBDCAADAEDCRZ2/invitees/7c1dbe46-bd84-42e2-9b97-05e2fb379bfe';
const INVITEE = `${API}${INVITEE_PATH}`;
const NO_SHOW = `${API}/invitee_no_shows/639fa667-4c1b-4b20-93b5-1b1969d67dc6`;
const TOKENS: OAuthTokens = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: new Date('2100-01-01T00:00:00Z') };

const created: FakeReply = { status: 201, json: { resource: { uri: NO_SHOW, invitee: INVITEE, created_at: '2031-03-04T15:40:00.000000Z' } } };
const refused = (status: number, title: string, message: string): FakeReply => ({ status, json: { title, message } });
/** `GET {invitee}`: the invitee resource, its `no_show` null until marked. */
const invitee = (noShow: { uri: string; created_at: string } | null): FakeReply => ({
  json: { resource: { uri: INVITEE, email: 'ada@example.com', name: 'Ada Lovelace', status: 'active', no_show: noShow } },
});

/**
 * Calendly's `POST /invitee_no_shows` and `GET {invitee}` on a local server; each test says what
 * the two answer. Calendly documents no status for "already marked", so several are tried.
 */
const connections = recordOutboundConnections();
afterAll(() => {
  connections.stop();
  expect(connections.hosts.length).toBeGreaterThan(0);
  expect(new Set(connections.hosts)).toEqual(new Set(['127.0.0.1']));
});

describe('calendly adapter: marking an invitee a no-show', () => {
  let server: LoopbackServer;
  let calendly: CalendlyScheduling;
  let answers: { post: FakeReply; get: FakeReply };
  beforeEach(async () => {
    answers = { post: created, get: refused(404, 'Resource Not Found', 'The server could not find the requested resource.') };
    server = await startLoopbackServer((request: RecordedRequest) => {
      if (request.method === 'POST' && request.path === '/invitee_no_shows') return answers.post;
      if (request.method === 'GET' && request.path === INVITEE_PATH) return answers.get;
      return refused(404, 'Resource Not Found', 'The server could not find the requested resource.');
    });
    calendly = new CalendlyScheduling({ clientId: 'id', clientSecret: 'secret', endpoints: { authBaseUrl: server.baseUrl, apiBaseUrl: server.baseUrl } });
  });
  afterEach(() => server.close());
  const routes = () => server.requests.map((r) => `${r.method} ${r.path}`);

  it('posts the invitee URI as JSON to /invitee_no_shows with a Bearer token, and answers the created record', async () => {
    expect(await calendly.markInviteeNoShow(TOKENS, INVITEE)).toEqual({ uri: NO_SHOW });
    expect(routes()).toEqual(['POST /invitee_no_shows']);
    const [request] = server.requests;
    expect([request.headers.authorization, request.headers['content-type'], request.headers.accept]).toEqual(['Bearer access-1', 'application/json', 'application/json']);
    expect(JSON.parse(request.body)).toEqual({ invitee: INVITEE });
  });

  it.each([400, 409, 422])('reads a %i refusal of an invitee already marked as its existing record, from the invitee on our API host', async (status) => {
    answers = { post: refused(status, 'Invalid Argument', 'Invitee is already marked as no show.'), get: invitee({ uri: NO_SHOW, created_at: '2031-03-04T15:40:00.000000Z' }) };
    expect(await calendly.markInviteeNoShow(TOKENS, INVITEE)).toEqual({ uri: NO_SHOW });
    expect(routes()).toEqual(['POST /invitee_no_shows', `GET ${INVITEE_PATH}`]);
    expect(server.requests[1].headers.authorization).toBe('Bearer access-1');
  });

  it("passes on Calendly's refusal when the invitee turns out not to be marked", async () => {
    answers = { post: refused(400, 'Invalid Argument', 'The event has not started yet.'), get: invitee(null) };
    const marking = calendly.markInviteeNoShow(TOKENS, INVITEE);
    await expect(marking).rejects.toMatchObject({ constructor: CalendarRequestRejected, status: 400 });
    await expect(marking).rejects.toThrow('Calendly refused the request: Invalid Argument: The event has not started yet.');
    expect(routes()).toEqual(['POST /invitee_no_shows', `GET ${INVITEE_PATH}`]);
  });

  it("passes on Calendly's refusal when the invitee cannot be read either, but not a failure to reach Calendly", async () => {
    answers.post = refused(400, 'Invalid Argument', 'The supplied parameters are invalid.');
    await expect(calendly.markInviteeNoShow(TOKENS, INVITEE)).rejects.toMatchObject({ constructor: CalendarRequestRejected, status: 400 });
    answers.get = refused(503, 'Service Unavailable', 'Try again later');
    await expect(calendly.markInviteeNoShow(TOKENS, INVITEE)).rejects.toMatchObject({ constructor: CalendarUnavailable, status: 503 });
  });

  it('reads a 401 as an expired connection, without reading the invitee', async () => {
    answers.post = refused(401, 'Unauthenticated', 'The access token is invalid');
    await expect(calendly.markInviteeNoShow(TOKENS, INVITEE)).rejects.toMatchObject({
      constructor: CalendarAuthExpired, status: 401, detail: 'Unauthenticated: The access token is invalid',
    });
    expect(routes()).toEqual(['POST /invitee_no_shows']);
  });

  it.each([500, 503, 429])('reads a %i as unavailable, without reading the invitee', async (status) => {
    answers.post = refused(status, 'Service Unavailable', 'Try again later');
    await expect(calendly.markInviteeNoShow(TOKENS, INVITEE)).rejects.toMatchObject({ constructor: CalendarUnavailable, status });
    expect(routes()).toEqual(['POST /invitee_no_shows']);
  });

  it.each([
    [404, 'Resource Not Found', 'The server could not find the requested resource.'],
    [403, 'Permission Denied', 'You do not have permission to access this resource.'],
  ])("reads a %i as a rejected request carrying Calendly's reason, without reading the invitee", async (status, title, message) => {
    answers = { post: refused(status, title, message), get: invitee({ uri: NO_SHOW, created_at: '2031-03-04T15:40:00.000000Z' }) };
    const marking = calendly.markInviteeNoShow(TOKENS, INVITEE);
    await expect(marking).rejects.toMatchObject({ constructor: CalendarRequestRejected, status, detail: `${title}: ${message}` });
    expect(routes()).toEqual(['POST /invitee_no_shows']);
  });

  it('reads an answer without the record as unavailable', async () => {
    answers.post = { status: 201, json: { resource: { invitee: INVITEE } } };
    await expect(calendly.markInviteeNoShow(TOKENS, INVITEE)).rejects.toMatchObject({ constructor: CalendarUnavailable, detail: 'unexpected response: "uri" is not a string' });
  });

  it('refuses an invitee URI that is not a URL before sending anything', async () => {
    await expect(calendly.markInviteeNoShow(TOKENS, 'INVITEE1')).rejects.toBeInstanceOf(RangeError);
    expect(server.requests).toHaveLength(0);
  });
});
