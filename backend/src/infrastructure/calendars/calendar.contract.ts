import { type FakeReply, type RecordedRequest, serveLoopback } from '../../test-support/loopback-server';
import { CalendarAuthExpired, CalendarRequestRejected } from './calendar.errors';
import type { CalendarService, OAuthConnector, OAuthTokens, SchedulingTool } from './calendar.port';

/**
 * The behaviour every calendar adapter must have (CONVENTIONS.md 9), run against the sandbox
 * adapters and against the real ones talking to local fakes of Google and Calendly. `open` gives
 * an adapter plus an authorization code its provider will accept.
 */
export interface OpenedAdapter<Adapter> {
  adapter: Adapter;
  grantedCode: string;
  redirectUri: string;
  close(): Promise<void>;
}

/** A scheduling tool also needs an invitee it knows, as a booking's webhook names it. */
export interface OpenedSchedulingTool extends OpenedAdapter<SchedulingTool> {
  inviteeUri: string;
}

/** A weekday week, far enough ahead to stay in the future. */
const MONDAY = new Date('2031-03-03T00:00:00Z');
const SATURDAY = new Date('2031-03-08T00:00:00Z');
/** Well formed, on Calendly's host, and booked by nobody. */
const UNKNOWN_INVITEE = 'https://api.calendly.com/scheduled_events/00000000-0000-4000-8000-000000000000/invitees/00000000-0000-4000-8000-000000000000';
const REVOKED: OAuthTokens = { accessToken: 'revoked-token', refreshToken: 'revoked-refresh', expiresAt: new Date('2100-01-01T00:00:00Z') };

export function describeCalendarServiceContract(name: string, open: () => Promise<OpenedAdapter<CalendarService>>): void {
  describe(`calendar service contract: ${name}`, () => {
    let opened: OpenedAdapter<CalendarService>;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(async () => opened.close());

    describeOAuthConnector(() => opened, (tokens) => opened.adapter.busyBlocks(tokens, 'primary', MONDAY, SATURDAY));

    it('gives busy blocks inside the asked range, sorted and apart, the same each time', async () => {
      const { adapter } = opened;
      const tokens = await adapter.exchangeCode(opened.grantedCode, opened.redirectUri);
      const blocks = await adapter.busyBlocks(tokens, 'primary', MONDAY, SATURDAY);
      expect(blocks.length).toBeGreaterThan(0);
      for (const [i, block] of blocks.entries()) {
        expect(block.start.getTime()).toBeLessThan(block.end.getTime());
        expect(block.start.getTime()).toBeGreaterThanOrEqual(MONDAY.getTime());
        expect(block.end.getTime()).toBeLessThanOrEqual(SATURDAY.getTime());
        if (i > 0) expect(block.start.getTime()).toBeGreaterThan(blocks[i - 1].end.getTime());
      }
      expect(await adapter.busyBlocks(tokens, 'primary', MONDAY, SATURDAY)).toEqual(blocks);
    });

    it('creates an event with a meeting link, and gives the same event when the same id is created again', async () => {
      const { adapter } = opened;
      const tokens = await adapter.exchangeCode(opened.grantedCode, opened.redirectUri);
      const event = {
        eventId: 'b00k1ng0000000000000000000000001',
        summary: 'Discovery call with Ada Lovelace',
        description: 'Booked through LeadLedger',
        start: new Date('2031-03-04T15:00:00Z'),
        end: new Date('2031-03-04T15:30:00Z'),
        attendeeEmail: 'ada@example.com',
        timeZone: 'America/New_York',
      };
      const created = await adapter.createEvent(tokens, event);
      expect(created.eventId).toBe(event.eventId);
      expect(created.meetingLink).toMatch(/^https:\/\/\S+$/);
      expect(await adapter.createEvent(tokens, event)).toEqual(created);
    });

    it('refuses an event id Google would refuse, before sending anything', async () => {
      const { adapter } = opened;
      const tokens = await adapter.exchangeCode(opened.grantedCode, opened.redirectUri);
      const at = new Date('2031-03-04T15:00:00Z');
      const bad = { eventId: 'Has-Capitals-And-wxyz', summary: 's', description: 'd', start: at, end: at, attendeeEmail: 'a@example.com', timeZone: 'UTC' };
      await expect(adapter.createEvent(tokens, bad)).rejects.toBeInstanceOf(RangeError);
    });

    it('reads a revoked access token as an expired connection', async () => {
      await expect(opened.adapter.busyBlocks(REVOKED, 'primary', MONDAY, SATURDAY)).rejects.toBeInstanceOf(CalendarAuthExpired);
      const at = new Date('2031-03-04T15:00:00Z');
      const event = { eventId: 'abcdef012345', summary: 's', description: 'd', start: at, end: at, attendeeEmail: 'a@example.com', timeZone: 'UTC' };
      await expect(opened.adapter.createEvent(REVOKED, event)).rejects.toBeInstanceOf(CalendarAuthExpired);
    });
  });
}

