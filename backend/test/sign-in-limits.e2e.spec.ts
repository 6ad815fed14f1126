import { DEFAULT_RATE_LIMITS } from '../src/infrastructure/config/app-config';
import { logIn, PASSWORD, sessionCookie, signUp } from './support/accounts';
import { expectRetryAfter } from './support/limits';
import { startTestApp, type TestApp } from './support/test-app';

describe('sign-in, signup and password-change limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIp: 1000, loginPerEmail: 3, loginPerAccount: 5, registerPerIp: 1000, passwordChangePerUser: 3, passwordChangePerIp: 4 },
      // Client addresses come from X-Forwarded-For here, so one test can play several places.
      trustProxy: true,
    });
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
