import { ClickBuffer } from '../src/modules/booking/click-buffer';
import { ClickLookup } from '../src/modules/booking/click-lookup';
import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import type { Timeline } from '@leadledger/contracts/admin';
import { newAdmin } from './support/admin-setup';
import { at, calendlyProgramWithAffiliate, googleProgramWithAffiliate, sundayOf } from './support/booking-setup';
import { calendlyAccountOf, deliverCalendly, inviteeCreated, newInviteeUri } from './support/calendly-webhook';
import { withDatabase } from './support/database';
import { archiveProgram, joinProgram, newAffiliate } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 12: a booking link records a click with its UTMs, and the call it books carries that click. */
describe('booking-link clicks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('records the click with every UTM, and the booking-page call carries its click id', async () => {
    const s = await googleProgramWithAffiliate(t);
    const track = await t
      .browser()
      .get(`/api/track-with-loading/${s.program.referralCode}`)
      .query({ aff: s.membership.id, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'fall', utm_content: 'hero', utm_term: 'coaching', referrer: 'https://news.example/issue-9' })
      .expect(200);
    const { clickId, redirectUrl } = track.body as { clickId: string; redirectUrl: string };
    expect(redirectUrl).toBe(`/calendar-booking?ref=${s.program.referralCode}&aff=${s.membership.id}&click=${clickId}`);
    const week = (await t.browser().post('/api/calendar-events').send({ referralCode: s.program.referralCode, weekStart: sundayOf(1) }).expect(200)).body;
    const booked = await t
      .browser()
      .post('/api/book-call')
      .send({ referralCode: s.program.referralCode, aff: s.membership.id, clickId, scheduledAt: week.availableSlots[0], customerName: 'Uma Utm', customerEmail: 'uma.utm@example.com' })
      .expect(201);
    const head = await t.app.get<EventStore>(EVENT_STORE).readHead();
    await t.app.get(ProjectionWaiter).waitFor(head, ['call-list', 'click-list'], 10_000);
    const row = await withDatabase(t, async (db) => {
      const { rows } = await db.query(
        `SELECT c.click_id, k.utm, k.referrer, k.membership_id FROM call_list c JOIN click_list k ON k.id = c.click_id WHERE c.id = $1`,
        [booked.body.callId],
      );
      return rows[0];
    });
    expect(row).toMatchObject({
      click_id: clickId,
      membership_id: s.membership.id,
      referrer: 'https://news.example/issue-9',
      utm: { source: 'newsletter', medium: 'email', campaign: 'fall', content: 'hero', term: 'coaching' },
    });
  });

  it('finds a stored click while an older transaction is still open, once it commits', async () => {
    const s = await googleProgramWithAffiliate(t);
    await withDatabase(t, async (older) => {
      // Another writer (a projection's batch, a command) holding an older transaction id: the
      // click commits after it, so the read models can reach the click only once it ends.
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const track = await t.browser().get(`/api/track-with-loading/${s.program.referralCode}`).query({ aff: s.membership.id }).expect(200);
      const { clickId } = track.body as { clickId: string };
      await t.app.get(ClickBuffer).flush();
      const ends = new Promise((r) => setTimeout(r, 300)).then(() => older.query('COMMIT'));
      // Waiting for a head held back by the open transaction answered "no such click" at once.
      const found = await t.app.get(ClickLookup).find(clickId);
      await ends;
      expect(found).toMatchObject({ type: 'ClickRecorded', clickId, membershipId: s.membership.id });
    });
  });

  const INACTIVE = 'This referral link is no longer active. Please contact the business directly to book a call.';

  it("refuses a removed affiliate's booking link and tracking link, and never credits the booking to the affiliate who stays", async () => {
    const s = await googleProgramWithAffiliate(t);
    const stays = await newAffiliate(t, { firstName: 'Stella', lastName: 'Stays' });
    await joinProgram(stays.browser, s.program.referralCode);
    await s.browser.delete(`/api/affiliates/${s.membership.id}`).expect((res) => expect([200, 204]).toContain(res.status));
    // The booking page says so before the customer picks a time; the program's own link still answers.
    const page = await t.browser().post('/api/merchant-info').send({ referralCode: s.program.referralCode, aff: s.membership.id }).expect(410);
    expect(page.body.message).toBe(INACTIVE);
    await t.browser().post('/api/merchant-info').send({ referralCode: s.program.referralCode }).expect(200);
    const week = (await t.browser().post('/api/calendar-events').send({ referralCode: s.program.referralCode, weekStart: sundayOf(1) }).expect(200)).body;
    const refused = await t
      .browser()
      .post('/api/book-call')
      .send({ referralCode: s.program.referralCode, aff: s.membership.id, scheduledAt: week.availableSlots[0], customerName: 'Old Link', customerEmail: 'old.link@example.com' })
      .expect(409);
    expect(refused.body.message).toBe(INACTIVE);
    const calendly = await calendlyProgramWithAffiliate(t);
    await calendly.browser.delete(`/api/affiliates/${calendly.membership.id}`).expect((res) => expect([200, 204]).toContain(res.status));
    const tracked = await t.browser().get(`/api/track-with-loading/${calendly.program.referralCode}`).query({ aff: calendly.membership.id }).expect(409);
    expect(tracked.text).toContain(INACTIVE);
  });

  it("refuses a booking carrying a removed affiliate's click even when the link lost its aff", async () => {
    const s = await googleProgramWithAffiliate(t);
    const track = await t.browser().get(`/api/track-with-loading/${s.program.referralCode}`).query({ aff: s.membership.id, utm_source: 'podcast' }).expect(200);
    await s.browser.delete(`/api/affiliates/${s.membership.id}`).expect((res) => expect([200, 204]).toContain(res.status));
    const week = (await t.browser().post('/api/calendar-events').send({ referralCode: s.program.referralCode, weekStart: sundayOf(1) }).expect(200)).body;
    const refused = await t
      .browser()
      .post('/api/book-call')
      .send({ referralCode: s.program.referralCode, clickId: track.body.clickId, scheduledAt: week.availableSlots[0], customerName: 'Old Click', customerEmail: 'old.click@example.com' })
      .expect(409);
    expect(refused.body.message).toBe(INACTIVE);
  });

  describe("a Calendly booking through a link that credits nobody", () => {
    const TUESDAY_15 = () => at(sundayOf(1), 2, '15:00');

    it("is recorded for its merchant (list and admin timeline), once, with no call; other merchants see nothing", async () => {
      const own = await calendlyProgramWithAffiliate(t);
      const other = await calendlyProgramWithAffiliate(t);
      const account = await calendlyAccountOf(t, own.integrationId);
      const track = await t.browser().get(`/api/track-with-loading/${own.program.referralCode}`).query({ aff: own.membership.id, utm_source: 'newsletter' }).expect(200);
      await own.browser.delete(`/api/affiliates/${own.membership.id}`).expect((res) => expect([200, 204]).toContain(res.status));
      // The customer kept the Calendly page the old link led to, and booked there after the removal.
      const uri = newInviteeUri();
      const body = inviteeCreated(account.userUri, TUESDAY_15(), { uri, name: 'Ola Oldlink', email: 'ola.oldlink@example.com', tracking: { utm_campaign: own.program.referralCode, utm_content: track.body.clickId } });
      expect((await deliverCalendly(t, body, account.key).expect(200)).body).toMatchObject({ outcome: 'unattributed' });
      await deliverCalendly(t, body, account.key).expect(200);

      const listed = (await own.browser.get('/api/calls/unattributed').expect(200)).body;
      expect(listed).toEqual([
        expect.objectContaining({ customerName: 'Ola Oldlink', customerEmail: 'ola.oldlink@example.com', referralCode: own.program.referralCode, reason: 'affiliate-removed', scheduledAt: TUESDAY_15() }),
      ]);
      expect((await other.browser.get('/api/calls/unattributed').expect(200)).body).toEqual([]);
      const calls = await withDatabase(t, async (db) => (await db.query('SELECT id FROM call_list WHERE merchant_id = $1', [own.user.id])).rows);
      expect(calls).toEqual([]);

      const head = await t.app.get<EventStore>(EVENT_STORE).readHead();
      await t.app.get(ProjectionWaiter).waitFor(head, ['event-log'], 10_000);
      const admin = await newAdmin(t);
      const timeline = (await admin.browser.get(`/api/admin/timelines/merchant/${own.user.id}`).expect(200)).body as Timeline;
      const recorded = timeline.entries.filter((e) => e.event.type === 'UnattributedBookingRecorded');
      expect(recorded).toHaveLength(1);
      expect(recorded[0].data).toMatchObject({ customerName: 'Ola Oldlink', namedMembershipId: own.membership.id, reason: 'affiliate-removed' });
      const otherTimeline = (await admin.browser.get(`/api/admin/timelines/merchant/${other.user.id}`).expect(200)).body as Timeline;
      expect(otherTimeline.entries.map((e) => e.event.type)).not.toContain('UnattributedBookingRecorded');
    });

    it("records a booking through an archived program's link instead of dropping it", async () => {
      const own = await calendlyProgramWithAffiliate(t);
      const account = await calendlyAccountOf(t, own.integrationId);
      const track = await t.browser().get(`/api/track-with-loading/${own.program.referralCode}`).query({ aff: own.membership.id }).expect(200);
      await archiveProgram(own.browser, own.program.id);
      const body = inviteeCreated(account.userUri, TUESDAY_15(), { uri: newInviteeUri(), name: 'Ari Archived', email: 'ari.archived@example.com', tracking: { utm_campaign: own.program.referralCode, utm_content: track.body.clickId } });
      expect((await deliverCalendly(t, body, account.key).expect(200)).body).toMatchObject({ outcome: 'unattributed' });
      expect((await own.browser.get('/api/calls/unattributed').expect(200)).body).toEqual([
        expect.objectContaining({ customerName: 'Ari Archived', referralCode: own.program.referralCode, reason: 'program-archived' }),
      ]);
    });
  });
});
