import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeReply, type LoopbackServer, type RecordedRequest, describeSchedulingToolContract, recordOutboundConnections, startLoopbackServer } from './calendar.contract';
import { CalendarAuthExpired, CalendarRequestRejected, CalendarUnavailable } from './calendar.errors';
import type { NewWebhookSubscription, OAuthTokens } from './calendar.port';
import { CalendlyScheduling } from './calendly.calendar';

const CLIENT = { clientId: 'calendly-client-id', clientSecret: 'calendly-client-secret' };
const REDIRECT = 'http://localhost:3000/api/integrations/calendly/callback';
/** Calendly names everything by absolute URL on its own host, also in the fake. */
const API = 'https://api.calendly.com';
const USER = `${API}/users/AAAAAAAAAAAAAAAA`;
const ORG = `${API}/organizations/BBBBBBBBBBBBBBBB`;
/** The invitee a booking's webhook would name; the fake knows no other. */
const INVITEE = `${API}/scheduled_events/EVENT1/invitees/INVITEE1`;
const EVENT_TYPES = ['15 Minute Meeting', '30 Minute Meeting', 'Strategy Session'].map((name, i) => ({
  uri: `${API}/event_types/ET${i}`, name, active: true, slug: name.toLowerCase().replace(/ /g, '-'), scheduling_url: `https://calendly.com/ada/et${i}`, duration: 15,
}));

/**
 * A local Calendly speaking API v2's documented wire format: form-encoded OAuth token endpoint
 * with rotating refresh tokens, `{ resource }` and `{ collection, pagination }` bodies, Bearer
 * auth, `{ title, message }` errors. Pages hold two items so pagination is exercised.
 */
class FakeCalendly {
  readonly hooks = new Map<string, Record<string, unknown>>();
  /** Invitee path -> its `no_show` (null until marked). */
  private readonly noShows = new Map<string, { uri: string; created_at: string } | null>([[new URL(INVITEE).pathname, null]]);
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  private issued = 0;
  override: ((request: RecordedRequest) => FakeReply | undefined) | null = null;

  reply(request: RecordedRequest): FakeReply {
    const overridden = this.override?.(request);
    if (overridden) return overridden;
    if (request.method === 'POST' && request.path === '/oauth/token') return this.token(new URLSearchParams(request.body));
    if (!this.accessTokens.has(request.headers.authorization?.replace(/^Bearer /, '') ?? '')) {
      return { status: 401, json: { title: 'Unauthenticated', message: 'The access token is invalid' } };
    }
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /users/me') return { json: { resource: { uri: USER, name: 'Ada Lovelace', slug: 'ada', scheduling_url: 'https://calendly.com/ada', current_organization: ORG, timezone: 'Europe/London' } } };
    if (route === 'GET /event_types') return this.page(request, EVENT_TYPES, request.query.get('user') === USER);
    if (route === 'GET /webhook_subscriptions') return this.page(request, [...this.hooks.values()], request.query.get('organization') === ORG);
    if (route === 'POST /webhook_subscriptions') return this.subscribe(JSON.parse(request.body));
    if (route === 'POST /invitee_no_shows') return this.markNoShow(String(JSON.parse(request.body).invitee));
    if (request.method === 'GET' && this.noShows.has(request.path)) return { json: { resource: { uri: `${API}${request.path}`, status: 'active', no_show: this.noShows.get(request.path) } } };
    const hook = /^\/webhook_subscriptions\/([\w-]+)$/.exec(request.path);
    if (request.method === 'DELETE' && hook && this.hooks.delete(`${API}${request.path}`)) return { status: 204 };
    return { status: 404, json: { title: 'Resource Not Found', message: 'The server could not find the requested resource.' } };
  }

