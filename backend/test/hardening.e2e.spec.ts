import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/create-app';
import { signCalendlyWebhook } from '../src/infrastructure/calendars/calendly-webhook-signature';
import { DEFAULT_RATE_LIMITS } from '../src/infrastructure/config/app-config';
import { loadOrCreateAppSecret, TokenCipher } from '../src/infrastructure/crypto/token-cipher';
import { logIn, PASSWORD, sessionCookie, signUp } from './support/accounts';
import { at, bookCall, bookingBody, calendlyProgramWithAffiliate, type BookingSetup, googleProgramWithAffiliate, sundayOf } from './support/booking-setup';
import { withDatabase } from './support/database';
import { connectSandbox } from './support/merchant-setup';
import { newMerchant } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

process.env.TRACKING_LIMIT_PER_MINUTE = '100000';
process.env.BOOK_CALL_LIMIT_PER_HOUR = '100000';
process.env.CALENDAR_EVENTS_LIMIT_PER_MINUTE = '100000';
process.env.SANDBOX_CALENDLY_LIMIT_PER_HOUR = '100000';

const NEXT_TUESDAY = (time: string) => at(sundayOf(1), 2, time);
const SURROGATE = /unpaired surrogate/i;
const NUL = /NUL character/;

type Res = request.Response;

/** Every 429 says when to come back (docs/architecture/security.md). */
function expectRetryAfter(res: Res): void {
  expect(res.status).toBe(429);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

/** Runs `fn` with an environment variable set, then puts the previous value back. */
async function withEnv<T>(name: string, value: string, fn: () => Promise<T>): Promise<T> {
  const before = process.env[name];
  process.env[name] = value;
  try {
    return await fn();
  } finally {
    process.env[name] = before;
  }
}

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

  describe('security headers on every answer', () => {
    let site: NestExpressApplication;
    let frontendDir: string;
    beforeAll(async () => {
      frontendDir = mkdtempSync(join(tmpdir(), 'leadledger-frontend-'));
      mkdirSync(join(frontendDir, 'assets'));
      writeFileSync(join(frontendDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
      writeFileSync(join(frontendDir, 'assets', 'app.js'), 'console.log("app")');
      site = await createApp({ ...t.config, runProjections: false }, { frontendDir, logger: ['error'] });
      await site.init();
    });
    afterAll(async () => {
      await site.close();
      rmSync(frontendDir, { recursive: true, force: true });
    });

    function expectSecurityHeaders(res: Res, framing: 'none' | 'embeddable' = 'none'): void {
      const csp = String(res.headers['content-security-policy'] ?? '');
      const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      if (framing === 'none') {
        expect(directives['frame-ancestors']).toEqual(["'none'"]);
        expect(res.headers['x-frame-options']).toBe('DENY');
      } else {
        expect(directives['frame-ancestors']).toEqual(['*']);
        expect(res.headers['x-frame-options']).toBeUndefined();
      }
    }

    it.each([
      ['an API answer', 'GET', '/api/affiliate-programs/by-code/nosuchcode', 404],
      ['a refusal without a session', 'GET', '/api/auth/user', 401],
      ['an unknown API route', 'GET', '/api/no-such-thing', 404],
      ['a body that is not JSON', 'POST', '/api/auth/login', 400],
      ['a static file', 'GET', '/assets/app.js', 200],
      ['the index.html fallback', 'GET', '/merchant-dashboard', 200],
      ['the home page', 'GET', '/', 200],
      ['a missing static file under /api', 'GET', '/api/uploads/logos/nope.png', 404],
    ])('%s (%s %s) carries CSP, frame-ancestors, nosniff and the referrer policy', async (_what, method, path, status) => {
      const agent = request(site.getHttpServer());
      const res = method === 'GET' ? await agent.get(path) : await agent.post(path).set('Content-Type', 'application/json').send('{"email":');
      expect(res.status).toBe(status);
      expectSecurityHeaders(res);
    });

    it('lets other sites frame only the booking page, as its embed snippet needs', async () => {
      const res = await request(site.getHttpServer()).get('/calendar-booking?ref=abc&embed=true').expect(200);
      expectSecurityHeaders(res, 'embeddable');
    });

    it('a 429 carries the headers and Retry-After', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const res = await withEnv('TRACKING_LIMIT_PER_MINUTE', '0', () => request(site.getHttpServer()).get(`/api/track-with-loading/${setup.program.referralCode}`));
      expectRetryAfter(res);
      expectSecurityHeaders(res);
    });
  });

  describe('every 429 carries Retry-After', () => {
    it('tracking (per-instance limiter), as text', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const res = await withEnv('TRACKING_LIMIT_PER_MINUTE', '0', () => t.browser().get(`/api/track-with-loading/${setup.program.referralCode}`));
      expectRetryAfter(res);
      expect(res.text).toMatch(/^Too many tracking requests\. Please wait \d+ seconds/);
    });

    it('booking and the booking calendar', async () => {
      const setup = await googleProgramWithAffiliate(t);
      expectRetryAfter(await withEnv('BOOK_CALL_LIMIT_PER_HOUR', '0', () => bookCall(t.browser(), bookingBody(setup, NEXT_TUESDAY('11:00')))));
      const week = await withEnv('CALENDAR_EVENTS_LIMIT_PER_MINUTE', '0', () => t.browser().post('/api/calendar-events').send({ referralCode: setup.program.referralCode, weekStart: sundayOf(1) }));
      expectRetryAfter(week);
    });
  });
});

