import type { CalendarIntegration } from '@leadledger/contracts/integration';
import { TokenCipher } from '../src/infrastructure/crypto/token-cipher';
import type { Browser } from './support/accounts';
import { withDatabase } from './support/database';
import { callbackOutcome, completeConnection, connectSandbox, startConnection } from './support/merchant-setup';
import { MERCHANT_ONLY, newAffiliate, newMerchant, NO_SUCH_ID, type Person, SIGN_IN_MESSAGE } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const RECONNECT = 'The Google Calendar connection may have expired. Reconnect it in Integrations.';
const GOOGLE_ROW = { provider: 'google', isActive: true, isSandbox: true, calendarName: 'Sandbox calendar', calendarAppUrl: null, calendlyPlanType: null, supportsUtmTracking: true };

describe('integrations endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const list = async (b: Browser): Promise<CalendarIntegration[]> => (await b.get('/api/integrations/calendar').expect(200)).body;
  const sql = (text: string, params: unknown[]) => withDatabase(t, async (db) => (await db.query(text, params)).rows);
  const stored = (merchantId: string) => sql('SELECT id, is_active, access_token_enc, refresh_token_enc FROM calendar_integrations WHERE merchant_id = $1', [merchantId]);

  describe('GET /api/integrations/calendar', () => {
    it('is empty for a new merchant, then lists each connected sandbox calendar', async () => {
      const m = await newMerchant(t);
      expect(await list(m.browser)).toEqual([]);
      const googleId = await connectSandbox(m.browser, 'google');
      const calendlyId = await connectSandbox(m.browser, 'calendly');
      expect(await list(m.browser)).toEqual([
        { id: calendlyId, provider: 'calendly', isActive: true, isSandbox: true, calendarName: 'Sandbox Calendly', lastSyncAt: null, calendarAppUrl: expect.any(String), calendlyPlanType: 'sandbox', supportsUtmTracking: true, connectedAt: expect.any(String) },
        { ...GOOGLE_ROW, id: googleId, lastSyncAt: null, connectedAt: expect.any(String) },
      ]);
    });

    it("never shows another merchant's integrations", async () => {
      await connectSandbox((await newMerchant(t)).browser, 'google');
      expect(await list((await newMerchant(t)).browser)).toEqual([]);
    });
  });

  describe('POST /api/integrations/:provider/connect', () => {
    it.each(['google', 'calendly'])('%s: returns our sandbox consent URL with a fresh one-time state each time', async (provider) => {
      const m = await newMerchant(t);
      const first = await startConnection(m.browser, provider);
      const second = await startConnection(m.browser, provider);
      const url = new URL(first.authUrl, 'http://localhost');
      expect(first.authUrl.startsWith(`/sandbox/${provider}/consent?`)).toBe(true);
      expect(url.searchParams.get('redirect_uri')).toMatch(new RegExp(`/api/integrations/${provider}/callback$`));
      expect(first.state).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect(second.state).not.toBe(first.state);
      expect(await list(m.browser)).toEqual([]);
    });

    it('answers 404 for an unknown provider', async () => {
      const res = await (await newMerchant(t)).browser.post('/api/integrations/outlook/connect').expect(404);
      expect(res.body).toEqual({ message: 'Unknown calendar provider: use google or calendly.' });
    });
  });

  describe('GET /api/integrations/:provider/callback', () => {
    it('connects for the merchant who started it, even in a signed-out tab, and redirects to /integrations', async () => {
      const m = await newMerchant(t);
      const { state } = await startConnection(m.browser, 'google');
      const res = await completeConnection(t.browser(), 'google', { code: 'sandbox-tab', state }).expect(303);
      expect(callbackOutcome(res.headers.location)).toEqual({ path: '/integrations', connected: 'google', error: null });
      expect(await list(m.browser)).toEqual([expect.objectContaining(GOOGLE_ROW)]);
    });

    it.each([
      ['an unknown state', async () => ({ code: 'sandbox-x', state: 'forged-state-value' })],
      ['no state', async () => ({ code: 'sandbox-x' })],
      ['no code', async (b: Browser) => ({ state: (await startConnection(b, 'google')).state })],
      ['a refused consent', async (b: Browser) => ({ error: 'access_denied', state: (await startConnection(b, 'google')).state })],
      ['a code the provider rejects', async (b: Browser) => ({ code: 'not-a-sandbox-code', state: (await startConnection(b, 'google')).state })],
      ['a state issued for Calendly', async (b: Browser) => ({ code: 'sandbox-x', state: (await startConnection(b, 'calendly')).state })],
    ])('redirects with an error and stores nothing for %s', async (_case, query) => {
      const m = await newMerchant(t);
      const res = await completeConnection(m.browser, 'google', await query(m.browser)).expect(303);
      const outcome = callbackOutcome(res.headers.location);
      expect(outcome).toEqual({ path: '/integrations', connected: null, error: expect.any(String) });
      expect(outcome.error?.length).toBeGreaterThan(10);
      expect(await list(m.browser)).toEqual([]);
      expect(await stored(m.user.id)).toEqual([]);
    });

    it('refuses a state that was already used and keeps the first connection as it was', async () => {
      const m = await newMerchant(t);
      const { state } = await startConnection(m.browser, 'google');
      await completeConnection(m.browser, 'google', { code: 'sandbox-first', state }).expect(303);
      const before = await list(m.browser);
      const replay = await completeConnection(m.browser, 'google', { code: 'sandbox-second', state }).expect(303);
      expect(callbackOutcome(replay.headers.location).error).toMatch(/expired or was already used/);
      expect(await list(m.browser)).toEqual(before);
      expect(await stored(m.user.id)).toHaveLength(1);
    });

    it('refuses a state older than 15 minutes', async () => {
      const m = await newMerchant(t);
      const { state } = await startConnection(m.browser, 'google');
      await sql(`UPDATE oauth_states SET created_at = now() - interval '16 minutes' WHERE state = $1`, [state]);
      const res = await completeConnection(m.browser, 'google', { code: 'sandbox-late', state }).expect(303);
      expect(callbackOutcome(res.headers.location).error).toMatch(/expired or was already used/);
      expect(await stored(m.user.id)).toEqual([]);
    });

    it.each([['another merchant', newMerchant], ['an affiliate', newAffiliate]])(
      "refuses a connection started by merchant A but completed in %s's signed-in browser",
      async (_case, other: (t: TestApp) => Promise<Person>) => {
        const a = await newMerchant(t);
        const b = await other(t);
        const { state } = await startConnection(a.browser, 'google');
        const res = await completeConnection(b.browser, 'google', { code: 'sandbox-hijack', state }).expect(303);
        expect(callbackOutcome(res.headers.location)).toEqual({ path: '/integrations', connected: null, error: expect.stringMatching(/started by another account/) });
        expect(await list(a.browser)).toEqual([]);
        expect(await stored(a.user.id)).toEqual([]);
        expect(await stored(b.user.id)).toEqual([]);
      },
    );
  });

  describe('POST /api/integrations/:id/sync', () => {
    it('Google: answers eventsCount and weeksCovered 5 and records lastSyncAt', async () => {
      const m = await newMerchant(t);
      const id = await connectSandbox(m.browser, 'google');
      const res = await m.browser.post(`/api/integrations/${id}/sync`).expect(200);
      expect(res.body).toEqual({ eventsCount: expect.any(Number), weeksCovered: 5 });
      expect(res.body.eventsCount).toBeGreaterThanOrEqual(20); // 25 weekdays with at least one merged block each
      const [row] = await list(m.browser);
      expect(Date.parse(row.lastSyncAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    });

    it('Calendly: counts the meeting types', async () => {
      const m = await newMerchant(t);
      const id = await connectSandbox(m.browser, 'calendly');
      const res = await m.browser.post(`/api/integrations/${id}/sync`).expect(200);
      expect(res.body).toEqual({ eventsCount: 2, weeksCovered: 5 });
    });

    it('refreshes an expired access token on its own, then answers 409 "reconnect" once the refresh token is refused', async () => {
      const m = await newMerchant(t);
      const id = await connectSandbox(m.browser, 'google');
      await sql(`UPDATE calendar_integrations SET token_expires_at = now() - interval '1 hour' WHERE id = $1`, [id]);
      await m.browser.post(`/api/integrations/${id}/sync`).expect(200);
      const refused = t.app.get(TokenCipher, { strict: false }).encrypt('revoked-refresh-token', id);
      await sql(`UPDATE calendar_integrations SET token_expires_at = now() - interval '1 hour', refresh_token_enc = $2 WHERE id = $1`, [id, refused]);
      const res = await m.browser.post(`/api/integrations/${id}/sync`).expect(409);
      expect(res.body).toEqual({ message: RECONNECT, code: 'CalendarAuthExpired' });
    });
  });

  describe('GET /api/integrations/calendar/events/:id', () => {
    it('returns busy blocks as start and end only (no titles), as many as the sync counted', async () => {
      const m = await newMerchant(t);
      const id = await connectSandbox(m.browser, 'google');
      const { eventsCount } = (await m.browser.post(`/api/integrations/${id}/sync`).expect(200)).body;
      const res = await m.browser.get(`/api/integrations/calendar/events/${id}`).expect(200);
      expect(res.body).toHaveLength(eventsCount);
      for (const block of res.body) {
        expect(Object.keys(block).sort()).toEqual(['end', 'start']);
        expect(Date.parse(block.start)).toBeLessThan(Date.parse(block.end));
      }
    });
  });

  describe('GET /api/integrations/calendly/event-types', () => {
    it('answers 404 without a Calendly connection, even with Google connected', async () => {
      const m = await newMerchant(t);
      await connectSandbox(m.browser, 'google');
      const res = await m.browser.get('/api/integrations/calendly/event-types').expect(404);
      expect(res.body).toEqual({ message: 'Connect Calendly in Integrations first.' });
    });

    it("lists the connected account's two meeting types", async () => {
      const m = await newMerchant(t);
      await connectSandbox(m.browser, 'calendly');
      const res = await m.browser.get('/api/integrations/calendly/event-types').expect(200);
      const item = (name: string) => ({ uri: expect.stringMatching(/^https:\/\//), name, schedulingUrl: expect.any(String) });
      expect(res.body).toEqual({ collection: [item('15 Minute Discovery Call'), item('30 Minute Strategy Call')] });
    });
  });

  describe('DELETE /api/integrations/:id/disconnect', () => {
    it('answers 204, erases the tokens and busy blocks, and a reconnect gives a new live integration', async () => {
      const m = await newMerchant(t);
      const id = await connectSandbox(m.browser, 'google');
      await m.browser.post(`/api/integrations/${id}/sync`).expect(200);
      const res = await m.browser.delete(`/api/integrations/${id}/disconnect`).expect(204);
      expect(res.text).toBe('');
      expect(await list(m.browser)).toEqual([]);
      expect(await stored(m.user.id)).toEqual([{ id, is_active: false, access_token_enc: null, refresh_token_enc: null }]);
      await m.browser.get(`/api/integrations/calendar/events/${id}`).expect(404);
      await m.browser.post(`/api/integrations/${id}/sync`).expect(404);
      const again = await connectSandbox(m.browser, 'google');
      expect(again).not.toBe(id);
      expect(await list(m.browser)).toEqual([expect.objectContaining({ ...GOOGLE_ROW, id: again })]);
      await m.browser.post(`/api/integrations/${again}/sync`).expect(200);
    });
  });

  describe("someone else's, a missing or a malformed integration id", () => {
    const calls: [string, (b: Browser, id: string) => ReturnType<Browser['get']>][] = [
      ['POST /api/integrations/:id/sync', (b, id) => b.post(`/api/integrations/${id}/sync`)],
      ['GET /api/integrations/calendar/events/:id', (b, id) => b.get(`/api/integrations/calendar/events/${id}`)],
      ['DELETE /api/integrations/:id/disconnect', (b, id) => b.delete(`/api/integrations/${id}/disconnect`)],
    ];

    it.each(calls)("%s answers 404 for another merchant's integration and leaves it alone", async (_name, call) => {
      const owner = await newMerchant(t);
      const id = await connectSandbox(owner.browser, 'google');
      const stranger = await newMerchant(t);
      const res = await call(stranger.browser, id).expect(404);
      expect(res.body).toEqual({ message: 'Integration not found.' });
      expect(await list(owner.browser)).toEqual([expect.objectContaining({ id, isActive: true, lastSyncAt: null })]);
    });

    it.each(calls)('%s answers 404 for an unknown id and for one that is not a uuid', async (_name, call) => {
      const m = await newMerchant(t);
      for (const id of [NO_SUCH_ID, 'not-a-uuid', '1%27%20OR%201=1']) {
        const res = await call(m.browser, id).expect(404);
        expect(res.body).toEqual({ message: 'Integration not found.' });
      }
    });
  });

  describe('access by role', () => {
    const endpoints: [string, (b: Browser, id: string) => ReturnType<Browser['get']>][] = [
      ['GET /api/integrations/calendar', (b) => b.get('/api/integrations/calendar')],
      ['GET /api/integrations/calendar/events/:id', (b, id) => b.get(`/api/integrations/calendar/events/${id}`)],
      ['GET /api/integrations/calendly/event-types', (b) => b.get('/api/integrations/calendly/event-types')],
      ['POST /api/integrations/google/connect', (b) => b.post('/api/integrations/google/connect')],
      ['POST /api/integrations/calendly/connect', (b) => b.post('/api/integrations/calendly/connect')],
      ['POST /api/integrations/:id/sync', (b, id) => b.post(`/api/integrations/${id}/sync`)],
      ['DELETE /api/integrations/:id/disconnect', (b, id) => b.delete(`/api/integrations/${id}/disconnect`)],
    ];
    let owner: Person;
    let id: string;
    beforeAll(async () => {
      owner = await newMerchant(t);
      id = await connectSandbox(owner.browser, 'google');
    });
    const untouched = async () => expect(await list(owner.browser)).toEqual([expect.objectContaining({ id, isActive: true, lastSyncAt: null })]);

    it.each(endpoints)('%s answers 403 to an affiliate', async (_name, call) => {
      const affiliate = await newAffiliate(t);
      const res = await call(affiliate.browser, id).expect(403);
      expect(res.body).toEqual({ message: MERCHANT_ONLY });
      await untouched();
    });

    it.each(endpoints)('%s answers 401 when signed out', async (_name, call) => {
      const res = await call(t.browser(), id).expect(401);
      expect(res.body).toEqual({ message: SIGN_IN_MESSAGE });
      await untouched();
    });
  });
});
