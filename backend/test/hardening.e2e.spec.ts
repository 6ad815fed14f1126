import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCalendlyWebhook } from '../src/infrastructure/calendars/calendly-webhook-signature';
import { loadOrCreateAppSecret, TokenCipher } from '../src/infrastructure/crypto/token-cipher';
import { sessionCookie, signUp } from './support/accounts';
import { at, calendlyProgramWithAffiliate, type BookingSetup, googleProgramWithAffiliate, sundayOf } from './support/booking-setup';
import { withDatabase } from './support/database';
import { connectSandbox } from './support/merchant-setup';
import { newMerchant } from './support/people';
import { expectRetryAfter, withEnv } from './support/limits';
import { startTestApp, type TestApp } from './support/test-app';

process.env.TRACKING_LIMIT_PER_MINUTE = '100000';
process.env.BOOK_CALL_LIMIT_PER_HOUR = '100000';
process.env.CALENDAR_EVENTS_LIMIT_PER_MINUTE = '100000';
process.env.SANDBOX_CALENDLY_LIMIT_PER_HOUR = '100000';

const NEXT_TUESDAY = (time: string) => at(sundayOf(1), 2, time);
const SURROGATE = /unpaired surrogate/i;
const NUL = /NUL character/;

/** Arrays nested so that, as a field of a top-level object, the body is `depth` levels deep. */
function nested(depth: number): string {
  return `[`.repeat(depth - 1) + `"x"` + `]`.repeat(depth - 1);
}

