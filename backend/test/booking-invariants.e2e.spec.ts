import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { callStream } from '../src/domain/call/call.stream';
import { EventStoreUnavailable } from '../src/infrastructure/event-store/event-store.port';
import { effectIdFor } from '../src/modules/shared/idempotency/effect-id';
import { SlotClaims } from '../src/modules/booking/slot-claims';
import { CalendarConnectors } from '../src/modules/integrations/calendar-connectors';
import { IdempotencyKeys } from '../src/modules/shared/idempotency/idempotency-keys';
import { ProjectionWaiter } from '../src/projections/runner/projection-waiter';
import { at, bookCall, bookingBody, type BookingSetup, googleProgramWithAffiliate, SLOT_TAKEN, sundayOf, weekOf } from './support/booking-setup';
import { withDatabase } from './support/database';
import { eventStoreOf, streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

const NEXT_WEEK = sundayOf(1);
process.env.BOOK_CALL_LIMIT_PER_HOUR = '100000';
process.env.CALENDAR_EVENTS_LIMIT_PER_MINUTE = '100000';

/**
 * One booking per slot and one call per Idempotency-Key, decided from the call streams and the
 * slot claims, never from the call list (docs/architecture/invariants.md).
 */
describe('booking invariants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  const freeSlot = async (setup: BookingSetup) =>
    (await weekOf(t.browser(), setup.program.referralCode, NEXT_WEEK)).availableSlots.filter((s) => s >= at(NEXT_WEEK, 2, '00:00') && s < at(NEXT_WEEK, 5, '00:00'))[0];
  const db = <T>(fn: (db: Client) => Promise<T>) => withDatabase(t, fn);
  /** The calls of this merchant, counted from the log (the call list may be behind). */
  const callsOf = async (setup: BookingSetup): Promise<string[]> => {
    const { rows } = await db((c) => c.query(`SELECT call_id FROM booked_slots WHERE merchant_id = $1`, [setup.user.id]));
    const booked: string[] = [];
    for (const { call_id } of rows) if ((await streamEvents(t, callStream(call_id))).some((e) => e.type === 'CallBooked')) booked.push(call_id);
    return booked;
  };
  const callListCount = async (setup: BookingSetup) =>
    (await db((c) => c.query('SELECT count(*)::int AS n FROM call_list WHERE merchant_id = $1', [setup.user.id]))).rows[0].n as number;

  describe('slot claims', () => {
    it('keeps an old claim whose call is booked even when the call list does not show the call (behind or rebuilding)', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const slot = await freeSlot(setup);
      const first = await bookCall(t.browser(), bookingBody(setup, slot)).expect(201);
      await db(async (c) => {
        await c.query(`UPDATE booked_slots SET claimed_at = now() - interval '1 hour' WHERE call_id = $1`, [first.body.callId]);
        await c.query(`DELETE FROM call_list WHERE id = $1`, [first.body.callId]);
      });
      const again = await bookCall(t.browser(), bookingBody(setup, slot)).expect(409);
      expect(again.body.message).toBe(SLOT_TAKEN);
      expect(await callsOf(setup)).toEqual([first.body.callId]);
    });

    it('lets go of an old claim whose booking died before its call was saved, and not of a recent one', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const slot = await freeSlot(setup);
      const abandoned = randomUUID();
      await db((c) => c.query(`INSERT INTO booked_slots (merchant_id, starts_at, call_id, claimed_at) VALUES ($1, $2, $3, now())`, [setup.user.id, slot, abandoned]));
      expect((await bookCall(t.browser(), bookingBody(setup, slot)).expect(409)).body.message).toBe(SLOT_TAKEN);
      await db((c) => c.query(`UPDATE booked_slots SET claimed_at = now() - interval '1 hour' WHERE call_id = $1`, [abandoned]));
      const taken = await bookCall(t.browser(), bookingBody(setup, slot)).expect(201);
      expect(await callsOf(setup)).toEqual([taken.body.callId]);
    });
  });

  describe('a failure after the call was saved', () => {
    it('does not free the slot when waiting for the call list fails after the append', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const slot = await freeSlot(setup);
      jest.spyOn(t.app.get(ProjectionWaiter, { strict: false }), 'waitFor').mockRejectedValueOnce(new Error('connection to the database lost'));
      const first = await bookCall(t.browser(), bookingBody(setup, slot));
      const second = await bookCall(t.browser(), bookingBody(setup, slot, { customerName: 'Second Customer' }));
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(SLOT_TAKEN);
      // The booking exists, so it is answered as one.
      expect(first.status).toBe(201);
      expect(await callsOf(setup)).toEqual([first.body.callId]);
    });

    it('checks the stream after an append that failed ambiguously: written, the booking stands and keeps its slot', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const slot = await freeSlot(setup);
      const store = eventStoreOf(t);
      const append = store.append.bind(store);
      let failed = false;
      jest.spyOn(store, 'append').mockImplementation(async (streamId, events, expected, options) => {
        const written = await append(streamId, events, expected, options);
        if (failed || !streamId.startsWith(callStream(''))) return written;
        failed = true;
        throw new EventStoreUnavailable(new Error('connection reset after the write'));
      });
      const first = await bookCall(t.browser(), bookingBody(setup, slot));
      jest.restoreAllMocks();
      expect(failed).toBe(true);
      const second = await bookCall(t.browser(), bookingBody(setup, slot, { customerName: 'Second Customer' }));
      expect(second.status).toBe(409);
      expect(first.status).toBe(201);
      expect(await callsOf(setup)).toEqual([first.body.callId]);
    });
  });

  describe('Idempotency-Key bound to its call', () => {
    it('books one call for the same key sent five times at once, each answered with it', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const body = bookingBody(setup, await freeSlot(setup));
      const answers = await Promise.all(Array.from({ length: 5 }, () => bookCall(t.browser(), body, 'same-key-at-once')));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
      const again = await bookCall(t.browser(), body, 'same-key-at-once').expect(201);
      expect(again.body).toEqual(answers[0].body);
      expect(await callsOf(setup)).toEqual([answers[0].body.callId]);
      expect(await callListCount(setup)).toBe(1);
    });

    it('answers a retry after the first run died between saving the call and storing its answer with that same call', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const body = bookingBody(setup, await freeSlot(setup));
      jest.spyOn(IdempotencyKeys.prototype, 'complete').mockRejectedValueOnce(new Error('process died'));
      const crashed = await bookCall(t.browser(), body, 'key-crash-after-append');
      expect(crashed.status).toBe(500);
      const [saved] = await callsOf(setup);
      expect(saved).toBeDefined();
      const retry = await bookCall(t.browser(), body, 'key-crash-after-append').expect(201);
      expect(retry.body.callId).toBe(saved);
      expect(retry.body.callId).toBe(effectIdFor('book-call', setup.program.referralCode.toLowerCase(), 'key-crash-after-append'));
      expect(await callsOf(setup)).toEqual([saved]);
      expect(await callListCount(setup)).toBe(1);
    });

    it('completes a booking whose first run died after claiming its key and slot, before saving the call', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const slot = await freeSlot(setup);
      const body = bookingBody(setup, slot);
      // The first run dies while creating the calendar event: nothing after that runs, so it frees nothing.
      jest.spyOn(t.app.get(CalendarConnectors, { strict: false }).google, 'createEvent').mockRejectedValueOnce(new Error('process died'));
      jest.spyOn(SlotClaims.prototype, 'release').mockResolvedValueOnce(undefined);
      expect((await bookCall(t.browser(), body, 'key-crash-after-claim')).status).toBe(500);
      const callId = effectIdFor('book-call', setup.program.referralCode.toLowerCase(), 'key-crash-after-claim');
      expect((await db((c) => c.query(`SELECT call_id FROM booked_slots WHERE merchant_id = $1`, [setup.user.id]))).rows).toEqual([{ call_id: callId }]);
      const retry = await bookCall(t.browser(), body, 'key-crash-after-claim').expect(201);
      expect(retry.body.callId).toBe(callId);
      expect((await bookCall(t.browser(), bookingBody(setup, slot)).expect(409)).body.message).toBe(SLOT_TAKEN);
      expect((await bookCall(t.browser(), body, 'key-crash-after-claim').expect(201)).body).toEqual(retry.body);
      expect(await callsOf(setup)).toEqual([callId]);
    });

    it('still refuses the same key for another booking (422)', async () => {
      const setup = await googleProgramWithAffiliate(t);
      const slot = await freeSlot(setup);
      await bookCall(t.browser(), bookingBody(setup, slot), 'key-reused').expect(201);
      const other = await bookCall(t.browser(), bookingBody(setup, slot, { customerName: 'Someone Else' }), 'key-reused').expect(422);
      expect(other.body.message).toBe('This Idempotency-Key was already used for a different booking.');
    });
  });
});
