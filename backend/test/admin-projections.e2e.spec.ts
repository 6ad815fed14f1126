import { randomUUID } from 'node:crypto';
import type { ReadModelStatus } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { PG_POOL } from '../src/infrastructure/database/database.tokens';
import { PROJECTIONS, type Projection } from '../src/projections/runner/projection';
import { type Admin, newAdmin } from './support/admin-setup';
import { at, bookCall, bookingBody, type BookingSetup, googleProgramWithAffiliate, sundayOf, weekOf } from './support/booking-setup';
import { pendingCalls } from './support/calls-setup';
import { newAffiliate, newMerchant, type Person } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const LIST = '/api/admin/projections';
const resumePath = (name: string) => `${LIST}/${name}/resume`;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ADMIN_ONLY = 'This is only available to admin accounts.';

/** docs/architecture/projections.md: a parked read model is reported, and an admin resumes it. */
describe('admin read models (issue 10)', () => {
  let t: TestApp;
  let admin: Admin;
  let setup: BookingSetup;
  let names: string[];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await newAdmin(t);
    setup = await googleProgramWithAffiliate(t);
    names = t.app.get<Projection[]>(PROJECTIONS, { strict: false }).map((p) => p.name);
  });
  afterAll(async () => t.close());

  const statuses = async (): Promise<ReadModelStatus[]> => (await admin.browser.get(LIST).expect(200)).body;
  const statusOf = async (name: string) => (await statuses()).find((s) => s.name === name)!;
  /** A free slot of next week's Tuesday to Thursday; each call takes the next one. */
  let slotIndex = 0;
  const book = async () => {
    const week = await weekOf(t.browser(), setup.program.referralCode, sundayOf(1));
    const slots = week.availableSlots.filter((s) => s >= at(sundayOf(1), 2, '00:00') && s < at(sundayOf(1), 5, '00:00'));
    return bookCall(t.browser(), bookingBody(setup, slots[slotIndex++])).expect(201);
  };

  it('answers 401 without a session and 403 to a merchant and an affiliate', async () => {
    await t.browser().get(LIST).expect(401);
    await t.browser().post(resumePath('call-list')).expect(401);
    const people: Person[] = [await newMerchant(t), await newAffiliate(t)];
    for (const person of people) {
      expect((await person.browser.get(LIST).expect(403)).body.message).toBe(ADMIN_ONLY);
      expect((await person.browser.post(resumePath('call-list')).expect(403)).body.message).toBe(ADMIN_ONLY);
    }
  });

  it('shows every read model caught up after some activity', async () => {
    await book();
    await waitUntil(async () => (await statuses()).every((s) => s.lag === 0));
    const list = await statuses();
    expect(list.map((s) => s.name)).toEqual(names);
    for (const s of list) {
      expect(s).toEqual({ name: s.name, position: expect.any(String), lag: 0, eventsApplied: expect.any(Number), updatedAt: expect.stringMatching(ISO), parked: null });
    }
    expect((await statusOf('call-list')).eventsApplied).toBeGreaterThan(0);
  });

  it('refuses to resume an unknown read model (404) or one that is not parked (409)', async () => {
    expect((await admin.browser.post(resumePath('no-such-model')).expect(404)).body).toEqual({ message: 'There is no read model named "no-such-model".', code: 'UnknownReadModel' });
    expect((await admin.browser.post(resumePath('call-list')).expect(409)).body).toEqual({ message: 'The read model "call-list" is not parked.', code: 'ReadModelNotParked' });
  });

  it('reports a parked read model in the console and in health, and catches up once resumed', async () => {
    const pool = t.app.get<Pool>(PG_POOL, { strict: false });
    const eventId = randomUUID();
    await pool.query(
      `UPDATE projection_checkpoints SET parked_at = now(), parked_event_id = $1, parked_event_type = 'CallBooked', parked_position = position, parked_error = $2
       WHERE name = 'call-list'`,
      [eventId, 'call_list: column "boom" does not exist'],
    );
    const parked = { eventId, eventType: 'CallBooked', error: 'call_list: column "boom" does not exist', parkedAt: expect.stringMatching(ISO) };
    expect((await statusOf('call-list')).parked).toEqual(parked);
    expect((await statuses()).filter((s) => s.parked).map((s) => s.name)).toEqual(['call-list']);
    const health = (await t.browser().get('/api/health').expect(200)).body;
    expect(health.status).toBe('degraded');
    expect(health.projections.find((p: { name: string }) => p.name === 'call-list').parked).toEqual(parked);

    // The booking is stored, but the merchant's list stands still while its read model is parked.
    const booked = await book();
    expect(booked.headers['x-read-models-stale']).toBe('call-list');
    expect((await pendingCalls(setup.browser)).map((c) => c.id)).not.toContain(booked.body.callId);
    expect((await statusOf('call-list')).lag).toBeGreaterThan(0);

    const resumed = (await admin.browser.post(resumePath('call-list')).expect(200)).body;
    expect(resumed).toMatchObject({ name: 'call-list', parked: null });
    await waitUntil(async () => (await pendingCalls(setup.browser)).some((c) => c.id === booked.body.callId));
    await waitUntil(async () => (await statusOf('call-list')).lag === 0);
    expect((await statusOf('call-list')).parked).toBeNull();
    const healthy = (await t.browser().get('/api/health').expect(200)).body;
    expect(healthy.status).toBe('ok');
    expect(healthy.projections.find((p: { name: string }) => p.name === 'call-list').parked).toBeNull();
    await admin.browser.post(resumePath('call-list')).expect(409);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
