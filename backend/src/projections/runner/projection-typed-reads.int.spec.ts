import { Pool } from 'pg';
import { event } from '../../infrastructure/event-store/event-store.contract';
import { START_OF_LOG } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import type { TestDatabase } from '../../test-support/test-database';
import { ActivityByDayProjection } from '../activity/activity-by-day.projection';
import type { Projection } from './projection';
import { readCheckpoints, resumeProjection } from './projection-checkpoints';
import { rebuildProjection } from './projection-rebuild';
import { ProjectionRunner } from './projection-runner';
import { RecordingProjection, waitUntilAsync, openRunnerDatabase, type RunnerDatabase } from './projection-runner.spec-fixtures';
import { ProjectionWaiter } from './projection-waiter';

const checkpointOf = async (pool: Pool, name: string) => (await readCheckpoints(pool, [name])).get(name)!;

/** Read models that list their event types: handed only those, their checkpoints still pass the rest. */
describe('projections reading only their event types', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  let opened: RunnerDatabase;

  beforeEach(async () => {
    opened = await openRunnerDatabase(['CREATE TABLE test_recorded (event_id uuid PRIMARY KEY, type text NOT NULL)']);
    ({ db, pool, store } = opened);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await opened.close();
  });

  function runner(projections: Projection[], options = {}): ProjectionRunner {
    const created = new ProjectionRunner(db.url, pool, store, projections, { pollIntervalMs: 60_000, leaderRetryMs: 100, maxAttempts: 2, backoffMs: 10, ...options });
    runners.push(created);
    return created;
  }
  const recordedTypes = async () => (await pool.query('SELECT type FROM test_recorded ORDER BY type')).rows.map((r) => r.type);

  it.each([
    ['alone (typed reads)', () => [new RecordingProjection(['CallBooked'])]],
    ['beside a read model of every event (one shared read)', () => [new RecordingProjection(['CallBooked']), new ActivityByDayProjection()]],
  ])('a waiting command is answered when only ignored events follow, %s', async (_, projections) => {
    const live = runner(projections());
    live.start();
    await store.append('call-1', [event('CallBooked'), event('CallRejected')], 0);
    const { checkpoint } = await store.append('call-2', [event('CallRejected')], 0);
    const waiter = new ProjectionWaiter(pool, ['recording'], (l) => live.onAdvance(l));
    expect(await waiter.waitFor(checkpoint, ['recording'], 5000)).toEqual({ caughtUp: true, lagging: [] });
    expect(await recordedTypes()).toEqual(['CallBooked']);
    expect((await checkpointOf(pool, 'recording')).eventsApplied).toBe(1);
  });

  it('catches up over pages that hold none of its types', async () => {
    for (let i = 0; i < 12; i++) await store.append(`call-${i}`, [event(i === 5 ? 'CallBooked' : 'CallRejected')], 0);
    const typed = runner([new RecordingProjection(['CallBooked'])], { batchSize: 3 });
    expect(await typed.catchUp()).toBe(1);
    expect((await checkpointOf(pool, 'recording')).position).toBe(await store.readHead());
  });

  it('rebuilds from its types alone to the same rows and a checkpoint at the head of the log', async () => {
    for (let i = 0; i < 30; i++) await store.append(`call-${i}`, [event(i % 3 ? 'CallRejected' : 'CallBooked')], 0);
    const recording = new RecordingProjection(['CallBooked']);
    await runner([recording]).catchUp();
    const before = await recordedTypes();
    expect(await rebuildProjection(pool, store, recording, () => undefined, 4)).toBe(10);
    expect(await recordedTypes()).toEqual(before);
    expect((await checkpointOf(pool, 'recording')).position).toBe(await store.readHead());
  });

  it('parks at its failing event, keeps what came before, and after a resume passes the ignored tail', async () => {
    await store.append('call-a', [event('CallBooked'), event('CallRejected'), event('Poison'), event('CallRejected')], 0);
    const recording = new RecordingProjection(['CallBooked', 'Poison']);
    const typed = runner([recording]);
    await waitUntilAsync(async () => {
      await typed.catchUp();
      return (await checkpointOf(pool, 'recording')).parked !== null;
    });
    const parked = await checkpointOf(pool, 'recording');
    expect(parked.parked).toMatchObject({ eventType: 'Poison' });
    const [booked] = await store.readAll(START_OF_LOG, 1);
    expect(parked.position).toBe(booked.position);
    recording.poisoned = false;
    expect(await resumeProjection(pool, 'recording')).toBe(true);
    await typed.catchUp();
    expect(await recordedTypes()).toEqual(['CallBooked', 'Poison']);
    expect((await checkpointOf(pool, 'recording')).position).toBe(await store.readHead());
  });
});
