import type { Client } from 'pg';
import { SANDBOX_MEETING_BASE } from '../src/infrastructure/calendars/sandbox-google.calendar';
import {
  AFFILIATE_MISSING,
  at,
  bookCall,
  bookingBody,
  BOOKS_THROUGH_CALENDLY,
  calendlyProgramWithAffiliate,
  EXPIRED,
  googleProgramWithAffiliate,
  INVALID_BOOKING_LINK,
  SLOT_TAKEN,
  sundayOf,
  weekOf,
} from './support/booking-setup';
import { withDatabase } from './support/database';
import { archiveProgram, joinProgram, merchantWithProgram, newAffiliate } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const NEXT_WEEK = sundayOf(1);
// Every customer here books from 127.0.0.1: the per-IP limits are raised, except where tested.
process.env.BOOK_CALL_LIMIT_PER_HOUR = '100000';
process.env.CALENDAR_EVENTS_LIMIT_PER_MINUTE = '100000';

describe('public booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const callRow = (id: string) => withDatabase(t, async (db: Client) => (await db.query('SELECT * FROM call_list WHERE id = $1', [id])).rows[0]);
  /** Free slots of next week's Tuesday to Thursday for this program. */
  const freeSlots = async (code: string) => (await weekOf(t.browser(), code, NEXT_WEEK)).availableSlots.filter((s) => s >= at(NEXT_WEEK, 2, '00:00') && s < at(NEXT_WEEK, 5, '00:00'));

  describe('POST /api/merchant-info', () => {
    it('names the merchant (full name without a company), the zone and the program; no session needed', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const res = await t.browser().post('/api/merchant-info').send({ referralCode: setup.program.referralCode.toUpperCase() }).expect(200);
      expect(res.body).toEqual({ companyName: 'Ada Lovelace', logoUrl: null, timeZone: 'UTC', programName: setup.program.name, isArchived: false, isPaused: false });
    });

    it('still answers for an archived program, flagged', async () => {
      const setup = await googleProgramWithAffiliate(t);
      await archiveProgram(setup.browser, setup.program.id);
      const res = await t.browser().post('/api/merchant-info').send({ referralCode: setup.program.referralCode }).expect(200);
      expect(res.body.isArchived).toBe(true);
    });

    it.each([['nosuchcode1'], ['../etc'], ['']])('refuses unknown or malformed code %j', async (referralCode) => {
      const res = await t.browser().post('/api/merchant-info').send({ referralCode });
      expect([400, 404]).toContain(res.status);
      expect(res.body.message).toBe(INVALID_BOOKING_LINK);
    });
  });

  describe('POST /api/calendar-events', () => {
    it('gives busy times only (sandbox calendar) and the free 30-minute slots, Monday to Friday 06:00-17:00 starts', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const week = await weekOf(t.browser(), setup.program.referralCode, NEXT_WEEK);
      expect(week.timeZone).toBe('UTC');
      for (const block of week.busy) expect(Object.keys(block).sort()).toEqual(['end', 'start']);
      expect(week.busy).toContainEqual({ start: at(NEXT_WEEK, 2, '09:00'), end: at(NEXT_WEEK, 2, '10:00') });
      expect(week.availableSlots).not.toContain(at(NEXT_WEEK, 2, '09:00'));
      expect(week.availableSlots).not.toContain(at(NEXT_WEEK, 2, '09:30'));
      for (const slot of week.availableSlots) {
        const d = new Date(slot);
        expect([1, 2, 3, 4, 5]).toContain(d.getUTCDay());
        expect(d.getUTCHours() * 60 + d.getUTCMinutes()).toBeGreaterThanOrEqual(6 * 60);
        expect(d.getUTCHours() * 60 + d.getUTCMinutes()).toBeLessThanOrEqual(17 * 60);
        expect(d.getUTCMinutes() % 30).toBe(0);
      }
      // 5 days x 23 starts, less the three sandbox blocks a day (at most 2 + 2 + 1 slots).
      expect(week.availableSlots.length).toBeGreaterThanOrEqual(5 * 23 - 5 * 5);
    });

    it('lays the grid out in the merchant time zone', async () => {
      const setup = await googleProgramWithAffiliate(t, { timeZone: 'Asia/Tokyo' });
      const week = await weekOf(t.browser(), setup.program.referralCode, NEXT_WEEK);
      expect(week.timeZone).toBe('Asia/Tokyo');
      // Monday 06:00 in Tokyo is Sunday 21:00 UTC.
      const first = week.availableSlots[0];
      expect(new Date(first).getTime()).toBeGreaterThanOrEqual(Date.parse(at(NEXT_WEEK, 0, '21:00')));
      expect(week.availableSlots.every((s) => ((new Date(s).getUTCHours() + 9) % 24) >= 6)).toBe(true);
    });

    it('shows no past slots this week, and refuses earlier weeks and non-Sundays', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const now = new Date().toISOString();
      const current = await weekOf(t.browser(), setup.program.referralCode, sundayOf(0));
      expect(current.availableSlots.every((s) => s > now)).toBe(true);
      const past = await t.browser().post('/api/calendar-events').send({ referralCode: setup.program.referralCode, weekStart: sundayOf(-1) }).expect(422);
      expect(past.body.message).toBe('That week is over. Please choose this week or a later one.');
      for (const weekStart of [at(NEXT_WEEK, 1, '00:00').slice(0, 10), '2026-02-30', 'next week']) {
        await t.browser().post('/api/calendar-events').send({ referralCode: setup.program.referralCode, weekStart }).expect(422);
      }
    });

    it('refuses Calendly, archived and unknown programs', async () => {
      const calendly = await calendlyProgramWithAffiliate(t);
      const c = await t.browser().post('/api/calendar-events').send({ referralCode: calendly.program.referralCode, weekStart: NEXT_WEEK }).expect(409);
      expect(c.body.message).toBe(BOOKS_THROUGH_CALENDLY);
      const setup = await googleProgramWithAffiliate(t);
      await archiveProgram(setup.browser, setup.program.id);
      const a = await t.browser().post('/api/calendar-events').send({ referralCode: setup.program.referralCode, weekStart: NEXT_WEEK }).expect(409);
      expect(a.body.message).toBe(EXPIRED);
      const u = await t.browser().post('/api/calendar-events').send({ referralCode: 'nosuchcode1', weekStart: NEXT_WEEK }).expect(404);
      expect(u.body.message).toBe(INVALID_BOOKING_LINK);
    });
  });

  describe('POST /api/book-call', () => {
    it('books a pending call for the affiliate with a meeting link; the slot turns busy for this merchant only', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const other = await googleProgramWithAffiliate(t);
      const [slot] = await freeSlots(setup.program.referralCode);
      const res = await bookCall(t.browser(), bookingBody(setup, slot)).expect(201);
      expect(res.body).toEqual({ callId: expect.any(String), scheduledAt: slot, meetingLink: `${SANDBOX_MEETING_BASE}/${res.body.callId.replace(/-/g, '')}` });
      expect(await callRow(res.body.callId)).toMatchObject({
        status: 'pending', membership_id: setup.membership.id, affiliate_id: setup.affiliate.user.id, merchant_id: setup.user.id,
        program_id: setup.program.id, payout_cents: '5000', source: 'booking-page', duplicate_of: null, customer_name: 'Grace Hopper', country_code: '+1',
      });
      const week = await weekOf(t.browser(), setup.program.referralCode, NEXT_WEEK);
      expect(week.availableSlots).not.toContain(slot);
      expect(week.busy.some((b) => b.start <= slot && slot < b.end)).toBe(true);
      // Another merchant's bookings are invisible here, and do not block its slots.
      expect((await weekOf(t.browser(), other.program.referralCode, NEXT_WEEK)).availableSlots).toContain(slot);
    });

    it.each([
      ['no name', { customerName: '  ' }, 'Please enter your full name'],
      ['a bad email', { customerEmail: 'grace@' }, 'Please enter a valid email address'],
      ['a 9-digit phone', { customerPhone: '555 010 200' }, 'Please enter a valid phone number (10-15 digits)'],
      ['a 16-digit phone', { customerPhone: '5550102000123456' }, 'Please enter a valid phone number (10-15 digits)'],
      ['letters in the phone', { customerPhone: '555-CALL-NOW-1' }, 'Please enter a valid phone number (10-15 digits)'],
    ])('refuses %s with the message of docs/product/validation.md, booking nothing', async (_label, override, message) => {
      const setup = await googleProgramWithAffiliate(t);
      const [slot] = await freeSlots(setup.program.referralCode);
      const res = await bookCall(t.browser(), bookingBody(setup, slot, override)).expect(400);
      expect(res.body.message).toBe(message);
      await bookCall(t.browser(), bookingBody(setup, slot)).expect(201);
    });

    it('refuses a country code outside the list and accepts a booking without a phone', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const [a, b] = await freeSlots(setup.program.referralCode);
      const bad = await bookCall(t.browser(), bookingBody(setup, a, { countryCode: '+999' })).expect(400);
      expect(bad.body.message).toMatch(/^Please choose a country code from the list/);
      const ok = await bookCall(t.browser(), bookingBody(setup, b, { customerPhone: '', countryCode: undefined, customerCompany: '' })).expect(201);
      expect(await callRow(ok.body.callId)).toMatchObject({ customer_phone: null, country_code: null, customer_company: null });
    });

    it.each([
      ['on a Saturday', at(NEXT_WEEK, 6, '10:00'), 'Calls can only be booked Monday to Friday.'],
      ['on a Sunday', at(NEXT_WEEK, 7, '10:00'), 'Calls can only be booked Monday to Friday.'],
      ['at 05:30', at(NEXT_WEEK, 2, '05:30'), /^Calls can only be booked between 06:00 and 17:30/],
      ['at 17:30 (would end after 17:30)', at(NEXT_WEEK, 2, '17:30'), /^Calls can only be booked between 06:00 and 17:30/],
      ['at 10:15', at(NEXT_WEEK, 2, '10:15'), /^Calls start on the hour or the half hour/],
      ['in the past', at(sundayOf(-1), 2, '10:00'), 'That time has already passed. Please choose a later slot.'],
      ['a year ahead', at(sundayOf(52), 2, '10:00'), 'Calls can be booked at most 26 weeks ahead.'],
    ])('refuses a slot %s (422)', async (_label, scheduledAt, message) => {
      const setup = await googleProgramWithAffiliate(t);
      const res = await bookCall(t.browser(), bookingBody(setup, scheduledAt)).expect(422);
      expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      await withDatabase(t, async (db) => expect((await db.query('SELECT count(*)::int AS n FROM booked_slots WHERE merchant_id = $1', [setup.user.id])).rows[0].n).toBe(0));
    });

    it('refuses a time without its zone or not a time at all (400)', async () => {
      const setup = await googleProgramWithAffiliate(t);
      for (const scheduledAt of ['2030-01-01T10:00:00', 'tomorrow', 12]) {
        const res = await bookCall(t.browser(), bookingBody(setup, scheduledAt as string)).expect(400);
        expect(res.body.message).toBe('Please choose a time slot.');
      }
    });

    it('refuses a slot overlapping a busy block of the calendar, and a booked slot: 409 "That time was just taken"', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const busy = await bookCall(t.browser(), bookingBody(setup, at(NEXT_WEEK, 2, '09:30'))).expect(409);
      expect(busy.body.message).toBe(SLOT_TAKEN);
      const [slot] = await freeSlots(setup.program.referralCode);
      await bookCall(t.browser(), bookingBody(setup, slot)).expect(201);
      const again = await bookCall(t.browser(), bookingBody(setup, slot)).expect(409);
      expect(again.body.message).toBe(SLOT_TAKEN);
      await withDatabase(t, async (db) => expect((await db.query('SELECT count(*)::int AS n FROM call_list WHERE merchant_id = $1', [setup.user.id])).rows[0].n).toBe(1));
    });

    it('gives one slot to exactly one of 10 customers booking it at once', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const [slot] = await freeSlots(setup.program.referralCode);
      const results = await Promise.all(Array.from({ length: 10 }, () => bookCall(t.browser(), bookingBody(setup, slot))));
      expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      await withDatabase(t, async (db) => {
        expect((await db.query('SELECT count(*)::int AS n FROM call_list WHERE merchant_id = $1', [setup.user.id])).rows[0].n).toBe(1);
        expect((await db.query('SELECT count(*)::int AS n FROM booked_slots WHERE merchant_id = $1', [setup.user.id])).rows[0].n).toBe(1);
      });
    });

    it('replays an Idempotency-Key with the same answer and refuses it for another booking', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const [a, b] = await freeSlots(setup.program.referralCode);
      const body = bookingBody(setup, a);
      const first = await bookCall(t.browser(), body, 'key-booking-1').expect(201);
      const replay = await bookCall(t.browser(), { ...body }, 'key-booking-1').expect(201);
      expect(replay.body).toEqual(first.body);
      const other = await bookCall(t.browser(), bookingBody(setup, b), 'key-booking-1').expect(422);
      expect(other.body.message).toBe('This Idempotency-Key was already used for a different booking.');
      await withDatabase(t, async (db) => expect((await db.query('SELECT count(*)::int AS n FROM call_list WHERE merchant_id = $1', [setup.user.id])).rows[0].n).toBe(1));
      // A refused booking releases its key: fixed and sent again with the same key, it books.
      const refused = await bookCall(t.browser(), bookingBody(setup, b, { customerName: 'Alan' , scheduledAt: at(NEXT_WEEK, 6, '10:00') }), 'key-booking-2').expect(422);
      expect(refused.body.message).toBe('Calls can only be booked Monday to Friday.');
      await bookCall(t.browser(), bookingBody(setup, b), 'key-booking-2').expect(201);
      await bookCall(t.browser(), body, 'bad key with spaces').expect(400);
    });

    it('flags a returning customer (email with other dots and case) as a duplicate of the earlier call', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const [a, b, c] = await freeSlots(setup.program.referralCode);
      const first = await bookCall(t.browser(), bookingBody(setup, a, { customerEmail: 'j.doe@example.com', customerPhone: '' })).expect(201);
      const second = await bookCall(t.browser(), bookingBody(setup, b, { customerEmail: 'JDoe@Example.com', customerPhone: '' })).expect(201);
      expect((await callRow(second.body.callId)).duplicate_of).toBe(first.body.callId);
      const phone = await bookCall(t.browser(), bookingBody(setup, c, { customerEmail: 'someone-else@example.com', customerPhone: '(555) 010-2000' })).expect(201);
      const byPhone = await bookCall(t.browser(), bookingBody(setup, (await freeSlots(setup.program.referralCode))[0], { customerEmail: 'x@example.com', customerPhone: '555.010.2000' })).expect(201);
      expect((await callRow(byPhone.body.callId)).duplicate_of).toBe(phone.body.callId);
      // Another merchant's customer is not this merchant's duplicate.
      const other = await googleProgramWithAffiliate(t);
      const fresh = await bookCall(t.browser(), bookingBody(other, (await freeSlots(other.program.referralCode))[0], { customerEmail: 'j.doe@example.com' })).expect(201);
      expect((await callRow(fresh.body.callId)).duplicate_of).toBeNull();
    });

    it('attributes by aff; without a usable aff only a single-affiliate program books', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const [a, b, c, d] = await freeSlots(setup.program.referralCode);
      const single = await bookCall(t.browser(), bookingBody(setup, a, { aff: undefined })).expect(201);
      expect((await callRow(single.body.callId)).membership_id).toBe(setup.membership.id);
      const second = await newAffiliate(t);
      const secondMembership = await joinProgram(second.browser, setup.program.referralCode);
      const missing = await bookCall(t.browser(), bookingBody(setup, b, { aff: undefined })).expect(422);
      expect(missing.body.message).toBe(AFFILIATE_MISSING);
      const foreign = await googleProgramWithAffiliate(t);
      // A link naming a membership that is not in this program is refused, never guessed onto someone.
      const wrong = await bookCall(t.browser(), bookingBody(setup, b, { aff: foreign.membership.id })).expect(409);
      expect(wrong.body.message).toBe('This referral link is no longer active. Please contact the business directly to book a call.');
      const toSecond = await bookCall(t.browser(), bookingBody(setup, c, { aff: secondMembership.id })).expect(201);
      expect(await callRow(toSecond.body.callId)).toMatchObject({ membership_id: secondMembership.id, affiliate_id: second.user.id });
      await bookCall(t.browser(), bookingBody(setup, d, { aff: 'not-a-uuid' })).expect(422);
    });

    it('refuses archived (409), unknown (404) and Calendly (409) programs', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const [slot] = await freeSlots(setup.program.referralCode);
      await archiveProgram(setup.browser, setup.program.id);
      const archived = await bookCall(t.browser(), bookingBody(setup, slot)).expect(409);
      expect(archived.body.message).toBe(EXPIRED);
      const unknown = await bookCall(t.browser(), bookingBody({ program: { referralCode: 'nosuchcode1' } }, slot)).expect(404);
      expect(unknown.body.message).toBe(INVALID_BOOKING_LINK);
      const calendly = await calendlyProgramWithAffiliate(t);
      const viaCalendly = await bookCall(t.browser(), bookingBody(calendly, slot)).expect(409);
      expect(viaCalendly.body.message).toBe(BOOKS_THROUGH_CALENDLY);
    });

    it('is rate limited per IP (429 with a message)', async () => {
      const setup = await merchantWithProgram(t);
      process.env.BOOK_CALL_LIMIT_PER_HOUR = '0';
      try {
        const res = await bookCall(t.browser(), bookingBody(setup, at(NEXT_WEEK, 2, '11:00'))).expect(429);
        expect(res.body.message).toMatch(/^Too many booking attempts/);
      } finally {
        process.env.BOOK_CALL_LIMIT_PER_HOUR = '100000';
      }
    });
  });
});
