import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { seedEvents } from '../../../bench/rebuild.bench';
import { comparePositions, type LogPosition, type NewEvent, START_OF_LOG } from '../../infrastructure/event-store/event-store.port';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { ActivityByDayProjection } from '../activity/activity-by-day.projection';
import { EventLogProjection } from '../audit/event-log.projection';
import { CallListProjection } from '../calls/call-list.projection';
import { LedgerEntriesProjection } from '../ledger/ledger-entries.projection';
import { NotificationsProjection } from '../notifications/notifications.projection';
import { ReputationCallsProjection } from '../reputation/reputation-calls.projection';
import type { Projection } from './projection';
import { rebuildProjection } from './projection-rebuild';
import { ProjectionRunner } from './projection-runner';
import { openRunnerDatabase, type RunnerDatabase } from './projection-runner.spec-fixtures';
import { copyRows } from './copy-rows';
import { createShadowTables, dropShadowTables, finishShadowTables, shadowSchemaOf } from './shadow-tables';

/**
 * A rebuild loads its new copy through a read model's `load` (COPY, no ON CONFLICT) where the
 * runner's live application uses `apply`: both must leave the very same rows, whole tables
 * compared, with batches small enough that calls are split between them (the `load` of one batch
 * updates calls another batch booked).
 */
