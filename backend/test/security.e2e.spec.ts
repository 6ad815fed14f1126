import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type Browser, logIn, PASSWORD, sessionCookie, signUp, type SignedUp, uniqueEmail, whoAmI } from './support/accounts';
import { everyRowAsText, withDatabase } from './support/database';
import { PNG } from './support/images';
import { startTestApp, type TestApp } from './support/test-app';

const EVIL = 'https://evil.example';

describe('rate limits', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ rateLimits: { loginPerIp: 5, loginPerEmail: 3, registerPerIp: 3 } });
  });
  afterEach(async () => t.close());

  it('POST /api/auth/login answers 429 after 3 attempts on one email (any case), even with the right password', async () => {
    const user = await signUp(t.browser());
    for (const email of [user.email, user.email.toUpperCase(), user.email]) await logIn(t.browser(), email, 'wrong password').expect(401);
    const res = await logIn(t.browser(), user.email, user.password).expect(429);
    expect(res.body).toEqual({ message: expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/) });
    expect(sessionCookie(res)).toBeUndefined();
    const other = await signUp(t.browser());
    await logIn(t.browser(), other.email, other.password).expect(200);
  });

  it('POST /api/auth/login answers 429 after 5 attempts from one IP across emails', async () => {
    const user = await signUp(t.browser());
    for (let i = 0; i < 5; i += 1) await logIn(t.browser(), uniqueEmail('guess'), PASSWORD).expect(401);
    const res = await logIn(t.browser(), user.email, user.password).expect(429);
    expect(res.body.message).toMatch(/Too many sign-in attempts/);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('POST /api/auth/register answers 429 after 3 signups from one IP and creates nothing', async () => {
    for (let i = 0; i < 3; i += 1) await signUp(t.browser());
    const email = uniqueEmail('fourth');
    const res = await t.browser().post('/api/auth/register').send({ email, password: PASSWORD, firstName: 'Late', role: 'affiliate' }).expect(429);
    expect(res.body).toEqual({ message: expect.stringMatching(/^Too many signup attempts\./) });
    expect(sessionCookie(res)).toBeUndefined();
    await logIn(t.browser(), email, PASSWORD).expect(401);
  });
});

