import type { AffiliateMembership } from '@leadledger/contracts/membership';
import type { Browser } from './support/accounts';
import {
  AFFILIATE_ONLY,
  affiliatesOf,
  archiveProgram,
  EXPIRED_MESSAGE,
  joinProgram,
  merchantWithProgram,
  MERCHANT_ONLY,
  membershipsOf,
  newAffiliate,
  NO_SUCH_ID,
  SIGN_IN_MESSAGE,
  UNKNOWN_CODE_MESSAGE,
} from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const NOT_FOUND = { message: 'Membership not found.', code: 'MembershipNotFound' };
const primaries = (list: AffiliateMembership[]) => list.filter((m) => m.isPrimary).map((m) => m.id);

describe('affiliate membership endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const join = (b: Browser, referralCode: unknown) => b.post('/api/affiliates/join-program').send({ referralCode });
  const setPrimary = (b: Browser, affiliateId: unknown) => b.post('/api/affiliates/set-primary').send({ affiliateId });

  describe('POST /api/affiliates/join-program', () => {
    it('joins by code (any case, spaces trimmed): 201, the first membership is primary, later ones are not', async () => {
      const m1 = await merchantWithProgram(t);
      const m2 = await merchantWithProgram(t, { payoutPerCall: 12.5 });
      const a = await newAffiliate(t);
      const first = await join(a.browser, ` ${m1.program.referralCode.toUpperCase()} `).expect(201);
      expect(first.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        programId: m1.program.id,
        programName: m1.program.name,
        merchantFirstName: 'Ada',
        merchantLastName: 'Lovelace',
        merchantCompanyName: null,
        payoutAmount: 50,
        referralCode: m1.program.referralCode,
        integration: 'google',
        isPrimary: true,
        isApproved: true,
        isArchived: false,
        isPaused: false,
        lastCommissionChange: null,
        joinedAt: expect.any(String),
      });
      const second = await join(a.browser, m2.program.referralCode).expect(201);
      expect(second.body).toMatchObject({ programId: m2.program.id, payoutAmount: 12.5, isPrimary: false });
      expect(await membershipsOf(a.browser)).toEqual([first.body, second.body]);
    });

    it('refuses a second join with 409 and keeps one membership', async () => {
      const m = await merchantWithProgram(t);
      const a = await newAffiliate(t);
      await joinProgram(a.browser, m.program.referralCode);
      const res = await join(a.browser, m.program.referralCode.toUpperCase()).expect(409);
      expect(res.body).toEqual({ message: 'You have already joined this program.', code: 'AlreadyMember' });
      expect(await membershipsOf(a.browser)).toHaveLength(1);
    });

    it('makes exactly one of two simultaneous first joins primary', async () => {
      const [m1, m2] = [await merchantWithProgram(t), await merchantWithProgram(t)];
      const a = await newAffiliate(t);
      const res = await Promise.all([m1, m2].map((m) => join(a.browser, m.program.referralCode)));
      expect(res.map((r) => r.status)).toEqual([201, 201]);
      expect(primaries(await membershipsOf(a.browser))).toHaveLength(1);
    });

    it('refuses an archived program with 409 and the expired message', async () => {
      const m = await merchantWithProgram(t);
      await archiveProgram(m.browser, m.program.id);
      const a = await newAffiliate(t);
      const res = await join(a.browser, m.program.referralCode).expect(409);
      expect(res.body).toEqual({ message: EXPIRED_MESSAGE, code: 'ProgramExpired' });
      expect(await membershipsOf(a.browser)).toEqual([]);
    });

    it('answers 403 to a merchant (even for its own program) and 401 signed out, joining nobody', async () => {
      const m = await merchantWithProgram(t);
      expect((await join(m.browser, m.program.referralCode).expect(403)).body).toEqual({ message: AFFILIATE_ONLY });
      expect((await join(t.browser(), m.program.referralCode).expect(401)).body).toEqual({ message: SIGN_IN_MESSAGE });
      expect(await affiliatesOf(m.browser)).toEqual([]);
    });

    it('answers 404 for an unknown code', async () => {
      const a = await newAffiliate(t);
      expect((await join(a.browser, 'abcdefghjkmn').expect(404)).body).toEqual({ message: UNKNOWN_CODE_MESSAGE });
      expect(await membershipsOf(a.browser)).toEqual([]);
    });

    it.each([
      ['an empty code', '', 'Please enter a referral code.'],
      ['a blank code', '   ', 'Please enter a referral code.'],
      ['no code', undefined, 'Please enter a referral code.'],
      ['a number', 12345678, 'Please enter a referral code.'],
      ['a 65-character code', 'a'.repeat(65), 'This referral code is not valid.'],
    ])('answers 400 for %s', async (_case, code, message) => {
      const a = await newAffiliate(t);
      expect((await join(a.browser, code).expect(400)).body).toEqual({ message, errors: { referralCode: message } });
      expect(await membershipsOf(a.browser)).toEqual([]);
    });
  });

  describe('POST /api/affiliates/set-primary', () => {
    it('makes the chosen membership the only primary one', async () => {
      const a = await newAffiliate(t);
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) ids.push((await joinProgram(a.browser, (await merchantWithProgram(t)).program.referralCode)).id);
      const res = await setPrimary(a.browser, ids[2]).expect(200);
      expect(res.body).toMatchObject({ id: ids[2], isPrimary: true });
      expect(primaries(await membershipsOf(a.browser))).toEqual([ids[2]]);
      await setPrimary(a.browser, ids[1]).expect(200);
      await setPrimary(a.browser, ids[1]).expect(200);
      const list = await membershipsOf(a.browser);
      expect(primaries(list)).toEqual([ids[1]]);
      expect(list.map((m) => m.id).sort()).toEqual([...ids].sort());
    });

    it('leaves exactly one primary after simultaneous requests (each answered 200 or 409, never 500)', async () => {
      const a = await newAffiliate(t);
      const ids: string[] = [];
      for (let i = 0; i < 4; i += 1) ids.push((await joinProgram(a.browser, (await merchantWithProgram(t)).program.referralCode)).id);
      for (const round of [[1, 2, 3], [0, 2, 3], [0, 1, 2]]) {
        const res = await Promise.all(round.map((i) => setPrimary(a.browser, ids[i])));
        expect(res.every((r) => r.status === 200 || r.status === 409) && res.some((r) => r.status === 200)).toBe(true);
        const now = primaries(await membershipsOf(a.browser));
        expect(now).toHaveLength(1);
        expect(round.map((i) => ids[i])).toContain(now[0]);
      }
    });

    it("answers 404 for another affiliate's membership and changes nobody's primary", async () => {
      const m = await merchantWithProgram(t);
      const [a, b] = [await newAffiliate(t), await newAffiliate(t)];
      const mine = await joinProgram(a.browser, (await merchantWithProgram(t)).program.referralCode);
      await joinProgram(a.browser, m.program.referralCode);
      const theirs = await joinProgram(b.browser, m.program.referralCode);
      expect((await setPrimary(a.browser, theirs.id).expect(404)).body).toEqual(NOT_FOUND);
      expect(primaries(await membershipsOf(a.browser))).toEqual([mine.id]);
      expect(await membershipsOf(b.browser)).toEqual([theirs]);
    });

    it('answers 404 for an unknown id and 400 for one that is not a uuid', async () => {
      const a = await newAffiliate(t);
      expect((await setPrimary(a.browser, NO_SUCH_ID).expect(404)).body).toEqual(NOT_FOUND);
      const bad = await setPrimary(a.browser, 'not-a-uuid').expect(400);
      expect(bad.body).toEqual({ message: 'Choose one of your programs.', errors: { affiliateId: 'Choose one of your programs.' } });
    });

    it('answers 403 to a merchant and 401 signed out', async () => {
      const m = await merchantWithProgram(t);
      const a = await newAffiliate(t);
      const membership = await joinProgram(a.browser, m.program.referralCode);
      expect((await setPrimary(m.browser, membership.id).expect(403)).body).toEqual({ message: AFFILIATE_ONLY });
      expect((await setPrimary(t.browser(), membership.id).expect(401)).body).toEqual({ message: SIGN_IN_MESSAGE });
    });
  });

  describe('GET /api/affiliates/user', () => {
    it("shows only the affiliate's own memberships, an archived program's with isArchived true", async () => {
      const m = await merchantWithProgram(t);
      const [a, b] = [await newAffiliate(t), await newAffiliate(t)];
      const joined = await joinProgram(a.browser, m.program.referralCode);
      await archiveProgram(m.browser, m.program.id);
      expect(await membershipsOf(a.browser)).toEqual([{ ...joined, isArchived: true }]);
      expect(await membershipsOf(b.browser)).toEqual([]);
    });

    it('answers 403 to a merchant and 401 signed out', async () => {
      const m = await merchantWithProgram(t);
      expect((await m.browser.get('/api/affiliates/user').expect(403)).body).toEqual({ message: AFFILIATE_ONLY });
      expect((await t.browser().get('/api/affiliates/user').expect(401)).body).toEqual({ message: SIGN_IN_MESSAGE });
    });
  });

  describe('GET /api/affiliates/merchant', () => {
    it("lists only the affiliates of the merchant's own programs, with approvedCalls 0", async () => {
      const [m1, m2] = [await merchantWithProgram(t), await merchantWithProgram(t)];
      const [a, b] = [await newAffiliate(t), await newAffiliate(t, { firstName: 'Grace', lastName: 'Hopper' })];
      const membership = await joinProgram(a.browser, m1.program.referralCode);
      await joinProgram(b.browser, m2.program.referralCode);
      expect(await affiliatesOf(m1.browser)).toEqual([
        { id: membership.id, firstName: 'Alan', lastName: 'Turing', email: a.user.email, programName: m1.program.name, referralCode: m1.program.referralCode, joinedAt: membership.joinedAt, approvedCalls: 0 },
      ]);
      expect((await affiliatesOf(m2.browser)).map((x) => x.email)).toEqual([b.user.email]);
    });

    it('answers 403 to an affiliate and 401 signed out', async () => {
      const a = await newAffiliate(t);
      expect((await a.browser.get('/api/affiliates/merchant').expect(403)).body).toEqual({ message: MERCHANT_ONLY });
      expect((await t.browser().get('/api/affiliates/merchant').expect(401)).body).toEqual({ message: SIGN_IN_MESSAGE });
    });
  });

  describe('DELETE /api/affiliates/:id', () => {
    it('removes: 204, gone from both lists, a second removal is 409 and the affiliate cannot rejoin (409)', async () => {
      const m = await merchantWithProgram(t);
      const a = await newAffiliate(t);
      const membership = await joinProgram(a.browser, m.program.referralCode);
      const res = await m.browser.delete(`/api/affiliates/${membership.id}`).expect(204);
      expect(res.text).toBe('');
      expect(await affiliatesOf(m.browser)).toEqual([]);
      expect(await membershipsOf(a.browser)).toEqual([]);
      expect((await m.browser.delete(`/api/affiliates/${membership.id}`).expect(409)).body.code).toBe('AffiliateAlreadyRemoved');
      const rejoin = await join(a.browser, m.program.referralCode).expect(409);
      expect(rejoin.body).toEqual({ message: 'The merchant removed you from this program. Please contact the merchant.', code: 'RemovedAffiliateCannotRejoin' });
      expect((await setPrimary(a.browser, membership.id).expect(409)).body.code).toBe('MembershipRemoved');
      expect(await membershipsOf(a.browser)).toEqual([]);
    });

    it("answers 404 to another merchant and keeps the affiliate on both sides", async () => {
      const [owner, stranger] = [await merchantWithProgram(t), await merchantWithProgram(t)];
      const a = await newAffiliate(t);
      const membership = await joinProgram(a.browser, owner.program.referralCode);
      expect((await stranger.browser.delete(`/api/affiliates/${membership.id}`).expect(404)).body).toEqual(NOT_FOUND);
      expect((await affiliatesOf(owner.browser)).map((x) => x.id)).toEqual([membership.id]);
      expect(await membershipsOf(a.browser)).toEqual([membership]);
    });

    it('answers 403 to an affiliate (the member itself included) and 401 signed out', async () => {
      const m = await merchantWithProgram(t);
      const a = await newAffiliate(t);
      const membership = await joinProgram(a.browser, m.program.referralCode);
      expect((await a.browser.delete(`/api/affiliates/${membership.id}`).expect(403)).body).toEqual({ message: MERCHANT_ONLY });
      expect((await t.browser().delete(`/api/affiliates/${membership.id}`).expect(401)).body).toEqual({ message: SIGN_IN_MESSAGE });
      expect(await membershipsOf(a.browser)).toEqual([membership]);
    });

    it('answers 404 for an unknown id and one that is not a uuid', async () => {
      const m = await merchantWithProgram(t);
      expect((await m.browser.delete(`/api/affiliates/${NO_SUCH_ID}`).expect(404)).body).toEqual(NOT_FOUND);
      expect((await m.browser.delete('/api/affiliates/not-a-uuid').expect(404)).body).toEqual({ message: 'Membership not found.' });
    });

    it('leaves the affiliate with exactly one primary when the primary membership is removed', async () => {
      const [m1, m2] = [await merchantWithProgram(t), await merchantWithProgram(t)];
      const a = await newAffiliate(t);
      const primary = await joinProgram(a.browser, m1.program.referralCode);
      const other = await joinProgram(a.browser, m2.program.referralCode);
      await m1.browser.delete(`/api/affiliates/${primary.id}`).expect(204);
      expect(primaries(await membershipsOf(a.browser))).toEqual([other.id]);
    });
  });
});
