import type { AffiliateReferral, Call } from '@leadledger/contracts/call';
import type { Notification } from '@leadledger/contracts/notification';
import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { at, bookCall, bookingBody, calendlyProgramWithAffiliate, googleProgramWithAffiliate, sundayOf, weekOf } from './support/booking-setup';
import { withDatabase } from './support/database';
import { calendlyAccountOf, deliverCalendly, inviteeCreated, newInviteeUri } from './support/calendly-webhook';
import { newAffiliate, newMerchant } from './support/people';
import { streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 16, lead quality (docs/product/lead-quality.md): signals at booking, the merchant's view and rules. */
describe('lead quality', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const pendingOf = async (browser: ReturnType<TestApp['browser']>): Promise<Call[]> => (await browser.get('/api/calls/pending').expect(200)).body;
  const codesOf = (call: Call | undefined) => call?.quality?.signals.map((s) => s.code);

  it('flags an affiliate booking themself, shows the merchant why, and tells the affiliate nothing of the score', async () => {
    const s = await googleProgramWithAffiliate(t);
    const week = await weekOf(t.browser(), s.program.referralCode, sundayOf(1));
    const own = s.affiliate.user.email.toUpperCase();
    const booked = await bookCall(t.browser(), bookingBody(s, week.availableSlots[0], { customerEmail: own })).expect(201);
    const call = (await pendingOf(s.browser)).find((c) => c.id === booked.body.callId);
    // Same machine as the affiliate's sign-in, too: the test's requests all come from one address.
    expect(codesOf(call)).toEqual(['self-booking-email', 'self-booking-ip']);
    expect(call!.quality!.score).toBe(0);
    expect(call!.quality!.signals[0].detail).toBe("The customer's email is the affiliate's own account email.");
    expect(JSON.stringify(call)).not.toMatch(/hash/i);
    const referrals: AffiliateReferral[] = (await s.affiliate.browser.get('/api/calls/affiliate').expect(200)).body;
    const referral = referrals.find((r) => r.id === booked.body.callId)!;
    expect(referral.status).toBe('pending');
    expect(JSON.stringify(referral)).not.toMatch(/quality|score|self-booking/i);
    // The event keeps the hashes for audits, never the raw address.
    const [event] = await streamEvents(t, `call-${booked.body.callId}`);
    expect(event.data).toMatchObject({ quality: { ipHash: expect.stringMatching(/^[0-9a-f]{64}$/), deviceHash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(JSON.stringify(event.data)).not.toContain('127.0.0.1');
  });

  it('flags a disposable domain, an unexpected country and many bookings from one network', async () => {
    const s = await googleProgramWithAffiliate(t);
    await s.browser.put(`/api/affiliate-programs/${s.program.id}/lead-rules`).send({ expectedCountries: ['+1'], rejectAtOrBelow: null, rejectSignals: [] }).expect(200);
    const week = await weekOf(t.browser(), s.program.referralCode, sundayOf(1));
    const ids: string[] = [];
    for (const [i, slot] of week.availableSlots.slice(0, 4).entries()) {
      const body = bookingBody(s, slot, i === 3 ? { customerEmail: 'someone@mailinator.com', countryCode: '+44' } : {});
      ids.push((await bookCall(t.browser(), body).expect(201)).body.callId);
    }
    const calls = await pendingOf(s.browser);
    expect(codesOf(calls.find((c) => c.id === ids[0]))).toEqual(['self-booking-ip']);
    expect(codesOf(calls.find((c) => c.id === ids[3]))).toEqual(['shared-ip', 'shared-device', 'disposable-email', 'self-booking-ip', 'unexpected-country']);
  });

  it('lets the merchant set and read a program’s rules, refusing bad ones with a reason and other people', async () => {
    const s = await googleProgramWithAffiliate(t);
    const url = `/api/affiliate-programs/${s.program.id}/lead-rules`;
    expect((await s.browser.get(url).expect(200)).body).toEqual({ expectedCountries: [], rejectAtOrBelow: null, rejectSignals: [] });
    const rules = { expectedCountries: ['+44', '+1'], rejectAtOrBelow: 20, rejectSignals: ['disposable-email'] };
    expect((await s.browser.put(url).send(rules).expect(200)).body).toEqual(rules);
    expect((await s.browser.get(url).expect(200)).body).toEqual(rules);
    const badCountry = await s.browser.put(url).send({ ...rules, expectedCountries: ['UK'] });
    expect([400, 422]).toContain(badCountry.status);
    expect(badCountry.body.message).toContain('"UK" is not a calling code');
    expect((await s.browser.put(url).send({ ...rules, rejectAtOrBelow: 100 }).expect(400)).body.message).toContain('from 0 to 99');
    expect((await s.browser.put(url).send({ ...rules, rejectSignals: ['sketchy'] }).expect(400)).body.message).toContain('Each signal to reject on');
    const other = await newMerchant(t);
    await other.browser.get(url).expect(404);
    await other.browser.put(url).send(rules).expect(404);
    await s.affiliate.browser.put(url).send(rules).expect(403);
    await t.browser().get(url).expect(401);
  });

  it('rejects automatically, as the system, when the merchant’s rule matches; the affiliate sees an ordinary rejection', async () => {
    const s = await googleProgramWithAffiliate(t);
    await s.browser.put(`/api/affiliate-programs/${s.program.id}/lead-rules`).send({ expectedCountries: [], rejectAtOrBelow: null, rejectSignals: ['self-booking-email'] }).expect(200);
    const week = await weekOf(t.browser(), s.program.referralCode, sundayOf(1));
    const kept = await bookCall(t.browser(), bookingBody(s, week.availableSlots[0])).expect(201);
    const rejected = await bookCall(t.browser(), bookingBody(s, week.availableSlots[1], { customerEmail: s.affiliate.user.email })).expect(201);
    expect((await pendingOf(s.browser)).map((c) => c.id)).toEqual([kept.body.callId]);
    const history: Call[] = (await s.browser.get('/api/calls/history').expect(200)).body;
    const call = history.find((c) => c.id === rejected.body.callId)!;
    expect(call).toMatchObject({ status: 'rejected', rejectionReason: 'spam', rejectionNote: "Rejected automatically by the merchant's lead rules: The customer's email is the affiliate's own account email." });
    const events = await streamEvents(t, `call-${rejected.body.callId}`);
    expect(events.map((e) => e.type)).toEqual(['CallBooked', 'CallRejected']);
    expect(events[1].metadata.actor).toBe('system');
    const referral = ((await s.affiliate.browser.get('/api/calls/affiliate').expect(200)).body as AffiliateReferral[]).find((r) => r.id === rejected.body.callId)!;
    expect(referral).toMatchObject({ status: 'rejected', rejectionReason: 'spam', decision: { rejectedBy: 'lead-rule' } });
    expect(call.decision.rejectedBy).toBe('lead-rule');
    // The merchant is not asked to decide a call already rejected for them (nor emailed about it).
    const head = await t.app.get<EventStore>(EVENT_STORE).readHead();
    expect(await t.app.get(ProjectionWaiter).waitForEvery(head, 30_000)).toMatchObject({ caughtUp: true });
    const notices: Notification[] = (await s.browser.get('/api/notifications').expect(200)).body.items;
    expect(notices.filter((n) => n.kind === 'call-booked')).toHaveLength(1);
    const emails = await withDatabase(t, async (db) => (await db.query(`SELECT kind FROM notification_outbox WHERE recipient_id = $1`, [s.user.id])).rows);
    expect(emails).toEqual([{ kind: 'call-booked' }]);
    // Disputable like any rejection.
    await s.affiliate.browser.post(`/api/calls/${rejected.body.callId}/dispute`).send({ reason: 'This was a real customer who shares my address.' }).expect((res) => expect([200, 201]).toContain(res.status));
  });

  it('assesses a Calendly booking without IP or device signals (the request is Calendly’s)', async () => {
    const s = await calendlyProgramWithAffiliate(t);
    const account = await calendlyAccountOf(t, s.integrationId);
    const body = inviteeCreated(account.userUri, at(sundayOf(1), 2, '15:00'), { uri: newInviteeUri(), name: 'Own Booking', email: s.affiliate.user.email, tracking: { utm_campaign: s.program.referralCode } });
    await deliverCalendly(t, body, account.key).expect((res) => expect(res.status).toBeLessThan(300));
    const call = (await pendingOf(s.browser)).find((c) => c.customerName === 'Own Booking');
    expect(codesOf(call)).toEqual(['self-booking-email']);
  });

  it('leaves another affiliate’s booking from the same machine unflagged by email', async () => {
    const s = await googleProgramWithAffiliate(t);
    const stranger = await newAffiliate(t);
    const week = await weekOf(t.browser(), s.program.referralCode, sundayOf(1));
    const booked = await bookCall(t.browser(), bookingBody(s, week.availableSlots[0], { customerEmail: stranger.user.email })).expect(201);
    expect(codesOf((await pendingOf(s.browser)).find((c) => c.id === booked.body.callId))).toEqual(['self-booking-ip']);
  });
});