export function describeSchedulingToolContract(name: string, open: () => Promise<OpenedSchedulingTool>): void {
  describe(`scheduling tool contract: ${name}`, () => {
    let opened: OpenedSchedulingTool;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(async () => opened.close());

    describeOAuthConnector(() => opened, (tokens) => opened.adapter.currentUser(tokens));

    it("gives the connected user's account and organization", async () => {
      const tokens = await opened.adapter.exchangeCode(opened.grantedCode, opened.redirectUri);
      const user = await opened.adapter.currentUser(tokens);
      expect(user).toEqual({ uri: expect.any(String), name: expect.any(String), organization: expect.any(String), schedulingUrl: expect.any(String) });
      expect(user.organization).not.toBe(user.uri);
    });

    it("lists every meeting type of the user, each with a uri, a name and a scheduling URL", async () => {
      const tokens = await opened.adapter.exchangeCode(opened.grantedCode, opened.redirectUri);
      const user = await opened.adapter.currentUser(tokens);
      const types = await opened.adapter.eventTypes(tokens, user.uri);
      expect(types.length).toBeGreaterThanOrEqual(2);
      expect(new Set(types.map((t) => t.uri)).size).toBe(types.length);
      for (const type of types) expect(type).toEqual({ uri: expect.any(String), name: expect.any(String), schedulingUrl: expect.any(String) });
    });

    it('subscribes to invitee webhooks, replaces the subscription on reconnect, and deletes it idempotently', async () => {
      const { adapter } = opened;
      const tokens = await adapter.exchangeCode(opened.grantedCode, opened.redirectUri);
      const user = await adapter.currentUser(tokens);
      const subscription = {
        url: 'https://leadledger.example/api/webhooks/calendly',
        organization: user.organization,
        user: user.uri,
        scope: 'user' as const,
        events: ['invitee.created' as const, 'invitee.canceled' as const],
        signingKey: 'first-signing-key-0123456789',
      };
      expect((await adapter.createWebhookSubscription(tokens, subscription)).uri).toEqual(expect.any(String));
      const replaced = await adapter.createWebhookSubscription(tokens, { ...subscription, signingKey: 'second-signing-key-0123456789' });
      await adapter.deleteWebhookSubscription(tokens, replaced.uri);
      await adapter.deleteWebhookSubscription(tokens, replaced.uri);
    });

    it('marks an invitee a no-show, answers the same record when it is marked again, and refuses an unknown invitee', async () => {
      const { adapter, inviteeUri } = opened;
      const tokens = await adapter.exchangeCode(opened.grantedCode, opened.redirectUri);
      const marked = await adapter.markInviteeNoShow(tokens, inviteeUri);
      expect(marked).toEqual({ uri: expect.stringMatching(/\/invitee_no_shows\/[\w-]+$/) });
      expect(await adapter.markInviteeNoShow(tokens, inviteeUri)).toEqual(marked);
      await expect(adapter.markInviteeNoShow(tokens, UNKNOWN_INVITEE)).rejects.toMatchObject({ constructor: CalendarRequestRejected, status: 404 });
    });

    it('reads a revoked access token as an expired connection', async () => {
      await expect(opened.adapter.currentUser(REVOKED)).rejects.toBeInstanceOf(CalendarAuthExpired);
      await expect(opened.adapter.markInviteeNoShow(REVOKED, opened.inviteeUri)).rejects.toBeInstanceOf(CalendarAuthExpired);
    });
  });
}

/** `use` calls the provider's API with the tokens, to show that they work. */
function describeOAuthConnector(opened: () => OpenedAdapter<OAuthConnector>, use: (tokens: OAuthTokens) => Promise<unknown>): void {
  it('sends the merchant to a consent page that returns the state to the redirect URI', () => {
    const { adapter, redirectUri } = opened();
    const url = new URL(adapter.authorizationUrl('state-123', redirectUri), 'http://leadledger.invalid');
    expect(url.searchParams.get('state')).toBe('state-123');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
  });

  it('exchanges a granted code for an access token, a refresh token and a future expiry', async () => {
    const { adapter, grantedCode, redirectUri } = opened();
    const tokens = await adapter.exchangeCode(grantedCode, redirectUri);
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a code it never granted as an expired connection', async () => {
    const { adapter, redirectUri } = opened();
    await expect(adapter.exchangeCode('never-granted', redirectUri)).rejects.toBeInstanceOf(CalendarAuthExpired);
  });

  it('refreshes into tokens that work, and refuses an unknown refresh token', async () => {
    const { adapter, grantedCode, redirectUri } = opened();
    const tokens = await adapter.exchangeCode(grantedCode, redirectUri);
    const refreshed = await adapter.refresh(tokens.refreshToken);
    expect(refreshed.refreshToken).toEqual(expect.any(String));
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await expect(use(refreshed)).resolves.toBeDefined();
    // Refreshing again with the token just received works on both providers (Calendly rotates it).
    await expect(adapter.refresh(refreshed.refreshToken)).resolves.toBeDefined();
    await expect(adapter.refresh('never-issued')).rejects.toBeInstanceOf(CalendarAuthExpired);
  });
}

/* Test support for the real adapters: local servers that stand in for Google and Calendly. */

export type { FakeReply, RecordedRequest } from '../../test-support/loopback-server';
export { recordOutboundConnections } from '../../test-support/loopback-server';

export interface LoopbackServer {
  baseUrl: string;
  /** Every request received, in order, for the specs' wire-format checks. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 and a free port, answering JSON from `reply`. */
export async function startLoopbackServer(reply: (request: RecordedRequest) => FakeReply): Promise<LoopbackServer> {
  return serveLoopback((request) => {
    let answer: FakeReply;
    try {
      answer = reply(request);
    } catch (error) {
      answer = { status: 400, json: { fake: `cannot answer: ${String(error)}` } };
    }
    const body = answer.json === undefined ? '' : JSON.stringify(answer.json);
    const headers: Record<string, string> = body ? { 'content-type': 'application/json; charset=utf-8' } : {};
    return { status: answer.status ?? 200, headers, body };
  });
}
