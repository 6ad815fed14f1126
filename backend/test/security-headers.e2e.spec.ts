import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/create-app';
import { at, bookCall, bookingBody, googleProgramWithAffiliate, sundayOf } from './support/booking-setup';
import { expectRetryAfter, withEnv } from './support/limits';
import { startTestApp, type TestApp } from './support/test-app';

process.env.TRACKING_LIMIT_PER_MINUTE = '100000';
process.env.BOOK_CALL_LIMIT_PER_HOUR = '100000';
process.env.CALENDAR_EVENTS_LIMIT_PER_MINUTE = '100000';

const NEXT_TUESDAY = (time: string) => at(sundayOf(1), 2, time);

type Res = request.Response;

/** Issue 11: security headers on every answer, Retry-After on every 429 (docs/architecture/security.md). */
describe('response headers (issue 11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  describe('security headers on every answer', () => {
    let site: NestFastifyApplication;
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
