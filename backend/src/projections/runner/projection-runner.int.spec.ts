import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { event } from '../../infrastructure/event-store/event-store.contract';
import type { LogPosition } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import type { TestDatabase } from '../../test-support/test-database';
import { ActivityByDayProjection } from '../activity/activity-by-day.projection';
import type { Projection } from './projection';
import { RecordingProjection, waitUntil, waitUntilAsync, openRunnerDatabase, type RunnerDatabase } from './projection-runner.spec-fixtures';
import { readCheckpoints, resumeProjection } from './projection-checkpoints';
import { rebuildProjection } from './projection-rebuild';
import { ProjectionRunner } from './projection-runner';
import { ProjectionWaiter } from './projection-waiter';

const position = async (pool: Pool, name: string) => (await readCheckpoints(pool, [name])).get(name)!;
const FAST_RETRY = { maxAttempts: 3, backoffMs: 20, maxBackoffMs: 50 };

describe('projection runner', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  let opened: RunnerDatabase;

  beforeEach(async () => {
    opened = await openRunnerDatabase(['CREATE TABLE test_recorded (event_id uuid PRIMARY KEY, type text NOT NULL)', 'CREATE INDEX test_recorded_type ON test_recorded (type)']);
    ({ db, pool, store } = opened);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await opened.close();
  });

  function runner(projections: Projection[], options = {}): ProjectionRunner {
    const created = new ProjectionRunner(db.url, pool, store, projections, { pollIntervalMs: 100, leaderRetryMs: 100, ...options });
    runners.push(created);
    return created;
  }

  const waiterFor = (r: ProjectionRunner, names: string[]) => ({
    waitFor: async (target: LogPosition, timeoutMs = 5000) => (await new ProjectionWaiter(pool, names, (l) => r.onAdvance(l)).waitFor(target, names, timeoutMs)).caughtUp,
  });

  it('catches up on events written before it started, then follows new ones live', async () => {
    for (let i = 0; i < 25; i++) await store.append(`call-${randomUUID()}`, [event('CallBooked')], 0);
    const live = runner([new RecordingProjection(), new ActivityByDayProjection()], { pollIntervalMs: 60_000 });
    live.start();
    const { checkpoint } = await store.append(`call-${randomUUID()}`, [event('CallApproved')], 0);
    const started = Date.now();
    // Polling is set to a minute: only the NOTIFY path can make this finish in time.
    expect(await waiterFor(live, ['recording', 'activity-by-day']).waitFor(checkpoint, 5000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM test_recorded');
    expect(rows[0].n).toBe(26);
    const activity = await pool.query('SELECT event_type, event_count::int AS n FROM activity_by_day ORDER BY event_type');
    expect(activity.rows).toEqual([{ event_type: 'CallApproved', n: 1 }, { event_type: 'CallBooked', n: 25 }]);
  });

  it('writes rows and checkpoint together: a failing batch leaves neither behind', async () => {
    await store.append('call-a', [event('CallBooked'), event('Poison')], 0);
    const failing = runner([new RecordingProjection()], { maxAttempts: 100, backoffMs: 10 });
    expect(await failing.catchUp()).toBe(0);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM test_recorded');
    expect(rows[0].n).toBe(0);
    expect((await position(pool, 'recording')).position).toBe('');
  });

  it('parks a read model at the event it cannot apply, after its retries, and the others go on', async () => {
    const booked = await store.append('call-p', [event('CallBooked')], 0);
    const poison = event('Poison');
    await store.append('call-q', [poison], 0);
    const after = await store.append('call-r', [event('CallApproved')], 0);
    const recording = new RecordingProjection();
    const live = runner([recording, new ActivityByDayProjection()], FAST_RETRY);
    live.start();
    expect(await waiterFor(live, ['activity-by-day']).waitFor(after.checkpoint)).toBe(true);
    await waitUntilAsync(async () => (await position(pool, 'recording')).parked !== null);
    const parked = await position(pool, 'recording');
    expect(parked.parked).toMatchObject({ eventId: poison.eventId, eventType: 'Poison', error: 'poison event' });
    // Everything before the poison event was kept; nothing after it was skipped over.
    expect(parked.position).toBe(booked.checkpoint);
    expect((await pool.query('SELECT type FROM test_recorded')).rows).toEqual([{ type: 'CallBooked' }]);
    // A waiter for the parked read model stops at once and says which one is stale.
    const started = Date.now();
    const outcome = await new ProjectionWaiter(pool, ['recording', 'activity-by-day']).waitFor(after.checkpoint, ['recording', 'activity-by-day'], 5000);
    expect(outcome).toEqual({ caughtUp: false, lagging: ['recording'] });
    expect(Date.now() - started).toBeLessThan(1000);
    // After a fix, resuming applies the poison event and everything after it.
    recording.poisoned = false;
    expect(await resumeProjection(pool, 'recording')).toBe(true);
    expect(await waiterFor(live, ['recording']).waitFor(after.checkpoint)).toBe(true);
    expect((await pool.query('SELECT type FROM test_recorded ORDER BY type')).rows.map((r) => r.type)).toEqual(['CallApproved', 'CallBooked', 'Poison']);
    expect((await position(pool, 'recording')).parked).toBeNull();
  });

  it('does not park a read model while the database itself cannot be reached', async () => {
    await store.append('call-db', [event('CallBooked')], 0);
    const broken = new Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 200 });
    broken.on('error', () => undefined);
    const offline = new ProjectionRunner(db.url, broken, store, [new RecordingProjection()], FAST_RETRY);
    await expect(offline.catchUp()).rejects.toThrow();
    await broken.end();
    expect((await position(pool, 'recording')).parked).toBeNull();
  });

  it('runs in one instance at a time and fails over when the leader stops', async () => {
    const first = runner([new RecordingProjection()]);
    const second = runner([new RecordingProjection()]);
    first.start();
    await waitUntil(() => first.isLeader);
    second.start();
    await new Promise((r) => setTimeout(r, 300));
    expect(second.isLeader).toBe(false);

    await first.stop();
    await waitUntil(() => second.isLeader);
    const { checkpoint } = await store.append('call-b', [event('CallBooked')], 0);
    expect(await waiterFor(second, ['recording']).waitFor(checkpoint, 5000)).toBe(true);
  });

  it('gives up waiting after the bound when no runner is applying events', async () => {
    const { checkpoint } = await store.append('call-c', [event('CallBooked')], 0);
    const started = Date.now();
    expect(await new ProjectionWaiter(pool, ['recording']).waitFor(checkpoint, ['recording'], 200)).toEqual({ caughtUp: false, lagging: ['recording'] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('a full rebuild gives the same rows as incremental processing, even beside a live runner', async () => {
    const projection = new ActivityByDayProjection();
    const live = runner([projection]);
    live.start();
    let last;
    for (let i = 0; i < 40; i++) {
      last = await store.append(`call-${i % 7}`, [event(i % 3 ? 'CallBooked' : 'CallRejected')], 'any');
    }
    expect(await waiterFor(live, [projection.name]).waitFor(last!.checkpoint)).toBe(true);
    const before = await pool.query('SELECT * FROM activity_by_day ORDER BY day, event_type');

    await rebuildProjection(pool, store, projection, () => undefined, 7);
    await live.catchUp();
    const after = await pool.query('SELECT * FROM activity_by_day ORDER BY day, event_type');
    expect(after.rows).toEqual(before.rows);
  });

  it('brings projections standing at different checkpoints to the same end, each event applied once', async () => {
    for (let i = 0; i < 30; i++) await store.append(`call-${i}`, [event('CallBooked')], 0);
    const activity = new ActivityByDayProjection();
    const recording = new RecordingProjection();
    const both = runner([activity, recording], { batchSize: 7 });
    await both.catchUp();
    await pool.query('TRUNCATE test_recorded');
    await pool.query(`UPDATE projection_checkpoints SET position = '' WHERE name = 'recording'`);
    for (let i = 30; i < 40; i++) await store.append(`call-${i}`, [event('CallApproved')], 0);
    await both.catchUp();
    const recorded = await pool.query('SELECT count(*)::int AS n FROM test_recorded');
    expect(recorded.rows[0].n).toBe(40);
    const counts = await pool.query('SELECT event_type, event_count::int AS n FROM activity_by_day ORDER BY event_type');
    expect(counts.rows).toEqual([{ event_type: 'CallApproved', n: 10 }, { event_type: 'CallBooked', n: 30 }]);
    const checkpoints = await pool.query(`SELECT DISTINCT position FROM projection_checkpoints WHERE name IN ('recording', 'activity-by-day')`);
    expect(checkpoints.rowCount).toBe(1);
  });

  it('rebuilds beside the live copy (blue/green): the live table answers until the swap, then the new copy has the same rows, indexes and checkpoint', async () => {
    for (let i = 0; i < 50; i++) await store.append(`call-bg-${i}`, [event('CallBooked')], 0);
    const recording = new RecordingProjection();
    await runner([recording]).catchUp();
    await pool.query(`INSERT INTO test_recorded (event_id, type) VALUES ('${randomUUID()}', 'OnlyInTheOldCopy')`);
    const seenDuringRebuild: Promise<number>[] = [];
    await rebuildProjection(pool, store, recording, () => {
      // Mid-rebuild, readers still see the live copy, whole (51 rows, one only it has).
      seenDuringRebuild.push(pool.query('SELECT count(*)::int AS n FROM test_recorded').then((r) => r.rows[0].n));
    }, 10);
    expect(await Promise.all(seenDuringRebuild)).toEqual([51, 51, 51, 51, 51, 51]);
    const rows = await pool.query('SELECT type, count(*)::int AS n FROM test_recorded GROUP BY type');
    expect(rows.rows).toEqual([{ type: 'CallBooked', n: 50 }]);
    const indexes = await pool.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'test_recorded' ORDER BY indexname`);
    expect(indexes.rows.map((r) => r.indexname)).toEqual(['test_recorded_pkey', 'test_recorded_type']);
    const schemas = await pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'll_rebuild_%'`);
    expect(schemas.rowCount).toBe(0);
    expect((await position(pool, 'recording')).position).toBe(await store.readHead());
    expect((await readCheckpoints(pool, ['recording@rebuild'])).get('recording@rebuild')!.updatedAt).toBeNull();
  });

  it('keeps the live copy readable while a rebuild replays, and a failed rebuild leaves it untouched', async () => {
    for (let i = 0; i < 20; i++) await store.append(`call-keep-${i}`, [event('CallBooked')], 0);
    await store.append('call-keep-poison', [event('Poison')], 0);
    const recording = new RecordingProjection();
    recording.poisoned = false;
    await runner([recording]).catchUp();
    const liveCount = async () => (await pool.query('SELECT count(*)::int AS n FROM test_recorded')).rows[0].n;
    expect(await liveCount()).toBe(21);
    const observed: number[] = [];
    recording.poisoned = true;
    await expect(rebuildProjection(pool, store, recording, () => void liveCount().then((n) => observed.push(n)), 5)).rejects.toThrow('poison event');
    expect(await liveCount()).toBe(21);
    expect(observed.length).toBeGreaterThan(0);
    expect(observed.every((n) => n === 21)).toBe(true);
    expect((await position(pool, 'recording')).position).toBe(await store.readHead());
    const schemas = await pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'll_rebuild_%'`);
    expect(schemas.rowCount).toBe(0);
  });

  it('a rebuild clears a parked read model once its copy has applied every event', async () => {
    await store.append('call-fix', [event('CallBooked'), event('Poison')], 0);
    const recording = new RecordingProjection();
    const once = runner([recording], FAST_RETRY);
    await waitUntilAsync(async () => {
      await once.catchUp();
      return (await position(pool, 'recording')).parked !== null;
    });
    recording.poisoned = false;
    await rebuildProjection(pool, store, recording);
    const fixed = await position(pool, 'recording');
    expect(fixed.parked).toBeNull();
    expect(fixed.position).toBe(await store.readHead());
    expect((await pool.query('SELECT count(*)::int AS n FROM test_recorded')).rows[0].n).toBe(2);
  });

  it('reports rebuild progress batch by batch up to the size of the log', async () => {
    for (let i = 0; i < 20; i++) await store.append(`call-${i}`, [event('CallBooked')], 0);
    const progress: string[] = [];
    const recording = new RecordingProjection();
    await runner([recording]).catchUp();
    const applied = await rebuildProjection(pool, store, recording, (p) => progress.push(`${p.applied}/${p.total}`), 8);
    expect(applied).toBe(20);
    expect(progress).toEqual(['0/20', '8/20', '16/20', '20/20']);
  });
});
