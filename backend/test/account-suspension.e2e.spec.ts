import type { AccountStatus } from '@leadledger/contracts/account-status';
import type { AdminAffiliatesResponse, AdminMerchantsResponse, Timeline } from '@leadledger/contracts/admin';
import { hashSessionToken, newSessionToken } from '../src/infrastructure/crypto/session-token';
import { logIn, whoAmI } from './support/accounts';
import { type Admin, newAdmin } from './support/admin-setup';
import { bookCall, bookingBody, googleProgramWithAffiliate, sundayOf, weekOf } from './support/booking-setup';
import { withDatabase } from './support/database';
import { joinProgram, newAffiliate, NO_SUCH_ID, SIGN_IN_MESSAGE } from './support/people';
import { streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

const SUSPENDED = 'This account is suspended. Contact support.';
const INACTIVE = 'This referral link is no longer active. Please contact the business directly to book a call.';
const NEXT_WEEK = sundayOf(1);

/** Suspending and reinstating merchants and affiliates: sessions, sign-in and links follow the account's stream. */
describe('account suspension', () => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
  });
  afterAll(async () => t.close());

  const suspend = (userId: string, body: Record<string, unknown> = { reason: 'Repeated chargebacks' }) => admin.browser.post(`/api/admin/accounts/${userId}/suspend`).send(body);
  const reinstate = (userId: string, body: Record<string, unknown> = {}) => admin.browser.post(`/api/admin/accounts/${userId}/reinstate`).send(body);
  const slots = async (code: string) => (await weekOf(t.browser(), code, NEXT_WEEK)).availableSlots;

  it("suspends a merchant: its session ends at once, sign-in and its program's links are refused, its history stays; reinstating restores them", async () => {
    const s = await googleProgramWithAffiliate(t);
    const merchantId = s.user.id;
    const [first, second] = await slots(s.program.referralCode);
    await bookCall(t.browser(), bookingBody(s, first)).expect(201);

    const res = await suspend(merchantId).expect(200);
    expect(res.body as AccountStatus).toMatchObject({ userId: merchantId, role: 'merchant', suspended: true, suspensions: [{ reason: 'Repeated chargebacks', suspendedBy: admin.id, suspendedByEmail: admin.email, reinstatedAt: null }] });

    // The session it had is gone, and signing in again is refused with the reason to call support.
    const gone = await s.browser.get('/api/auth/user').expect(401);
    expect(gone.body.message).toBe(SIGN_IN_MESSAGE);
    await whoAmI(t, s.user.cookie).expect(401);
    const signIn = await logIn(t.browser(), s.user.email, s.user.password).expect(403);
    expect(signIn.body.message).toBe(SUSPENDED);

    // Its program's booking page and booking refuse, whoever's link it is.
    const page = await t.browser().post('/api/merchant-info').send({ referralCode: s.program.referralCode, aff: s.membership.id }).expect(410);
    expect(page.body.message).toBe(INACTIVE);
    const refused = await bookCall(t.browser(), bookingBody(s, second)).expect(409);
    expect(refused.body.message).toBe(INACTIVE);
    const tracked = await t.browser().get(`/api/track-with-loading/${s.program.referralCode}`).query({ aff: s.membership.id }).expect(409);
    expect(tracked.text).toContain(INACTIVE);

    // The event names the admin as its actor; nothing of the merchant's history is gone.
    const events = await streamEvents(t, `account-status-${merchantId}`);
    expect(events.map((e) => e.type)).toEqual(['AccountSuspended']);
    expect(events[0].metadata.actor).toEqual({ userId: admin.id, role: 'admin' });
    expect(events[0].data).toMatchObject({ userId: merchantId, role: 'merchant', reason: 'Repeated chargebacks', suspendedBy: admin.id });
    const timeline = (await admin.browser.get(`/api/admin/timelines/merchant/${merchantId}`).expect(200)).body as Timeline;
    expect(timeline.entries.map((e) => e.event.type)).toEqual(expect.arrayContaining(['ProgramCreated', 'CallBooked', 'AccountSuspended']));
    const merchants = (await admin.browser.get('/api/admin/merchants').expect(200)).body as AdminMerchantsResponse;
    expect(merchants.merchants.find((m) => m.id === merchantId)).toMatchObject({ suspended: true, totalCalls: 1 });

    const back = await reinstate(merchantId, { note: 'Paid the balance' }).expect(200);
    expect(back.body as AccountStatus).toMatchObject({ suspended: false, suspensions: [{ reinstatedBy: admin.id, note: 'Paid the balance' }] });
    const signedIn = t.browser();
    await logIn(signedIn, s.user.email, s.user.password).expect(200);
    await signedIn.get('/api/auth/user').expect(200);
    await t.browser().post('/api/merchant-info').send({ referralCode: s.program.referralCode, aff: s.membership.id }).expect(200);
    await bookCall(t.browser(), bookingBody(s, second)).expect(201);
    expect((await streamEvents(t, `account-status-${merchantId}`)).map((e) => e.type)).toEqual(['AccountSuspended', 'AccountReinstated']);
    const listed = (await admin.browser.get('/api/admin/merchants').expect(200)).body as AdminMerchantsResponse;
    expect(listed.merchants.find((m) => m.id === merchantId)?.suspended).toBe(false);
  });

  it("suspends an affiliate: their links are refused, another affiliate's link in the same program still books", async () => {
    const s = await googleProgramWithAffiliate(t);
    const other = await newAffiliate(t, { firstName: 'Stella' });
    const stays = await joinProgram(other.browser, s.program.referralCode);
    const [first, second] = await slots(s.program.referralCode);

    await suspend(s.affiliate.user.id, { reason: 'Fake leads' }).expect(200);
    await s.affiliate.browser.get('/api/auth/user').expect(401);
    const page = await t.browser().post('/api/merchant-info').send({ referralCode: s.program.referralCode, aff: s.membership.id }).expect(410);
    expect(page.body.message).toBe(INACTIVE);
    expect((await bookCall(t.browser(), bookingBody(s, first)).expect(409)).body.message).toBe(INACTIVE);
    const tracked = await t.browser().get(`/api/track-with-loading/${s.program.referralCode}`).query({ aff: s.membership.id }).expect(409);
    expect(tracked.text).toContain(INACTIVE);

    await t.browser().post('/api/merchant-info').send({ referralCode: s.program.referralCode, aff: stays.id }).expect(200);
    await bookCall(t.browser(), bookingBody({ program: s.program, membership: stays }, first)).expect(201);
    await t.browser().get(`/api/track-with-loading/${s.program.referralCode}`).query({ aff: stays.id }).expect(200);

    const affiliates = (await admin.browser.get('/api/admin/affiliates').expect(200)).body as AdminAffiliatesResponse;
    expect(affiliates.affiliates.find((a) => a.id === s.affiliate.user.id)?.suspended).toBe(true);
    expect(affiliates.affiliates.find((a) => a.id === other.user.id)?.suspended).toBe(false);
    const timeline = (await admin.browser.get(`/api/admin/timelines/affiliate/${s.affiliate.user.id}`).expect(200)).body as Timeline;
    expect(timeline.entries.map((e) => e.event.type)).toEqual(expect.arrayContaining(['AffiliateJoinedProgram', 'AccountSuspended']));

    await reinstate(s.affiliate.user.id).expect(200);
    await bookCall(t.browser(), bookingBody(s, second)).expect(201);
    await logIn(t.browser(), s.affiliate.user.email, s.affiliate.user.password).expect(200);
  });

  it('refuses a session row that outlived the suspension (a sign-in racing it), and removes the row', async () => {
    const affiliate = await newAffiliate(t);
    await suspend(affiliate.user.id).expect(200);
    // What a sign-in that checked the stream just before the suspension would leave behind.
    const token = newSessionToken();
    await withDatabase(t, (db) =>
      db.query(`INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 day')`, [hashSessionToken(token), affiliate.user.id]),
    );
    const refused = await whoAmI(t, token).expect(401);
    expect(refused.body.message).toBe(SUSPENDED);
    const left = await withDatabase(t, (db) => db.query(`SELECT 1 FROM sessions WHERE id_hash = $1`, [hashSessionToken(token)]));
    expect(left.rowCount).toBe(0);
  });

  it('refuses a second suspension, a reinstatement of an active account, and any admin, with 409 and a message', async () => {
    const affiliate = await newAffiliate(t);
    await suspend(affiliate.user.id).expect(200);
    expect((await suspend(affiliate.user.id, { reason: 'Again' }).expect(409)).body.message).toMatch(/already suspended/);
    await reinstate(affiliate.user.id).expect(200);
    expect((await reinstate(affiliate.user.id).expect(409)).body.message).toMatch(/not suspended/);

    const other = await newAdmin(t);
    expect((await suspend(other.id).expect(409)).body.message).toBe('Admin accounts cannot be suspended; only merchants and affiliates can.');
    await other.browser.get('/api/admin/merchants').expect(200);
    expect(await streamEvents(t, `account-status-${other.id}`)).toEqual([]);
  });

  it('answers 400 for a missing or too short reason and a malformed id, 404 for an unknown account', async () => {
    const affiliate = await newAffiliate(t);
    expect((await suspend(affiliate.user.id, {}).expect(400)).body.message).toMatch(/give a reason/);
    expect((await suspend(affiliate.user.id, { reason: ' a ' }).expect(400)).body.message).toMatch(/at least 3 characters/);
    expect((await suspend(affiliate.user.id, { reason: 'x'.repeat(501) }).expect(400)).body.message).toMatch(/at most 500/);
    expect((await reinstate(affiliate.user.id, { note: 42 }).expect(400)).body.message).toMatch(/note must be text/);
    expect((await suspend('not-a-uuid').expect(400)).body.message).toMatch(/must be a UUID/);
    expect((await suspend(NO_SUCH_ID).expect(404)).body.message).toBe('There is no account with this id.');
    await admin.browser.get(`/api/admin/accounts/${NO_SUCH_ID}`).expect(404);
    expect(await streamEvents(t, `account-status-${affiliate.user.id}`)).toEqual([]);
  });

  it("is an admin's: a merchant gets 403, nobody signed in 401", async () => {
    const s = await googleProgramWithAffiliate(t);
    const asMerchant = await s.browser.post(`/api/admin/accounts/${s.affiliate.user.id}/suspend`).send({ reason: 'I do not like them' }).expect(403);
    expect(asMerchant.body.message).toBe('This is only available to admin accounts.');
    await s.browser.get(`/api/admin/accounts/${s.affiliate.user.id}`).expect(403);
    const anonymous = await t.browser().post(`/api/admin/accounts/${s.affiliate.user.id}/suspend`).send({ reason: 'Who am I' }).expect(401);
    expect(anonymous.body.message).toBe(SIGN_IN_MESSAGE);
    await t.browser().post(`/api/admin/accounts/${s.affiliate.user.id}/reinstate`).send({}).expect(401);
    await s.affiliate.browser.get('/api/auth/user').expect(200);
    expect(await streamEvents(t, `account-status-${s.affiliate.user.id}`)).toEqual([]);
  });

  it('shows the account panel: status now and every suspension, newest first', async () => {
    const affiliate = await newAffiliate(t);
    await suspend(affiliate.user.id, { reason: 'First' }).expect(200);
    await reinstate(affiliate.user.id, { note: 'Ok' }).expect(200);
    await suspend(affiliate.user.id, { reason: 'Second' }).expect(200);
    const status = (await admin.browser.get(`/api/admin/accounts/${affiliate.user.id}`).expect(200)).body as AccountStatus;
    expect(status).toMatchObject({ role: 'affiliate', suspended: true });
    expect(status.suspensions.map((s) => [s.reason, s.note, s.reinstatedAt === null])).toEqual([['Second', null, true], ['First', 'Ok', false]]);
  });
});
