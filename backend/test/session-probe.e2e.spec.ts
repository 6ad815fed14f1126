import type { SessionResponse } from '@leadledger/contracts/auth';
import { hashSessionToken } from '../src/infrastructure/crypto/session-token';
import { signUp } from './support/accounts';
import { newAdmin } from './support/admin-setup';
import { withDatabase } from './support/database';
import { startTestApp, type TestApp } from './support/test-app';

const withCookie = (t: TestApp, path: string, cookie: string) => t.browser().get(path).set('Cookie', `ll_session=${encodeURIComponent(cookie)}`);

/**
 * docs/product/api.md, Session and auth: GET /api/auth/session tells a page whether someone is
 * signed in with a 200 either way, while GET /api/auth/user keeps its 401 for API clients.
 */
describe('session probe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('answers a signed-out visitor 200 with no user, while /api/auth/user still answers 401', async () => {
    const visitor = t.browser();
    const res = await visitor.get('/api/auth/session').expect(200);
    expect(res.body as SessionResponse).toEqual({ user: null });
    await visitor.get('/api/auth/user').expect(401);
    // A cookie that names no session is the same as none.
    expect((await withCookie(t, '/api/auth/session', 'not-a-session').expect(200)).body).toEqual({ user: null });
  });

  it('answers a signed-in person with the same user /api/auth/user returns, and null again after logout', async () => {
    const browser = t.browser();
    const account = await signUp(browser, { firstName: 'Mary', lastName: 'Jackson' });
    const session = (await browser.get('/api/auth/session').expect(200)).body as SessionResponse;
    const user = (await browser.get('/api/auth/user').expect(200)).body;
    expect(session.user).toEqual(user);
    expect(session.user).toMatchObject({ id: account.id, email: account.email, firstName: 'Mary', lastName: 'Jackson', role: 'merchant' });
    expect(session.user).not.toHaveProperty('passwordHash');

    await browser.post('/api/auth/logout').expect(204);
    expect((await withCookie(t, '/api/auth/session', account.cookie).expect(200)).body).toEqual({ user: null });
  });

  it('answers null for an expired session', async () => {
    const account = await signUp(t.browser());
    await withCookie(t, '/api/auth/session', account.cookie).expect(200);
    await withDatabase(t, (db) => db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id_hash = $1`, [hashSessionToken(account.cookie)]));
    expect((await withCookie(t, '/api/auth/session', account.cookie).expect(200)).body).toEqual({ user: null });
    await withCookie(t, '/api/auth/user', account.cookie).expect(401);
  });

  it("answers null for a suspended account's session, and ends that session", async () => {
    const admin = await newAdmin(t);
    const account = await signUp(t.browser(), { role: 'affiliate' });
    expect(((await withCookie(t, '/api/auth/session', account.cookie).expect(200)).body as SessionResponse).user?.id).toBe(account.id);
    await admin.browser.post(`/api/admin/accounts/${account.id}/suspend`).send({ reason: 'Fake bookings' }).expect(200);
    expect((await withCookie(t, '/api/auth/session', account.cookie).expect(200)).body).toEqual({ user: null });
    const left = await withDatabase(t, (db) => db.query(`SELECT 1 FROM sessions WHERE id_hash = $1`, [hashSessionToken(account.cookie)]));
    expect(left.rowCount).toBe(0);
  });
});
