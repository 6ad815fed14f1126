import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { calendlyProgramWithAffiliate, googleProgramWithAffiliate, sundayOf } from './support/booking-setup';
import { withDatabase } from './support/database';
import { joinProgram, newAffiliate } from './support/people';
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

  const INACTIVE = 'This referral link is no longer active. Please contact the business directly to book a call.';

  it("refuses a removed affiliate's booking link and tracking link, and never credits the booking to the affiliate who stays", async () => {
    const s = await googleProgramWithAffiliate(t);
    const stays = await newAffiliate(t, { firstName: 'Stella', lastName: 'Stays' });
    await joinProgram(stays.browser, s.program.referralCode);
    await s.browser.delete(`/api/affiliates/${s.membership.id}`).expect((res) => expect([200, 204]).toContain(res.status));
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
});
