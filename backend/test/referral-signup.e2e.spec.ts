import { type Browser, logIn, PASSWORD, sessionCookie, uniqueEmail } from './support/accounts';
import {
  affiliatesOf,
  archiveProgram,
  EXPIRED_MESSAGE,
  expectNoAccount,
  merchantWithProgram,
  type MerchantWithProgram,
  membershipsOf,
  newAffiliate,
  newMerchant,
  programsOf,
  UNKNOWN_CODE_MESSAGE,
} from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const INVALID_LINK = 'Invalid Referral Link: please use a valid affiliate referral link.';

describe('signing up and in through a referral link', () => {
  let t: TestApp;
  let m: MerchantWithProgram;
  let archived: MerchantWithProgram;
  beforeAll(async () => {
    t = await startTestApp();
    m = await merchantWithProgram(t);
    archived = await merchantWithProgram(t);
    await archiveProgram(archived.browser, archived.program.id);
  });
  afterAll(async () => t.close());

  const signupBody = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail('ref'),
    password: PASSWORD,
    referralCode: m.program.referralCode,
    ...overrides,
  });
  const affiliateSignup = (b: Browser, body: Record<string, unknown>) => b.post('/api/auth/affiliate-signup').send(body);
  const register = (b: Browser, body: Record<string, unknown>) => b.post('/api/auth/register').send(body);
  const isMember = async (b: Browser, programId: string) => (await membershipsOf(b)).some((x) => x.programId === programId);

  describe('POST /api/auth/affiliate-signup', () => {
    it('creates an affiliate (whatever role is sent), already in the program as primary, and signs it in', async () => {
      const browser = t.browser();
      const body = signupBody({ referralCode: m.program.referralCode.toUpperCase(), role: 'merchant' });
      const res = await affiliateSignup(browser, body).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        email: body.email,
        firstName: 'Grace',
        lastName: 'Hopper',
        role: 'affiliate',
        companyName: null,
        logoUrl: null,
        timeZone: 'UTC',
        createdAt: expect.any(String),
      });
      expect(sessionCookie(res)).toEqual(expect.any(String));
      expect((await browser.get('/api/auth/user').expect(200)).body.id).toBe(res.body.id);
      expect(await membershipsOf(browser)).toEqual([expect.objectContaining({ programId: m.program.id, isPrimary: true, isArchived: false })]);
      expect((await affiliatesOf(m.browser)).map((a) => a.email)).toContain(body.email);
    });

    it.each([
      ['no last name', { lastName: undefined }, 'lastName', 'Last name is required.'],
      ['a blank last name', { lastName: '  ' }, 'lastName', 'Last name is required.'],
      ['a 7-character password', { password: '1234567' }, 'password', 'Password must be at least 8 characters long.'],
      ['no referral code', { referralCode: undefined }, 'referralCode', INVALID_LINK],
      ['an empty referral code', { referralCode: '' }, 'referralCode', INVALID_LINK],
      ['no first name', { firstName: undefined }, 'firstName', 'First name is required.'],
      ['a bad email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    ])('answers 400 for %s and creates no user', async (_case, override, field, message) => {
      const body = signupBody(override);
      const res = await affiliateSignup(t.browser(), body).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
      expect(sessionCookie(res)).toBeUndefined();
      if (typeof body.email === 'string' && body.email.includes('@')) await expectNoAccount(t, body.email, String(body.password));
    });

    it('answers 404 for an unknown code and creates no user', async () => {
      const body = signupBody({ referralCode: 'abcdefghjkmn' });
      const res = await affiliateSignup(t.browser(), body).expect(404);
      expect(res.body).toEqual({ message: UNKNOWN_CODE_MESSAGE });
      expect(sessionCookie(res)).toBeUndefined();
      await expectNoAccount(t, body.email);
    });

    it('answers 409 with the expired message for an archived program and creates no user', async () => {
      const body = signupBody({ referralCode: archived.program.referralCode });
      const res = await affiliateSignup(t.browser(), body).expect(409);
      expect(res.body).toEqual({ message: EXPIRED_MESSAGE });
      await expectNoAccount(t, body.email);
    });

    it('answers 409 for an email already in use and joins nobody', async () => {
      const existing = await newAffiliate(t);
      const res = await affiliateSignup(t.browser(), signupBody({ email: existing.user.email, password: 'other password' })).expect(409);
      expect(res.body.message).toMatch(/already exists/i);
      expect(await membershipsOf(existing.browser)).toEqual([]);
    });
  });

  describe('POST /api/auth/register with referralCode', () => {
    it('joins the program when registering as an affiliate', async () => {
      const browser = t.browser();
      const email = uniqueEmail('reg');
      const res = await register(browser, { email, password: PASSWORD, firstName: 'Alan', role: 'affiliate', referralCode: m.program.referralCode }).expect(201);
      expect(res.body).toMatchObject({ email, role: 'affiliate' });
      expect(await membershipsOf(browser)).toEqual([expect.objectContaining({ programId: m.program.id, isPrimary: true })]);
    });

    it.each([
      ['an unknown code', () => 'abcdefghjkmn', 404, UNKNOWN_CODE_MESSAGE],
      ["an archived program's code", () => archived.program.referralCode, 409, EXPIRED_MESSAGE],
    ])('refuses an affiliate with %s and creates no user', async (_case, code, status, message) => {
      const email = uniqueEmail('reg');
      const res = await register(t.browser(), { email, password: PASSWORD, firstName: 'Alan', role: 'affiliate', referralCode: code() }).expect(status);
      expect(res.body).toEqual({ message });
      await expectNoAccount(t, email);
    });

    it.each([
      ["a program's code", (owner: MerchantWithProgram) => owner.program.referralCode],
      ['an unknown code', () => 'abcdefghjkmn'],
      ["an archived program's code", () => archived.program.referralCode],
    ])('ignores %s when registering as a merchant', async (_case, code) => {
      const owner = await merchantWithProgram(t);
      const browser = t.browser();
      const email = uniqueEmail('merchant');
      const res = await register(browser, { email, password: PASSWORD, firstName: 'Max', role: 'merchant', referralCode: code(owner) }).expect(201);
      expect(res.body).toMatchObject({ email, role: 'merchant' });
      expect(await programsOf(browser)).toEqual([]);
      expect(await affiliatesOf(owner.browser)).toEqual([]);
    });
  });

  describe('POST /api/auth/login with referralCode', () => {
    it('joins the program for an existing affiliate, once', async () => {
      const a = await newAffiliate(t);
      const browser = t.browser();
      const res = await browser.post('/api/auth/login').send({ email: a.user.email, password: PASSWORD, referralCode: m.program.referralCode }).expect(200);
      expect(res.body.id).toBe(a.user.id);
      expect(await membershipsOf(browser)).toEqual([expect.objectContaining({ programId: m.program.id, isPrimary: true })]);
      await browser.post('/api/auth/login').send({ email: a.user.email, password: PASSWORD, referralCode: m.program.referralCode }).expect(200);
      expect(await membershipsOf(browser)).toHaveLength(1);
    });

    it.each([
      ['an unknown code', () => 'abcdefghjkmn'],
      ["an archived program's code", () => archived.program.referralCode],
      ['a malformed code', () => '../../etc'],
    ])('still signs in with %s, joining nothing', async (_case, code) => {
      const a = await newAffiliate(t);
      const browser = t.browser();
      const res = await browser.post('/api/auth/login').send({ email: a.user.email, password: PASSWORD, referralCode: code() }).expect(200);
      expect(res.body.id).toBe(a.user.id);
      expect(sessionCookie(res)).toEqual(expect.any(String));
      expect(await membershipsOf(browser)).toEqual([]);
    });

    it('joins nothing for a merchant, nor on a wrong password', async () => {
      const merchant = await newMerchant(t);
      const owner = await merchantWithProgram(t);
      await t.browser().post('/api/auth/login').send({ email: merchant.user.email, password: PASSWORD, referralCode: owner.program.referralCode }).expect(200);
      const a = await newAffiliate(t);
      const wrong = await t.browser().post('/api/auth/login').send({ email: a.user.email, password: 'wrong password', referralCode: owner.program.referralCode }).expect(401);
      expect(wrong.body).toEqual({ message: 'Incorrect email or password.' });
      expect(await affiliatesOf(owner.browser)).toEqual([]);
      expect(await isMember(a.browser, owner.program.id)).toBe(false);
      await logIn(t.browser(), a.user.email, PASSWORD).expect(200);
    });
  });
});