describe('request safety', () => {
  let t: TestApp;
  let ownOrigin: string;
  let browser: Browser;
  let user: SignedUp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1'); // a fixed port, so the Host header supertest sends is known
    ownOrigin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    browser = t.browser();
    user = await signUp(browser);
  });
  const me = async (b: Browser = browser) => (await b.get('/api/auth/user').expect(200)).body;

  describe('Origin check on mutations', () => {
    const expectRefused = (res: { body: unknown }) => expect(res.body).toEqual({ message: expect.stringMatching(/another website/) });

    it('POST /api/auth/register from a foreign origin answers 403 and creates nothing', async () => {
      const email = uniqueEmail('csrf');
      const body = { email, password: PASSWORD, firstName: 'Ada', role: 'merchant' };
      const res = await t.browser().post('/api/auth/register').set('Origin', EVIL).send(body).expect(403);
      expectRefused(res);
      expect(sessionCookie(res)).toBeUndefined();
      await t.browser().post('/api/auth/register').send(body).expect(201);
    });

    it('POST /api/auth/login from a foreign origin answers 403 without a session', async () => {
      const res = await t.browser().post('/api/auth/login').set('Origin', EVIL).send({ email: user.email, password: user.password }).expect(403);
      expectRefused(res);
      expect(sessionCookie(res)).toBeUndefined();
    });

    it('PUT /api/user/profile from a foreign (or "null") origin answers 403 and changes nothing', async () => {
      for (const origin of [EVIL, 'null', 'http://127.0.0.1:1']) {
        const res = await browser.put('/api/user/profile').set('Origin', origin).send({ firstName: 'Evil', lastName: 'Corp' }).expect(403);
        expectRefused(res);
      }
      expect(await me()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });

    it('PUT /api/user/password from a foreign origin answers 403 and keeps the password', async () => {
      const res = await browser.put('/api/user/password').set('Origin', EVIL).send({ currentPassword: user.password, newPassword: 'owned by evil' }).expect(403);
      expectRefused(res);
      await logIn(t.browser(), user.email, 'owned by evil').expect(401);
      await logIn(t.browser(), user.email, user.password).expect(200);
    });

    it('POST /api/user/logo and POST /api/auth/logout from a foreign origin answer 403 and change nothing', async () => {
      expectRefused(await browser.post('/api/user/logo').set('Origin', EVIL).attach('logo', PNG, 'logo.png').expect(403));
      expectRefused(await browser.post('/api/auth/logout').set('Origin', EVIL).expect(403));
      expect((await me()).logoUrl).toBeNull();
      await whoAmI(t, user.cookie).expect(200);
    });

    it('lets the same origin through', async () => {
      expect(ownOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await browser.put('/api/user/profile').set('Origin', ownOrigin).send({ firstName: 'Same', lastName: 'Site' }).expect(200);
      expect(res.body).toMatchObject({ id: user.id, firstName: 'Same', lastName: 'Site' });
      await t.browser().post('/api/auth/login').set('Origin', ownOrigin).send({ email: user.email, password: user.password }).expect(200);
    });

    it('lets a mutation without an Origin header through', async () => {
      const res = await browser.put('/api/user/profile').send({ firstName: 'No', lastName: 'Origin' }).expect(200);
      expect(res.body).toMatchObject({ firstName: 'No', lastName: 'Origin' });
    });
  });

  describe('deny by default', () => {
    it.each([
      ['GET', '/api/auth/user'],
      ['PUT', '/api/user/profile'],
      ['PUT', '/api/user/password'],
      ['POST', '/api/user/logo'],
    ])('%s %s without a session answers 401', async (method, path) => {
      const res = await t.browser()[method.toLowerCase() as 'get' | 'put' | 'post'](path).send({ firstName: 'X', lastName: 'Y' }).expect(401);
      expect(res.body).toEqual({ message: expect.stringMatching(/sign in/i) });
    });

    it('user B’s session only ever changes B: profile, password and logo leave A as it was', async () => {
      const before = await me();
      const b = t.browser();
      const other = await signUp(b, { firstName: 'Bob', lastName: 'Builder' });
      const res = await b.put('/api/user/profile').send({ id: user.id, userId: user.id, email: user.email, firstName: 'Hacked', lastName: 'Hacked' }).expect(200);
      expect(res.body).toMatchObject({ id: other.id, email: other.email, firstName: 'Hacked' });
      await b.put('/api/user/password').send({ currentPassword: PASSWORD, newPassword: 'bobs new secret' }).expect(204);
      await b.post('/api/user/logo').attach('logo', PNG, 'logo.png').expect((r) => expect(r.status).toBeLessThan(300));
      expect(await me()).toEqual(before);
      await logIn(t.browser(), user.email, user.password).expect(200);
      await logIn(t.browser(), user.email, 'bobs new secret').expect(401);
    });
  });

  describe('request bodies', () => {
    it.each([
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/login'],
      ['PUT', '/api/user/profile'],
      ['PUT', '/api/user/password'],
    ])('%s %s with malformed JSON answers 400', async (method, path) => {
      const res = await browser[method.toLowerCase() as 'post' | 'put'](path).set('Content-Type', 'application/json').send('{"email": "a@b.c",');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
    });

    it('answers 413 with a message for a JSON body over 100kb', async () => {
      const res = await t.browser().post('/api/auth/register').send({ email: uniqueEmail(), password: PASSWORD, firstName: 'x'.repeat(200_000), role: 'merchant' });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'The request body is too large.' });
    });

    const register = { email: 'types@example.com', password: PASSWORD, firstName: 'Ada', role: 'merchant' };
    const login = { email: 'types@example.com', password: PASSWORD };
    const profile = { firstName: 'Ada', lastName: 'Lovelace' };
    const password = { currentPassword: PASSWORD, newPassword: 'another one' };
    it.each([
      ['POST', '/api/auth/register', { ...register, email: 42 }, 'email'],
      ['POST', '/api/auth/register', { ...register, email: ['a@b.co'] }, 'email'],
      ['POST', '/api/auth/register', { ...register, email: { $ne: '' } }, 'email'],
      ['POST', '/api/auth/register', { ...register, password: 123456789 }, 'password'],
      ['POST', '/api/auth/register', { ...register, firstName: { first: 'Ada' } }, 'firstName'],
      ['POST', '/api/auth/register', { ...register, lastName: ['Lovelace'] }, 'lastName'],
      ['POST', '/api/auth/register', { ...register, role: ['merchant'] }, 'role'],
      ['POST', '/api/auth/register', { ...register, timeZone: 5 }, 'timeZone'],
      ['POST', '/api/auth/register', { ...register, referralCode: { code: 'x' } }, 'referralCode'],
      ['POST', '/api/auth/login', { ...login, email: 1 }, 'email'],
      ['POST', '/api/auth/login', { ...login, email: { $gt: '' } }, 'email'],
      ['POST', '/api/auth/login', { ...login, password: ['x'] }, 'password'],
      ['POST', '/api/auth/login', { ...login, referralCode: 7 }, 'referralCode'],
      ['PUT', '/api/user/profile', { ...profile, firstName: 1 }, 'firstName'],
      ['PUT', '/api/user/profile', { ...profile, lastName: ['x'] }, 'lastName'],
      ['PUT', '/api/user/profile', { ...profile, companyName: { name: 'Acme' } }, 'companyName'],
      ['PUT', '/api/user/password', { ...password, currentPassword: 12345678 }, 'currentPassword'],
      ['PUT', '/api/user/password', { ...password, newPassword: { p: 'abcdefg' } }, 'newPassword'],
    ])('%s %s with a wrong type answers 400 naming the field (case %#)', async (method, path, body, field) => {
      const res = await browser[method.toLowerCase() as 'post' | 'put'](path).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String), errors: expect.objectContaining({ [field]: expect.any(String) }) });
      expect(await me()).toMatchObject({ id: user.id, firstName: 'Ada', lastName: 'Lovelace' });
    });

    it.each([
      ['POST', '/api/auth/login', { ...login, email: 'a\u0000@example.com' }],
      ['POST', '/api/auth/register', { ...register, email: 'nul@example.com', lastName: 'Love\u0000lace' }],
      ['PUT', '/api/user/profile', { ...profile, firstName: 'A\u0000da' }],
      ['PUT', '/api/user/profile', { ...profile, companyName: 'Acme\u0000' }],
    ])('%s %s with a NUL character in a text field answers 4xx, not 500 (case %#)', async (method, path, body) => {
      const res = await t.browser()[method.toLowerCase() as 'post' | 'put'](path).set('Cookie', `ll_session=${user.cookie}`).send(body);
      expect(res.status).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
      expect(await me()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', companyName: null });
      await logIn(t.browser(), 'nul@example.com', PASSWORD).expect(401);
    });

    it.each([['POST', '/api/auth/login'], ['POST', '/api/auth/register'], ['PUT', '/api/user/profile']])(
      '%s %s with a JSON array instead of an object answers 400',
      async (method, path) => {
        const res = await browser[method.toLowerCase() as 'post' | 'put'](path).send([{ ...register, ...profile }]);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
      },
    );
  });

  describe('what the database stores', () => {
    it('keeps an argon2id hash, never the password, and only the SHA-256 of the session cookie', async () => {
      const { userRow, sessions, everything } = await withDatabase(t, async (db) => ({
        userRow: (await db.query('SELECT email, password_hash FROM users WHERE id = $1', [user.id])).rows[0],
        sessions: (await db.query('SELECT id_hash FROM sessions WHERE user_id = $1', [user.id])).rows as { id_hash: string }[],
        everything: await everyRowAsText(db),
      }));
      expect(userRow.email).toBe(user.email);
      expect(userRow.password_hash).toMatch(/^\$argon2id\$/);
      expect(sessions).toHaveLength(1);
      expect(sessions[0].id_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(sessions[0].id_hash).not.toBe(user.cookie);
      expect(sessions[0].id_hash).toBe(createHash('sha256').update(user.cookie).digest('hex'));
      expect(everything.length).toBeGreaterThan(1);
      expect(everything.filter((row) => row.includes(user.password) || row.includes(user.cookie))).toEqual([]);
      await whoAmI(t, sessions[0].id_hash).expect(401);
    });
  });
});
