import { at, bookCall, bookingBody, calendlyProgramWithAffiliate, EXPIRED, googleProgramWithAffiliate, sundayOf, weekOf } from './support/booking-setup';
import { withDatabase } from './support/database';
import { archiveProgram, joinProgram, newAffiliate } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

process.env.BOOK_CALL_LIMIT_PER_HOUR = '100000';
process.env.CALENDAR_EVENTS_LIMIT_PER_MINUTE = '100000';
process.env.TRACKING_LIMIT_PER_MINUTE = '100000';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/track-with-loading/:code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  /** The click_list row, once the projection has it. */
  const clickRow = async (id: string) => {
    for (let i = 0; i < 100; i++) {
      const row = await withDatabase(t, async (db) => (await db.query('SELECT * FROM click_list WHERE id = $1', [id])).rows[0]);
      if (row) return row;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`click ${id} never reached click_list`);
  };

  it('Google program: records the click (UTM, referrer, hashed IP and user agent) and sends the visitor to our booking page', async () => {
    const setup = await googleProgramWithAffiliate(t);
    const res = await t.browser()
      .get(`/api/track-with-loading/${setup.program.referralCode}`)
      .query({ aff: setup.membership.id, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', referrer: 'https://news.example/post' })
      .set('User-Agent', 'TestBrowser/1.0')
      .expect(200);
    expect(res.body).toEqual({ clickId: expect.stringMatching(UUID), redirectUrl: `/calendar-booking?ref=${setup.program.referralCode}&aff=${setup.membership.id}&click=${res.body.clickId}` });
    const row = await clickRow(res.body.clickId);
    expect(row).toMatchObject({
      program_id: setup.program.id, membership_id: setup.membership.id, referral_code: setup.program.referralCode, referrer: 'https://news.example/post',
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring', content: null, term: null },
    });
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.user_agent_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|TestBrowser/);
  });

  it('a booking through the tracked link carries its click id and affiliate', async () => {
    const setup = await googleProgramWithAffiliate(t);
    const second = await newAffiliate(t);
    const secondMembership = await joinProgram(second.browser, setup.program.referralCode);
    const { body } = await t.browser().get(`/api/track-with-loading/${setup.program.referralCode}`).query({ aff: secondMembership.id }).expect(200);
    const link = new URL(body.redirectUrl, 'http://x');
    const [slot] = (await weekOf(t.browser(), setup.program.referralCode, sundayOf(1))).availableSlots.filter((s) => s > at(sundayOf(1), 2, '00:00'));
    const booked = await bookCall(t.browser(), bookingBody({ program: setup.program }, slot, { aff: link.searchParams.get('aff'), clickId: link.searchParams.get('click') })).expect(201);
    const call = await withDatabase(t, async (db) => (await db.query('SELECT * FROM call_list WHERE id = $1', [booked.body.callId])).rows[0]);
    expect(call).toMatchObject({ click_id: body.clickId, membership_id: secondMembership.id, affiliate_id: second.user.id });
  });

  it('Calendly program: sends the visitor to the meeting type with utm_source, utm_medium, utm_campaign = code, utm_content = click id', async () => {
    const setup = await calendlyProgramWithAffiliate(t);
    const res = await t.browser().get(`/api/track-with-loading/${setup.program.referralCode}`).expect(200);
    const url = new URL(res.body.redirectUrl, 'http://x');
    expect(url.pathname).toBe('/sandbox/calendly/schedule/30-minute-strategy-call');
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'leadledger', utm_medium: 'affiliate', utm_campaign: setup.program.referralCode, utm_content: res.body.clickId });
    // One affiliate: the click is theirs even without aff.
    expect((await clickRow(res.body.clickId)).membership_id).toBe(setup.membership.id);
  });

  it('a click that names no usable affiliate of a shared program is recorded without one', async () => {
    const setup = await googleProgramWithAffiliate(t);
    await joinProgram((await newAffiliate(t)).browser, setup.program.referralCode);
    const res = await t.browser().get(`/api/track-with-loading/${setup.program.referralCode}`).query({ aff: 'nonsense' }).expect(200);
    expect(res.body.redirectUrl).toBe(`/calendar-booking?ref=${setup.program.referralCode}&click=${res.body.clickId}`);
    expect((await clickRow(res.body.clickId)).membership_id).toBeNull();
  });

  it('answers failures as text: unknown 404 "Invalid tracking link", archived 409', async () => {
    const unknown = await t.browser().get('/api/track-with-loading/nosuchcode1').expect(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/plain/);
    expect(unknown.text).toBe('Invalid tracking link');
    await t.browser().get('/api/track-with-loading/%2e%2e%2fetc').expect(404);
    const setup = await googleProgramWithAffiliate(t);
    await archiveProgram(setup.browser, setup.program.id);
    const archived = await t.browser().get(`/api/track-with-loading/${setup.program.referralCode}`).expect(409);
    expect(archived.text).toBe(EXPIRED);
    await withDatabase(t, async (db) => expect((await db.query('SELECT count(*)::int AS n FROM click_list WHERE program_id = $1', [setup.program.id])).rows[0].n).toBe(0));
  });

  it('is rate limited per IP', async () => {
    const setup = await googleProgramWithAffiliate(t);
    process.env.TRACKING_LIMIT_PER_MINUTE = '0';
    try {
      const res = await t.browser().get(`/api/track-with-loading/${setup.program.referralCode}`).expect(429);
      expect(res.text).toMatch(/^Too many tracking requests. Please wait \d+ seconds/);
    } finally {
      process.env.TRACKING_LIMIT_PER_MINUTE = '100000';
    }
  });
});