describe('a rebuild loading its copy (Projection.load) against live application', () => {
  let opened: RunnerDatabase;
  let pool: Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    opened = await openRunnerDatabase([]);
    ({ pool, store } = opened);
    // Approved, charged and credited calls made by the real deciders (the ledger takes only those)...
    await seedEvents(opened.db.url, 60);
    // ...and, beside them, what else the read models word, update and remember.
    await appendOtherEvents(store);
  });
  afterAll(async () => {
    await opened?.close();
  });

  // As jsonb: a json column keeps its text, and a rebuild stores event data spaced as the store gives it (Projection.rawData).
  const tableRows = async (table: string) => (await pool.query(`SELECT row_to_json(t)::jsonb::text AS row FROM ${table} t ORDER BY 1`)).rows.map((r) => r.row as string);
  const snapshot = async (tables: readonly string[]) => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await tableRows(t)] as const)));

  it.each([
    ['event-log', () => new EventLogProjection()],
    ['ledger', () => new LedgerEntriesProjection()],
    ['call-list', () => new CallListProjection()],
    ['program-reputation', () => new ReputationCallsProjection()],
    ['notifications', () => new NotificationsProjection()],
  ])('%s: the rebuilt tables equal the live ones, row for row', async (_, make) => {
    const live = make();
    const watched = [...live.tables, ...(live.name === 'notifications' ? ['notification_outbox'] : [])];
    await new ProjectionRunner(opened.db.url, pool, store, [live], { batchSize: 4, pollIntervalMs: 60_000 }).catchUp();
    const applied = await snapshot(watched);
    expect(applied[live.tables[0]].length).toBeGreaterThan(0);

    const rebuilt = make();
    const loaded = spyOnLoad(rebuilt);
    await rebuildProjection(pool, store, rebuilt, () => undefined, 7);
    expect(loaded.batches).toBeGreaterThan(1);
    expect(await snapshot(watched)).toEqual(applied);
  });

  it('activity-by-day: a rebuild reading the log without data (Projection.withoutData) counts what live application counted', async () => {
    const live = new ActivityByDayProjection();
    await new ProjectionRunner(opened.db.url, pool, store, [live], { batchSize: 4, pollIntervalMs: 60_000 }).catchUp();
    const applied = await snapshot(live.tables);
    expect(applied.activity_by_day.length).toBeGreaterThan(0);

    const readWhole = jest.spyOn(store, 'readAll');
    const readHeaders = jest.spyOn(store, 'readAllHeaders');
    try {
      await rebuildProjection(pool, store, new ActivityByDayProjection(), () => undefined, 7);
      expect(readHeaders.mock.calls.length).toBeGreaterThan(1);
      expect(readWhole).not.toHaveBeenCalled();
    } finally {
      readWhole.mockRestore();
      readHeaders.mockRestore();
    }
    expect(await snapshot(live.tables)).toEqual(applied);
  });

  it('event-log: a rebuild takes the data as JSON text (Projection.rawData), and the admin log reads the same values', async () => {
    const live = new EventLogProjection();
    await new ProjectionRunner(opened.db.url, pool, store, [live], { batchSize: 4, pollIntervalMs: 60_000 }).catchUp();
    const values = async () => (await pool.query(`SELECT position, data FROM event_log ORDER BY position`)).rows;
    const applied = await values();
    const readWhole = jest.spyOn(store, 'readAll');
    const readRaw = jest.spyOn(store, 'readAllRawData');
    try {
      await rebuildProjection(pool, store, new EventLogProjection(), () => undefined, 7);
      expect(readRaw.mock.calls.length).toBeGreaterThan(1);
      // The swap's last read goes through `apply`, which takes parsed data: only it may read whole events.
      expect(readWhole.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      readWhole.mockRestore();
      readRaw.mockRestore();
    }
    expect(await values()).toEqual(applied);
  });

  it('notifications: a rebuild queues emails only for the events the live read model has not reached', async () => {
    const log = await store.readAll(START_OF_LOG, 10_000);
    const middle = log[Math.floor(log.length / 2)].position;
    // The live read model stands halfway; what its outbox held is gone (sent and pruned, say).
    await pool.query(`UPDATE projection_checkpoints SET position = $1 WHERE name = 'notifications'`, [middle]);
    await pool.query('DELETE FROM notification_outbox');
    await rebuildProjection(pool, store, new NotificationsProjection(), () => undefined, 7);
    const queued = (await pool.query('SELECT log_position FROM notification_outbox')).rows.map((r) => r.log_position as LogPosition);
    const shown = (await pool.query('SELECT log_position FROM notifications')).rows.map((r) => r.log_position as LogPosition);
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((p) => comparePositions(p, middle) > 0)).toBe(true);
    // Every notice is back in the read model, those before the checkpoint too...
    expect(shown.some((p) => comparePositions(p, middle) <= 0)).toBe(true);
    // ...and each one after it is queued.
    expect(queued.sort()).toEqual(shown.filter((p) => comparePositions(p, middle) > 0).sort());
  });

  it('a copy half loaded by a rebuild that died is dropped, and the next rebuild loads it whole', async () => {
    const projection = new CallListProjection();
    await new ProjectionRunner(opened.db.url, pool, store, [projection], { batchSize: 50, pollIntervalMs: 60_000 }).catchUp();
    const live = await snapshot(projection.tables);
    // What a crash leaves: the copy with some calls in it and the rebuild's checkpoint partway.
    const schema = shadowSchemaOf(projection.name);
    await createShadowTables(pool, schema, projection.tables);
    await pool.query(`INSERT INTO ${schema}.call_list SELECT * FROM call_list ORDER BY id LIMIT 5`);
    const fifth = (await store.readAll(START_OF_LOG, 5))[4];
    await pool.query(`INSERT INTO projection_checkpoints (name, position) VALUES ($1, $2)`, [`${projection.name}@rebuild`, fifth.position]);

    await rebuildProjection(pool, store, projection, () => undefined, 7);
    expect(await snapshot(projection.tables)).toEqual(live);
    expect((await pool.query(`SELECT count(*)::int AS n FROM projection_checkpoints WHERE name = $1`, [`${projection.name}@rebuild`])).rows[0].n).toBe(0);
  });

  it("COPY into a finished ledger copy (the swap's last events) still runs the ledger's balance check", async () => {
    const schema = shadowSchemaOf('ledger-copy-check');
    await finishShadowTables(pool, await createShadowTables(pool, schema, ['ledger_entries']));
    const tx = await pool.connect();
    try {
      await tx.query('BEGIN');
      await tx.query(`SELECT set_config('search_path', $1, true)`, [`${schema}, public`]);
      const journal = randomUUID();
      const line = (n: number, cents: number) => [journal, n, 'test:account', cents, journal, 'Test', new Date()];
      await expect(copyRows(tx, 'ledger_entries', ['journal_id', 'line', 'account', 'amount_cents', 'event_id', 'event_type', 'recorded_at'], [line(1, 100), line(2, -99)])).rejects.toThrow();
    } finally {
      await tx.query('ROLLBACK');
      tx.release();
      await dropShadowTables(pool, schema);
    }
  });
});

