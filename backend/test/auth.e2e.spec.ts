import { logIn, PASSWORD, sessionCookie, sessionSetCookie, signUp, uniqueEmail, whoAmI } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const USER_KEYS = ['companyName', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'logoUrl', 'role', 'timeZone'];
const INCORRECT = 'Incorrect email or password.';

describe('auth endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  describe('POST /api/auth/register', () => {
    it('creates the account, returns the user and signs the browser in with a 30-day HttpOnly Lax cookie', async () => {
      const browser = t.browser();
      const email = uniqueEmail('new');
      const res = await browser
        .post('/api/auth/register')
        .send({ email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', role: 'affiliate', timeZone: 'Europe/Paris' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'affiliate',
        companyName: null,
        logoUrl: null,
        timeZone: 'Europe/Paris',
        createdAt: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(res.body.createdAt))).toBe(false);
      const header = sessionSetCookie(res) ?? '';
      expect(header).toMatch(/; HttpOnly/i);
      expect(header).toMatch(/; SameSite=Lax/i);
      expect(header).toMatch(/; Max-Age=2592000(;|$)/i);
      expect(header).toMatch(/; Path=\//i);
      const me = await browser.get('/api/auth/user').expect(200);
      expect(me.body).toEqual(res.body);
    });

    it('trims and lower-cases the email, leaves lastName optional and defaults the time zone to UTC', async () => {
      const res = await t
        .browser()
        .post('/api/auth/register')
        .send({ email: '  Grace.HOPPER@Example.COM ', password: PASSWORD, firstName: 'Grace', role: 'merchant' })
        .expect(201);
      expect(res.body).toMatchObject({ email: 'grace.hopper@example.com', lastName: null, role: 'merchant', timeZone: 'UTC' });
      await logIn(t.browser(), 'grace.hopper@example.com', PASSWORD).expect(200);
    });

    it('accepts a password of exactly 8 characters', async () => {
      const user = await signUp(t.browser(), { password: '12345678' });
      await logIn(t.browser(), user.email, '12345678').expect(200);
    });

    it('answers 409 for an email already used in another case, without a cookie and without touching the first account', async () => {
      const first = await signUp(t.browser(), { email: uniqueEmail('dup') });
      const res = await t
        .browser()
        .post('/api/auth/register')
        .send({ email: first.email.toUpperCase(), password: 'another password', firstName: 'Eve', role: 'affiliate' })
        .expect(409);
      expect(res.body.message).toMatch(/already exists/i);
      expect(sessionCookie(res)).toBeUndefined();
      await logIn(t.browser(), first.email, 'another password').expect(401);
      const again = await logIn(t.browser(), first.email, first.password).expect(200);
      expect(again.body).toMatchObject({ id: first.id, firstName: 'Ada', role: 'merchant' });
    });

    it('lets only one of two simultaneous signups with the same email through (201 and 409, never 500)', async () => {
      const email = uniqueEmail('race');
      const body = (e: string) => ({ email: e, password: PASSWORD, firstName: 'Twin', role: 'merchant' });
      const results = await Promise.all([email, email.toUpperCase()].map((e) => t.browser().post('/api/auth/register').send(body(e))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body.message).toMatch(/already exists/i);
    });

    it('refuses the admin role with 400 and creates nothing', async () => {
      const email = uniqueEmail('admin');
      const res = await t.browser().post('/api/auth/register').send({ email, password: PASSWORD, firstName: 'Mallory', role: 'admin' }).expect(400);
      expect(res.body.errors).toEqual({ role: expect.stringMatching(/merchant or affiliate/i) });
      expect(sessionCookie(res)).toBeUndefined();
      await logIn(t.browser(), email, PASSWORD).expect(401);
    });

    it('names every missing required field in errors', async () => {
      const res = await t.browser().post('/api/auth/register').send({}).expect(400);
      expect(res.body.errors).toEqual({
        email: 'Email is required.',
        password: 'Password is required.',
        firstName: 'First name is required.',
        role: expect.any(String),
      });
      expect(typeof res.body.message).toBe('string');
    });

    it.each([
      ['a 7-character password', { password: '1234567' }, 'password', 'Password must be at least 8 characters long.'],
      ['an email that is not an address', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
      ['a blank first name', { firstName: '   ' }, 'firstName', 'First name is required.'],
      ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', expect.stringMatching(/IANA time zone/)],
    ])('answers 400 for %s and creates nothing', async (_case, override, field, message) => {
      const body = { email: uniqueEmail('bad'), password: PASSWORD, firstName: 'Ada', role: 'merchant', ...override };
      const res = await t.browser().post('/api/auth/register').send(body).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
      expect(sessionCookie(res)).toBeUndefined();
      if (!('email' in override)) await logIn(t.browser(), body.email, body.password).expect(401);
    });
  });

  describe('POST /api/auth/login', () => {
    it('returns the user and a new session cookie on every sign-in, each different from the earlier ones', async () => {
      const browser = t.browser();
      const user = await signUp(browser);
      const seen = new Set([user.cookie]);
      for (let i = 0; i < 2; i += 1) {
        const res = await logIn(browser, user.email, user.password).expect(200);
        expect(res.body).toEqual({ ...stripSecrets(user) });
        const cookie = sessionCookie(res);
        expect(cookie).toEqual(expect.any(String));
        expect(seen.has(cookie as string)).toBe(false);
        seen.add(cookie as string);
        expect(sessionSetCookie(res)).toMatch(/HttpOnly/i);
        await whoAmI(t, cookie as string).expect(200);
      }
    });

    it('never adopts a session id planted in the browser before sign-in', async () => {
      const user = await signUp(t.browser());
      const planted = 'a'.repeat(43);
      const res = await t.browser().post('/api/auth/login').set('Cookie', `ll_session=${planted}`).send({ email: user.email, password: user.password }).expect(200);
      expect(sessionCookie(res)).not.toBe(planted);
      await whoAmI(t, planted).expect(401);
    });

    it('matches the email case-insensitively and ignores surrounding spaces', async () => {
      const user = await signUp(t.browser());
      const res = await logIn(t.browser(), `  ${user.email.toUpperCase()} `, user.password).expect(200);
      expect(res.body.id).toBe(user.id);
    });

    it('answers 401 with the same message for a wrong password and an unknown email, and sets no cookie', async () => {
      const user = await signUp(t.browser());
      const wrong = await logIn(t.browser(), user.email, 'not the password').expect(401);
      const unknown = await logIn(t.browser(), uniqueEmail('nobody'), user.password).expect(401);
      expect(wrong.body).toEqual({ message: INCORRECT });
      expect(unknown.body).toEqual(wrong.body);
      expect(sessionCookie(wrong)).toBeUndefined();
      expect(sessionCookie(unknown)).toBeUndefined();
    });

    it('answers 400 naming each missing field', async () => {
      const res = await t.browser().post('/api/auth/login').send({ email: '', password: '' }).expect(400);
      expect(res.body.errors).toEqual({ email: 'Email is required.', password: 'Password is required.' });
      const none = await t.browser().post('/api/auth/login').send({}).expect(400);
      expect(Object.keys(none.body.errors).sort()).toEqual(['email', 'password']);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('answers 204, clears the cookie, and the old cookie no longer works even when replayed', async () => {
      const browser = t.browser();
      const user = await signUp(browser);
      const res = await browser.post('/api/auth/logout').expect(204);
      expect(res.text).toBe('');
      expect(sessionSetCookie(res)).toMatch(/^ll_session=;.*Expires=Thu, 01 Jan 1970/i);
      const after = await browser.get('/api/auth/user').expect(401);
      expect(after.body.message).toEqual(expect.any(String));
      await whoAmI(t, user.cookie).expect(401);
    });

    it('ends only this browser’s session: another browser of the same user stays signed in', async () => {
      const first = t.browser();
      const user = await signUp(first);
      const second = t.browser();
      await logIn(second, user.email, user.password).expect(200);
      await first.post('/api/auth/logout').expect(204);
      const me = await second.get('/api/auth/user').expect(200);
      expect(me.body.id).toBe(user.id);
    });
  });

  describe('GET /api/auth/user', () => {
    it('returns the signed-in user with exactly the public fields (no password or hash)', async () => {
      const browser = t.browser();
      const user = await signUp(browser);
      const res = await browser.get('/api/auth/user').expect(200);
      expect(Object.keys(res.body).sort()).toEqual(USER_KEYS);
      expect(res.body).toEqual(stripSecrets(user));
      expect(JSON.stringify(res.body)).not.toContain(user.password);
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    });

    it('answers 401 with a message without a session', async () => {
      const res = await t.browser().get('/api/auth/user').expect(401);
      expect(res.body).toEqual({ message: expect.stringMatching(/sign in/i) });
    });

    it.each([['garbage', 'not-a-session'], ['empty', ''], ['very long', 'x'.repeat(4000)]])(
      'answers 401 with a %s cookie',
      async (_case, value) => {
        const res = await whoAmI(t, value).expect(401);
        expect(res.body).toEqual({ message: expect.stringMatching(/sign in/i) });
      },
    );
  });
});

function stripSecrets<T extends { password: string; cookie: string }>(user: T): Omit<T, 'password' | 'cookie'> {
  const { password: _p, cookie: _c, ...rest } = user;
  return rest;
}