describe('hardening (issue 11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  describe('the sandbox Calendly page never sends anything where the Host header points', () => {
    let setup: BookingSetup;
    let listener: Server;
    let hits: string[];
    let listenerHost: string;
    beforeAll(async () => {
      setup = await calendlyProgramWithAffiliate(t);
      hits = [];
      listener = createServer((req, res) => {
        hits.push(`${req.method} ${req.url}`);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      listenerHost = `127.0.0.1:${(listener.address() as AddressInfo).port}`;
    });
    afterAll(async () => new Promise<void>((resolve) => listener.close(() => resolve())));

    const book = (email: string, host?: string) => {
      const req = t.browser().post('/api/sandbox/calendly/book');
      if (host) req.set('Host', host);
      return req.send({ slug: '30-minute-strategy-call', name: 'Ada Customer', email, startTime: NEXT_TUESDAY('10:00'), utm_campaign: setup.program.referralCode });
    };
    const callOf = (inviteeUri: string) =>
      withDatabase(t, async (db) => (await db.query('SELECT status, source FROM call_list WHERE external_ref = $1', [inviteeUri])).rows);

    it('books in-process with a forged Host: no request reaches that host and the call is recorded', async () => {
      const res = await book('forged.host@example.com', listenerHost).expect(200);
      expect(hits).toEqual([]);
      expect(res.body).toEqual({ ok: true, inviteeUri: expect.stringMatching(/\/invitees\//) });
      expect(await callOf(res.body.inviteeUri)).toEqual([{ status: 'pending', source: 'calendly' }]);
    });

    it('answers the same whether or not the forged host answers (its status reveals nothing)', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const res = await book('closed.host@example.com', `127.0.0.1:${port}`);
      expect(res.status).toBe(200);
      expect(await callOf(res.body.inviteeUri)).toHaveLength(1);
    });

    it('is rate limited per address like /api/book-call: 429 with Retry-After, nothing booked', async () => {
      const res = await withEnv('SANDBOX_CALENDLY_LIMIT_PER_HOUR', '0', () => book('limited@example.com'));
      expectRetryAfter(res);
      expect(res.body).toEqual({ message: expect.stringMatching(/^Too many booking attempts\. Please wait \d+ minutes? and try again\.$/) });
      const stored = await withDatabase(t, async (db) => (await db.query(`SELECT count(*)::int AS n FROM call_list WHERE customer_email = 'limited@example.com'`)).rows[0].n);
      expect(stored).toBe(0);
    });
  });

  describe('text fields refuse lone surrogates and NUL with a 400', () => {
    it('a program name with a lone high surrogate: 400 naming the field, nothing created', async () => {
      const m = await newMerchant(t);
      await connectSandbox(m.browser, 'google');
      const res = await m.browser.post('/api/affiliate-programs').set('Content-Type', 'application/json').send('{"payoutPerCall":50,"integration":"google","name":"Acme \\ud800"}');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.stringMatching(SURROGATE), errors: { name: expect.stringMatching(SURROGATE) } });
      expect((await m.browser.get('/api/affiliate-programs/merchant').expect(200)).body).toEqual([]);
    });

    it.each([
      ['a lone low surrogate in a value', '{"email":"low@example.com","password":"correct horse","firstName":"A\\udc00","role":"merchant"}'],
      ['a reversed pair', '{"email":"rev@example.com","password":"correct horse","firstName":"\\udc00\\ud800","role":"merchant"}'],
      ['a lone surrogate in a key', '{"email":"key@example.com","password":"correct horse","firstName":"Ada","role":"merchant","\\ud800":1}'],
    ])('signup with %s answers 400 and creates nothing', async (_case, raw) => {
      const res = await t.browser().post('/api/auth/register').set('Content-Type', 'application/json').send(raw);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(SURROGATE);
      expect(sessionCookie(res)).toBeUndefined();
    });

    it('keeps proper surrogate pairs (emoji) as they are', async () => {
      const user = await signUp(t.browser(), { firstName: 'Ada 🎉' });
      expect(user.firstName).toBe('Ada 🎉');
    });

    it('refuses NUL in a query string and in a route parameter with a 400', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const query = await t.browser().get(`/api/track-with-loading/${setup.program.referralCode}`).query({ utm_source: 'a\u0000b' });
      expect(query.status).toBe(400);
      expect(query.text).toMatch(NUL);
      const param = await t.browser().get('/api/affiliate-programs/by-code/ab%00cd');
      expect(param.status).toBe(400);
      expect(param.body.message).toMatch(NUL);
    });

    it('answers a route parameter that is not UTF-8 (an encoded surrogate) with a 400, not a 500', async () => {
      const res = await t.browser().get('/api/affiliate-programs/by-code/%ED%A0%80');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String) });
    });

    it('tracking with non-UTF-8 query bytes and odd header bytes still records the click', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const res = await t.browser().get(`/api/track-with-loading/${setup.program.referralCode}?utm_source=%ED%A0%80&referrer=%FF%FE`).set('User-Agent', 'Agent \u00ff\u00fe').set('Referer', 'https://ref.example/\u00e9');
      expect(res.status).toBe(200);
      expect(res.body.clickId).toEqual(expect.any(String));
    });

    it('a signed Calendly webhook carrying a lone surrogate answers 400, not 500', async () => {
      const setup = await calendlyProgramWithAffiliate(t);
      const cipher = new TokenCipher(loadOrCreateAppSecret(t.config.dataDir));
      const { userUri, key } = await withDatabase(t, async (db) => {
        const row = (await db.query('SELECT external_user_uri, webhook_signing_key_enc FROM calendar_integrations WHERE id = $1', [setup.integrationId])).rows[0];
        return { userUri: row.external_user_uri as string, key: cipher.decrypt(row.webhook_signing_key_enc, setup.integrationId) };
      });
      const body = {
        created_by: userUri,
        event: 'invitee.created',
        payload: {
          uri: `https://api.calendly.com/scheduled_events/e1/invitees/${Date.now()}`,
          email: 'ida@example.com',
          name: 'Ida \ud800',
          tracking: { utm_campaign: setup.program.referralCode },
          scheduled_event: { start_time: NEXT_TUESDAY('15:00'), event_memberships: [{ user: userUri }] },
        },
      };
      const raw = JSON.stringify(body);
      expect(raw).toContain('\\ud800');
      const res = await t.browser().post('/api/webhooks/calendly').set('Content-Type', 'application/json')
        .set('Calendly-Webhook-Signature', signCalendlyWebhook(key, raw, Math.floor(Date.now() / 1000))).send(raw);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(SURROGATE);
    });
  });

  describe('money fields refuse sub-cent values with a 400', () => {
    let merchant: Awaited<ReturnType<typeof newMerchant>>;
    beforeAll(async () => {
      merchant = await newMerchant(t);
      await connectSandbox(merchant.browser, 'google');
    });
    const create = (payoutPerCall: unknown) => merchant.browser.post('/api/affiliate-programs').send({ payoutPerCall, integration: 'google' });

    it.each([[1e-7], [12.345], [0.1 + 0.2], [50.000001], [-1e-7]])('a commission of %p answers 400 with a message, never 500', async (payoutPerCall) => {
      const res = await create(payoutPerCall);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.stringMatching(/cents|decimals|valid payout/i), errors: { payoutPerCall: expect.any(String) } });
    });

    it.each([[12.34, 1234], [0.29, 29], [10_000, 1_000_000]])('a commission of %p is kept as %p cents', async (payoutPerCall, cents) => {
      const res = await create(payoutPerCall).expect(201);
      expect(res.body.payoutAmount).toBe(payoutPerCall);
      const stored = await withDatabase(t, async (db) => (await db.query('SELECT payout_cents FROM program_list WHERE id = $1', [res.body.id])).rows[0]);
      expect(Number(stored.payout_cents)).toBe(cents);
    });
  });

  describe('JSON nested too deep', () => {
    it.each([['an array', 40_000], ['an object', 5_000], ['just over the limit', 33]])('%s (%p levels) answers 400 with a message, not 500', async (_case, depth) => {
      const inner = _case === 'an object' ? `{"a":`.repeat(depth - 1) + '1' + '}'.repeat(depth - 1) : nested(depth);
      const res = await t.browser().post('/api/auth/login').set('Content-Type', 'application/json').send(`{"email":"a@example.com","password":"x","referralCode":${inner}}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The request body is nested too deeply (at most 32 levels).' });
    });

    it('accepts 32 levels (the request goes on to its own checks)', async () => {
      const res = await t.browser().post('/api/auth/login').set('Content-Type', 'application/json').send(`{"email":"deep@example.com","password":"x","extra":${nested(32)}}`);
      expect(res.status).toBe(401);
    });
  });

});