/** Counts the batches a projection's `load` is handed (the test fails if the rebuild never used it). */
function spyOnLoad(projection: Projection): { batches: number } {
  const counter = { batches: 0 };
  const load = projection.load!.bind(projection);
  projection.load = async (events, tx) => {
    counter.batches++;
    await load(events, tx);
  };
  return counter;
}

const meta = (at: string) => ({ correlationId: randomUUID(), causationId: null, actor: { userId: randomUUID(), role: 'merchant' }, occurredAt: at });
const newEvent = (type: string, data: Record<string, unknown>, at = '2026-02-01T10:00:00.000Z'): NewEvent => ({ eventId: randomUUID(), type, data, metadata: meta(at) });

/** A program with members and a commission change; calls rescheduled, rejected, disputed, canceled; text that COPY must escape. */
async function appendOtherEvents(store: PostgresEventStore): Promise<void> {
  const merchantId = randomUUID();
  const programId = randomUUID();
  await store.append(`program-${programId}`, [
    newEvent('ProgramCreated', { programId, merchantId, name: 'Tabs\tand "quotes" \\ back\nslash', payoutCents: 5000 }),
    newEvent('ProgramCommissionChanged', { programId, merchantId, fromCents: 5000, toCents: 7500 }),
  ], 0);
  const members = [randomUUID(), randomUUID()];
  for (const [i, affiliateId] of members.entries()) {
    await store.append(`membership-${i}-${programId}`, [newEvent('AffiliateJoinedProgram', { membershipId: `m-${i}-${programId}`, affiliateId, programId, merchantId, isPrimary: true })], 0);
  }
  for (let i = 0; i < 6; i++) {
    const callId = randomUUID();
    const affiliateId = members[i % 2];
    const booked = newEvent('CallBooked', {
      callId, programId, membershipId: randomUUID(), affiliateId, merchantId, payoutCents: 4000 + i, customerName: `Ana\\Ñ ${i}\r\n`, customerEmail: `ana${i}@example.com`,
      customerPhone: i % 2 ? '+1 555 0100' : null, countryCode: i % 2 ? 'US' : null, customerCompany: null, scheduledAt: '2026-02-03T10:00:00.000Z', bookedAt: '2026-02-01T10:00:00.000Z',
      source: 'booking-page', externalRef: i === 0 ? `ext-${callId}` : null, clickId: null, duplicateOf: null, meetingLink: null,
    });
    const later: NewEvent[] = [newEvent('CallRescheduled', { callId, scheduledAt: '2026-02-04T11:00:00.000Z' })];
    if (i % 3 === 0) later.push(newEvent('CallCanceled', { callId, canceledAt: '2026-02-02T10:00:00.000Z' }));
    else later.push(
      newEvent('CallRejected', { callId, merchantId, affiliateId, reason: 'not-qualified', note: `Not a fit:\t"${i}"`, rejectedAt: '2026-02-05T10:00:00.000Z' }),
      newEvent('DisputeRaised', { callId, merchantId, affiliateId, programId, disputeId: randomUUID(), raisedBy: 'affiliate', reason: 'They were qualified.' }),
      newEvent('DisputeDenied', { callId, disputeId: randomUUID(), raisedBy: 'affiliate', note: 'Stands.' }),
    );
    // Booked in one append, the rest in another: batches of 7 split the calls at different events.
    await store.append(`call-${callId}`, [booked], 0);
    await store.append(`call-${callId}`, later, 1);
  }
}