  private token(form: URLSearchParams): FakeReply {
    if (form.get('client_id') !== CLIENT.clientId || form.get('client_secret') !== CLIENT.clientSecret) {
      return { status: 401, json: { error: 'invalid_client', error_description: 'Client authentication failed due to unknown client.' } };
    }
    const byCode = form.get('grant_type') === 'authorization_code' && form.get('code') === 'granted-code' && form.get('redirect_uri') === REDIRECT;
    // Refresh tokens are single-use: the old one is retired when a new pair is issued.
    const byRefresh = form.get('grant_type') === 'refresh_token' && this.refreshTokens.delete(form.get('refresh_token') ?? '');
    if (!byCode && !byRefresh) return { status: 400, json: { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid, expired, revoked.' } };
    const n = ++this.issued;
    this.accessTokens.add(`access-${n}`);
    this.refreshTokens.add(`refresh-${n}`);
    return { json: { token_type: 'Bearer', access_token: `access-${n}`, refresh_token: `refresh-${n}`, scope: 'default', created_at: 1_900_000_000, expires_in: 7200, owner: USER, organization: ORG } };
  }

  private page({ path, query }: RecordedRequest, items: object[], allowed: boolean): FakeReply {
    if (!allowed) return { status: 403, json: { title: 'Permission Denied', message: 'You do not have permission' } };
    const start = Number(query.get('page_token') ?? 0);
    const nextQuery = new URLSearchParams(query);
    nextQuery.set('page_token', String(start + 2));
    const next_page = start + 2 < items.length ? `${API}${path}?${nextQuery}` : null;
    return { json: { collection: items.slice(start, start + 2), pagination: { count: Math.min(2, items.length - start), next_page, previous_page: null } } };
  }

  /** Calendly documents no status for an invitee already marked; the fake answers its documented 400. */
  private markNoShow(invitee: string): FakeReply {
    const path = new URL(invitee).pathname;
    if (!this.noShows.has(path)) return { status: 404, json: { title: 'Resource Not Found', message: 'The server could not find the requested resource.' } };
    if (this.noShows.get(path)) return { status: 400, json: { title: 'Invalid Argument', message: 'Invitee is already marked as no show.' } };
    const noShow = { uri: `${API}/invitee_no_shows/NS${this.noShows.size}`, created_at: new Date().toISOString() };
    this.noShows.set(path, noShow);
    return { status: 201, json: { resource: { ...noShow, invitee } } };
  }

  private subscribe(body: Record<string, unknown>): FakeReply {
    if ([...this.hooks.values()].some((h) => h.callback_url === body.url && h.user === body.user)) {
      return { status: 409, json: { title: 'Already Exists', message: 'Hook with this url, version, and scope already exists' } };
    }
    const uri = `${API}/webhook_subscriptions/HOOK${this.hooks.size + 1}${Date.now()}`;
    const resource = { uri, callback_url: body.url, state: 'active', events: body.events, scope: body.scope, organization: body.organization, user: body.user, creator: USER };
    this.hooks.set(uri, resource);
    return { status: 201, json: { resource } };
  }
}

async function openFake(): Promise<{ fake: FakeCalendly; server: LoopbackServer; calendly: CalendlyScheduling }> {
  const fake = new FakeCalendly();
  const server = await startLoopbackServer((request) => fake.reply(request));
  const calendly = new CalendlyScheduling({ ...CLIENT, endpoints: { authBaseUrl: server.baseUrl, apiBaseUrl: server.baseUrl } });
  return { fake, server, calendly };
}

const connections = recordOutboundConnections();
afterAll(() => {
  connections.stop();
  expect(connections.hosts.length).toBeGreaterThan(0);
  expect(new Set(connections.hosts)).toEqual(new Set(['127.0.0.1']));
});

describeSchedulingToolContract('calendly (local fake)', async () => {
  const { server, calendly } = await openFake();
  return { adapter: calendly, grantedCode: 'granted-code', redirectUri: REDIRECT, inviteeUri: INVITEE, close: () => server.close() };
});

describe('calendly adapter on the wire', () => {
  let fake: FakeCalendly;
  let server: LoopbackServer;
  let calendly: CalendlyScheduling;
  let tokens: OAuthTokens;
  beforeEach(async () => {
    ({ fake, server, calendly } = await openFake());
    tokens = await calendly.exchangeCode('granted-code', REDIRECT);
  });
  afterEach(() => server.close());
  const routes = (from = 0) => server.requests.slice(from).map((r) => `${r.method} ${r.path}`);
  const subscription: NewWebhookSubscription = {
    url: 'https://leadledger.example/api/webhooks/calendly',
    organization: ORG,
    user: USER,
    scope: 'user',
    events: ['invitee.created', 'invitee.canceled'],
    signingKey: 'signing-key-0123456789abcdef',
  };

  it('sends the merchant to /oauth/authorize with the client id, a code response type and the state', () => {
    const url = new URL(calendly.authorizationUrl('state-1', REDIRECT));
    expect(url.origin + url.pathname).toBe(`${server.baseUrl}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: CLIENT.clientId, response_type: 'code', redirect_uri: REDIRECT, state: 'state-1' });
  });

  it('exchanges the code with a form post to /oauth/token', () => {
    const request = server.requests[0];
    expect([request.method, request.path, request.headers['content-type']]).toEqual(['POST', '/oauth/token', 'application/x-www-form-urlencoded']);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'authorization_code', code: 'granted-code', redirect_uri: REDIRECT, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret,
    });
    expect(tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: expect.any(Date) });
  });

  it('stores the rotated refresh token: the old one is refused afterwards', async () => {
    const refreshed = await calendly.refresh(tokens.refreshToken);
    expect(Object.fromEntries(new URLSearchParams(server.requests.at(-1)!.body))).toEqual({
      grant_type: 'refresh_token', refresh_token: 'refresh-1', client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret,
    });
    expect(refreshed).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    await expect(calendly.refresh(tokens.refreshToken)).rejects.toMatchObject({ constructor: CalendarAuthExpired, status: 400 });
  });

  it('reads the current user from /users/me with a Bearer token', async () => {
    expect(await calendly.currentUser(tokens)).toEqual({ uri: USER, name: 'Ada Lovelace', organization: ORG, schedulingUrl: 'https://calendly.com/ada' });
    const request = server.requests.at(-1)!;
    expect([request.method, request.path, request.headers.authorization]).toEqual(['GET', '/users/me', 'Bearer access-1']);
  });

  it("follows next_page through every page of the user's active event types, staying on our API host", async () => {
    const types = await calendly.eventTypes(tokens, USER);
    expect(types.map((t) => t.name)).toEqual(['15 Minute Meeting', '30 Minute Meeting', 'Strategy Session']);
    expect(types[0]).toEqual({ uri: `${API}/event_types/ET0`, name: '15 Minute Meeting', schedulingUrl: 'https://calendly.com/ada/et0' });
    const [first, second] = server.requests.slice(-2);
    expect(Object.fromEntries(first.query)).toEqual({ user: USER, active: 'true', count: '100' });
    expect([second.path, second.query.get('page_token'), second.headers.authorization]).toEqual(['/event_types', '2', 'Bearer access-1']);
  });

  it('creates the webhook subscription with a JSON body carrying our signing key', async () => {
    const created = await calendly.createWebhookSubscription(tokens, subscription);
    const request = server.requests.at(-1)!;
    expect([request.method, request.path, request.headers.authorization]).toEqual(['POST', '/webhook_subscriptions', 'Bearer access-1']);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      url: subscription.url, events: ['invitee.created', 'invitee.canceled'], organization: ORG, user: USER, scope: 'user', signing_key: subscription.signingKey,
    });
    expect(fake.hooks.has(created.uri)).toBe(true);
  });

  it('replaces an existing subscription for the same url on 409, so the new signing key applies', async () => {
    const old = await calendly.createWebhookSubscription(tokens, subscription);
    const from = server.requests.length;
    const replaced = await calendly.createWebhookSubscription(tokens, { ...subscription, signingKey: 'another-signing-key-0123' });
    expect(routes(from)).toEqual(['POST /webhook_subscriptions', 'GET /webhook_subscriptions', `DELETE ${new URL(old.uri).pathname}`, 'POST /webhook_subscriptions']);
    expect(Object.fromEntries(server.requests[from + 1].query)).toEqual({ organization: ORG, user: USER, scope: 'user', count: '100' });
    expect([...fake.hooks.keys()]).toEqual([replaced.uri]);
    expect(JSON.parse(server.requests.at(-1)!.body).signing_key).toBe('another-signing-key-0123');
  });

  describe('failures', () => {
    it('reads a 401 as an expired connection', async () => {
      await expect(calendly.eventTypes({ ...tokens, accessToken: 'revoked' }, USER)).rejects.toMatchObject({
        constructor: CalendarAuthExpired, status: 401, detail: 'Unauthenticated: The access token is invalid',
      });
    });

    it('reads a 500 or a 429 as unavailable', async () => {
      fake.override = () => ({ status: 500, json: { title: 'Internal Server Error', message: 'Something went wrong' } });
      await expect(calendly.currentUser(tokens)).rejects.toBeInstanceOf(CalendarUnavailable);
      fake.override = () => ({ status: 429, json: { title: 'Too Many Requests', message: 'Rate limit exceeded' } });
      await expect(calendly.currentUser(tokens)).rejects.toBeInstanceOf(CalendarUnavailable);
    });

    it("passes on Calendly's reason for a 403, such as a plan without webhooks", async () => {
      fake.override = (r) => (r.method === 'POST' && r.path === '/webhook_subscriptions' ? { status: 403, json: { title: 'Permission Denied', message: 'Please upgrade your Calendly account to Standard' } } : undefined);
      const refused = calendly.createWebhookSubscription(tokens, subscription);
      await expect(refused).rejects.toBeInstanceOf(CalendarRequestRejected);
      await expect(refused).rejects.toThrow('Calendly refused the request: Permission Denied: Please upgrade your Calendly account to Standard');
    });

    it('reads our own client credentials being refused as a rejected request, not a reconnect', async () => {
      const misconfigured = new CalendlyScheduling({ ...CLIENT, clientSecret: 'wrong', endpoints: { authBaseUrl: server.baseUrl, apiBaseUrl: server.baseUrl } });
      await expect(misconfigured.exchangeCode('granted-code', REDIRECT)).rejects.toBeInstanceOf(CalendarRequestRejected);
    });

    it('reads a response of the wrong shape as unavailable', async () => {
      fake.override = () => ({ json: { resource: { uri: USER } } });
      await expect(calendly.currentUser(tokens)).rejects.toMatchObject({ constructor: CalendarUnavailable, detail: 'unexpected response: "name" is not a string' });
    });

    it('reads a refused connection and a timeout as unavailable', async () => {
      await server.close();
      await expect(calendly.currentUser(tokens)).rejects.toMatchObject({ constructor: CalendarUnavailable, status: null });
      const silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      const impatient = new CalendlyScheduling({ ...CLIENT, timeoutMs: 50, endpoints: { apiBaseUrl: `http://127.0.0.1:${port}` } });
      await expect(impatient.currentUser(tokens)).rejects.toMatchObject({ constructor: CalendarUnavailable, detail: expect.stringContaining('TimeoutError') });
      silent.closeAllConnections();
      silent.close();
    });
  });
});