describe('sign-in, signup and password-change limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIp: 1000, loginPerEmail: 3, loginPerAccount: 5, registerPerIp: 1000, passwordChangePerUser: 3, passwordChangePerIp: 4 },
    });
    // Client addresses come from X-Forwarded-For here, so one test can play several places.
    t.app.set('trust proxy', true);
  });
  afterAll(async () => t.close());

  const from = (ip: string) => t.browser().set('X-Forwarded-For', ip);
  const logInFrom = (ip: string, email: string, password: string) => logIn(from(ip), email, password);

  it('wrong passwords from one address do not lock the owner out from another', async () => {
    const owner = await signUp(t.browser());
    for (let i = 0; i < 3; i += 1) await logInFrom('203.0.113.66', owner.email, 'wrong password').expect(401);
    const blocked = await logInFrom('203.0.113.66', owner.email, owner.password);
    expectRetryAfter(blocked);
    expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(sessionCookie(blocked)).toBeUndefined();
    const res = await logInFrom('198.51.100.5', owner.email, owner.password).expect(200);
    expect(res.body.email).toBe(owner.email);
  });

  it('an account still has a ceiling across addresses', async () => {
    const owner = await signUp(t.browser());
    for (let i = 1; i <= 5; i += 1) await logInFrom(`203.0.113.${i}`, owner.email, 'wrong password').expect(401);
    expectRetryAfter(await logInFrom('198.51.100.99', owner.email, owner.password));
  });

  it('PUT /api/user/password is limited per user: 429 with Retry-After, password kept', async () => {
    const browser = t.browser();
    const user = await signUp(browser);
    for (let i = 1; i <= 3; i += 1) {
      await browser.put('/api/user/password').set('X-Forwarded-For', `198.51.100.${i}`).send({ currentPassword: 'guess number ' + i, newPassword: 'new password' }).expect(400);
    }
    const res = await browser.put('/api/user/password').set('X-Forwarded-For', '198.51.100.200').send({ currentPassword: user.password, newPassword: 'new password' });
    expectRetryAfter(res);
    expect(res.body.message).toMatch(/^Too many password change attempts\. Please wait \d+ minutes? and try again\.$/);
    await logIn(t.browser(), user.email, user.password).expect(200);
  });

  it('PUT /api/user/password is limited per address across users', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const browser = t.browser();
      await signUp(browser);
      const res = await browser.put('/api/user/password').set('X-Forwarded-For', '192.0.2.44').send({ currentPassword: 'not it', newPassword: 'new password' });
      statuses.push(res.status);
      if (res.status === 429) expectRetryAfter(res);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('signup limits carry Retry-After', async () => {
    const limited = await startTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, registerPerIp: 0 } });
    try {
      const res = await limited.browser().post('/api/auth/register').send({ email: 'late@example.com', password: PASSWORD, firstName: 'Late', role: 'merchant' });
      expectRetryAfter(res);
    } finally {
      await limited.close();
    }
  });
});
