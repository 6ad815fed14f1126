import type { Browser } from './support/accounts';
import { connectSandbox, createProgram } from './support/merchant-setup';
import {
  archiveProgram,
  merchantWithProgram,
  MERCHANT_ONLY,
  newAffiliate,
  newMerchant,
  NO_SUCH_ID,
  programsOf,
  SIGN_IN_MESSAGE,
} from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/** newReferralCode's alphabet: lower-case letters and digits without 0/o, 1/l/i. */
const REFERRAL_CODE = /^[a-hjkmnp-z2-9]{12}$/;
const INVALID_AMOUNT = 'Invalid amount: please enter a valid payout amount.';
const DECIMALS = 'Invalid amount: please enter a valid payout amount (dollars, at most two decimals).';
const OUT_OF_RANGE = 'The commission must be more than $0 and at most $10,000.';
const LINK_NOT_VALID = 'This affiliate link is not valid. Ask the merchant for a new one.';

describe('program endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const withGoogle = async () => {
    const m = await newMerchant(t);
    await connectSandbox(m.browser, 'google');
    return m;
  };
  const create = (b: Browser, body: Record<string, unknown>) => b.post('/api/affiliate-programs').send(body);

  describe('POST /api/affiliate-programs', () => {
    it('creates a Google program: 201, payout in dollars, a 12-character referral code, listed', async () => {
      const m = await withGoogle();
      const res = await create(m.browser, { payoutPerCall: 72.5, integration: 'google' }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: expect.stringContaining('$72.50'),
        referralCode: expect.stringMatching(REFERRAL_CODE),
        integration: 'google',
        payoutAmount: 72.5,
        calendlyEventType: null,
        calendlyEventTypeName: null,
        calendlySchedulingUrl: null,
        isArchived: false,
        status: 'active',
        pausedReason: null,
        lastCommissionChange: null,
        decisionTerms: { days: 7, onDeadline: 'escalate' },
        createdAt: expect.any(String),
      });
      expect(await programsOf(m.browser)).toEqual([res.body]);
    });

    it('accepts exactly $10,000 and a chosen name, and gives every program its own code', async () => {
      const m = await withGoogle();
      const big = await create(m.browser, { payoutPerCall: 10000, integration: 'google', name: '  Spring campaign ' }).expect(201);
      expect(big.body).toMatchObject({ payoutAmount: 10000, name: 'Spring campaign' });
      const small = await create(m.browser, { payoutPerCall: 0.01, integration: 'google' }).expect(201);
      expect(small.body.payoutAmount).toBe(0.01);
      expect(small.body.referralCode).not.toBe(big.body.referralCode);
    });

    it.each([
      [0, INVALID_AMOUNT],
      [-1, INVALID_AMOUNT],
      [10000.01, OUT_OF_RANGE],
      ['abc', DECIMALS],
      [1.234, DECIMALS],
      [undefined, DECIMALS],
    ])('answers 400 for a payout of %p, with the message, and creates nothing', async (payoutPerCall, message) => {
      const m = await withGoogle();
      const res = await create(m.browser, { payoutPerCall, integration: 'google' }).expect(400);
      expect(res.body).toEqual({ message, errors: { payoutPerCall: message } });
      expect(await programsOf(m.browser)).toEqual([]);
    });

    it.each([[undefined], ['outlook'], ['']])('answers 400 for the integration %p', async (integration) => {
      const m = await withGoogle();
      const res = await create(m.browser, { payoutPerCall: 50, integration }).expect(400);
      expect(res.body.errors).toEqual({ integration: 'Integration required: please select an integration for this program.' });
      expect(await programsOf(m.browser)).toEqual([]);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const m = await withGoogle();
      const res = await m.browser.post('/api/affiliate-programs').set('Content-Type', 'application/json').send('{"payoutPerCall": 5').expect(400);
      expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
      expect(await programsOf(m.browser)).toEqual([]);
    });

    it('answers 422 when the chosen integration is not connected (never, other provider only, or disconnected)', async () => {
      const m = await newMerchant(t);
      const google = await create(m.browser, { payoutPerCall: 50, integration: 'google' }).expect(422);
      expect(google.body).toEqual({ message: 'Connect Google Calendar in Integrations before creating a program for it.' });
      const id = await connectSandbox(m.browser, 'google');
      const calendly = await create(m.browser, { payoutPerCall: 50, integration: 'calendly', calendlyEventType: 'https://x.test/e' }).expect(422);
      expect(calendly.body).toEqual({ message: 'Connect Calendly in Integrations before creating a program for it.' });
      await m.browser.delete(`/api/integrations/${id}/disconnect`).expect(204);
      await create(m.browser, { payoutPerCall: 50, integration: 'google' }).expect(422);
      expect(await programsOf(m.browser)).toEqual([]);
    });

    it("answers 422 for a Calendly program without a meeting type, or with one not of the merchant's account", async () => {
      const m = await newMerchant(t);
      await connectSandbox(m.browser, 'calendly');
      const missing = await create(m.browser, { payoutPerCall: 50, integration: 'calendly' }).expect(422);
      expect(missing.body).toEqual({ message: 'Meeting type required: please select a Calendly meeting type for this program.' });
      const unknown = await create(m.browser, { payoutPerCall: 50, integration: 'calendly', calendlyEventType: 'https://api.calendly.com/event_types/other' }).expect(422);
      expect(unknown.body.message).toMatch(/not one of your connected Calendly account's/);
      expect(await programsOf(m.browser)).toEqual([]);
    });

    it('creates a Calendly program with one of the connected meeting types', async () => {
      const m = await newMerchant(t);
      await connectSandbox(m.browser, 'calendly');
      const [type] = (await m.browser.get('/api/integrations/calendly/event-types').expect(200)).body.collection;
      const res = await create(m.browser, { payoutPerCall: 25, integration: 'calendly', calendlyEventType: type.uri }).expect(201);
      expect(res.body).toMatchObject({ integration: 'calendly', payoutAmount: 25, calendlyEventType: type.uri, calendlyEventTypeName: type.name, calendlySchedulingUrl: type.schedulingUrl });
    });

    it('answers 403 to an affiliate and 401 signed out', async () => {
      const affiliate = await newAffiliate(t);
      expect((await create(affiliate.browser, { payoutPerCall: 50, integration: 'google' }).expect(403)).body).toEqual({ message: MERCHANT_ONLY });
      expect((await create(t.browser(), { payoutPerCall: 50, integration: 'google' }).expect(401)).body).toEqual({ message: SIGN_IN_MESSAGE });
    });
  });

  describe('GET /api/affiliate-programs/merchant', () => {
    it("lists only the merchant's own programs, newest first", async () => {
      const a = await withGoogle();
      const first = await createProgram(a.browser, { payoutPerCall: 10, integration: 'google' });
      const second = await createProgram(a.browser, { payoutPerCall: 20, integration: 'google' });
      const b = await merchantWithProgram(t);
      expect((await programsOf(a.browser)).map((p) => p.id)).toEqual([second.id, first.id]);
      expect((await programsOf(b.browser)).map((p) => p.id)).toEqual([b.program.id]);
    });

    it('answers 403 to an affiliate and 401 signed out', async () => {
      const affiliate = await newAffiliate(t);
      expect((await affiliate.browser.get('/api/affiliate-programs/merchant').expect(403)).body).toEqual({ message: MERCHANT_ONLY });
      expect((await t.browser().get('/api/affiliate-programs/merchant').expect(401)).body).toEqual({ message: SIGN_IN_MESSAGE });
    });
  });

  describe('DELETE /api/affiliate-programs/:id', () => {
    it('archives: 204, still listed with isArchived true (after active ones), a second delete is 409', async () => {
      const m = await merchantWithProgram(t);
      const other = await createProgram(m.browser, { payoutPerCall: 30, integration: 'google' });
      const res = await m.browser.delete(`/api/affiliate-programs/${m.program.id}`).expect(204);
      expect(res.text).toBe('');
      expect(await programsOf(m.browser)).toEqual([expect.objectContaining({ id: other.id, isArchived: false }), { ...m.program, isArchived: true, status: 'archived' }]);
      const again = await m.browser.delete(`/api/affiliate-programs/${m.program.id}`).expect(409);
      expect(again.body).toEqual({ message: 'This program is already deleted.', code: 'ProgramAlreadyArchived' });
    });

    it("answers 404 for another merchant's program, active or archived, and leaves it as it was", async () => {
      const owner = await merchantWithProgram(t);
      const stranger = await merchantWithProgram(t);
      const res = await stranger.browser.delete(`/api/affiliate-programs/${owner.program.id}`).expect(404);
      expect(res.body).toEqual({ message: 'Program not found.', code: 'ProgramNotFound' });
      expect(await programsOf(owner.browser)).toEqual([owner.program]);
      await archiveProgram(stranger.browser, stranger.program.id);
      const archived = await owner.browser.delete(`/api/affiliate-programs/${stranger.program.id}`).expect(404);
      expect(archived.body.code).toBe('ProgramNotFound');
    });

    it('answers 404 for an unknown id and one that is not a uuid', async () => {
      const m = await newMerchant(t);
      expect((await m.browser.delete(`/api/affiliate-programs/${NO_SUCH_ID}`).expect(404)).body).toEqual({ message: 'Program not found.', code: 'ProgramNotFound' });
      expect((await m.browser.delete('/api/affiliate-programs/not-a-uuid').expect(404)).body).toEqual({ message: 'Program not found.' });
    });

    it('answers 403 to an affiliate (even one in the program) and 401 signed out, and keeps the program', async () => {
      const m = await merchantWithProgram(t);
      const affiliate = await newAffiliate(t);
      await affiliate.browser.post('/api/affiliates/join-program').send({ referralCode: m.program.referralCode }).expect(201);
      expect((await affiliate.browser.delete(`/api/affiliate-programs/${m.program.id}`).expect(403)).body).toEqual({ message: MERCHANT_ONLY });
      expect((await t.browser().delete(`/api/affiliate-programs/${m.program.id}`).expect(401)).body).toEqual({ message: SIGN_IN_MESSAGE });
      expect(await programsOf(m.browser)).toEqual([m.program]);
    });
  });

  describe('GET /api/affiliate-programs/by-code/:code', () => {
    it('is public and answers in any letter case', async () => {
      const m = await merchantWithProgram(t, { payoutPerCall: 42.25 });
      const expected = { name: m.program.name, payoutAmount: 42.25, integration: 'google', referralCode: m.program.referralCode, isArchived: false, merchantName: 'Ada Lovelace' };
      expect((await t.browser().get(`/api/affiliate-programs/by-code/${m.program.referralCode}`).expect(200)).body).toEqual(expected);
      expect((await t.browser().get(`/api/affiliate-programs/by-code/${m.program.referralCode.toUpperCase()}`).expect(200)).body).toEqual(expected);
    });

    it('shows an archived program with isArchived true', async () => {
      const m = await merchantWithProgram(t);
      await archiveProgram(m.browser, m.program.id);
      const res = await t.browser().get(`/api/affiliate-programs/by-code/${m.program.referralCode}`).expect(200);
      expect(res.body).toMatchObject({ referralCode: m.program.referralCode, isArchived: true });
    });

    it.each(['abcdefghjkmn', 'not.a.code', 'x'.repeat(65), '%27%20OR%201%3D1'])('answers 404 for the unknown code %p', async (code) => {
      const res = await t.browser().get(`/api/affiliate-programs/by-code/${code}`).expect(404);
      expect(res.body).toEqual({ message: LINK_NOT_VALID });
    });
  });

  describe('GET /api/billing/subscription', () => {
    it('gives a new merchant a 14-day trial', async () => {
      const m = await newMerchant(t);
      const res = await m.browser.get('/api/billing/subscription').expect(200);
      expect(res.body).toEqual({ status: 'trialing', daysLeft: 14, trialEndsAt: expect.any(String) });
      expect(Date.parse(res.body.trialEndsAt)).toBe(Date.parse(m.user.createdAt) + 14 * 86_400_000);
    });

    it('answers 403 to an affiliate and 401 signed out', async () => {
      const affiliate = await newAffiliate(t);
      expect((await affiliate.browser.get('/api/billing/subscription').expect(403)).body).toEqual({ message: MERCHANT_ONLY });
      expect((await t.browser().get('/api/billing/subscription').expect(401)).body).toEqual({ message: SIGN_IN_MESSAGE });
    });
  });
});
