import { randomUUID } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import { event } from '../../infrastructure/event-store/event-store.contract';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase, openTestPool } from '../../test-support/test-database';
import { ActivityByDayProjection } from '../activity/activity-by-day.projection';
import type { Projection } from './projection';
import { readCheckpoint } from './projection-batch';
import { rebuildProjection } from './projection-rebuild';
import { ProjectionRunner } from './projection-runner';
import { ProjectionWaiter } from './projection-waiter';

/** Records every event it sees; refuses (throws on) events of type `Poison`. */
class RecordingProjection implements Projection {
  readonly name = 'recording';
  readonly tables = ['test_recorded'];
  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    for (const e of events) {
      await tx.query('INSERT INTO test_recorded (event_id, type) VALUES ($1, $2)', [e.eventId, e.type]);
      if (e.type === 'Poison') throw new Error('poison event');
    }
  }
}

describe('projection runner', () => {
  let db: TestDatabase;
  let pool: Pool;
  let notifications: EventNotifications;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  beforeEach(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 10);
    await pool.query('CREATE TABLE test_recorded (event_id uuid PRIMARY KEY, type text NOT NULL)');
    notifications = new EventNotifications(db.url);
    await notifications.start();
    store = new PostgresEventStore(pool, notifications);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await notifications.close();
    await pool.end();
    await db.drop();
  });

  function runner(projections: Projection[], options = {}): ProjectionRunner {
    const created = new ProjectionRunner(db.url, pool, notifications, projections, { pollIntervalMs: 100, leaderRetryMs: 100, ...options });
    runners.push(created);
    return created;
  }

  const waiterFor = (r: ProjectionRunner, names: string[]) => new ProjectionWaiter(pool, names, (l) => r.onAdvance(l));

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
    const failing = runner([new RecordingProjection()]);
    await expect(failing.catchUp()).rejects.toThrow('poison event');
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM test_recorded');
    expect(rows[0].n).toBe(0);
    expect((await readCheckpoint(pool, 'recording'))?.globalPosition ?? 0).toBe(0);
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
    expect(await new ProjectionWaiter(pool, ['recording']).waitFor(checkpoint, 200)).toBe(false);
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

    await rebuildProjection(pool, projection, () => undefined, 7);
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
    await pool.query(`UPDATE projection_checkpoints SET transaction_id = '0', global_position = 0 WHERE name = 'recording'`);
    for (let i = 30; i < 40; i++) await store.append(`call-${i}`, [event('CallApproved')], 0);
    await both.catchUp();
    const recorded = await pool.query('SELECT count(*)::int AS n FROM test_recorded');
    expect(recorded.rows[0].n).toBe(40);
    const counts = await pool.query('SELECT event_type, event_count::int AS n FROM activity_by_day ORDER BY event_type');
    expect(counts.rows).toEqual([{ event_type: 'CallApproved', n: 10 }, { event_type: 'CallBooked', n: 30 }]);
    const checkpoints = await pool.query(`SELECT DISTINCT global_position FROM projection_checkpoints WHERE name IN ('recording', 'activity-by-day')`);
    expect(checkpoints.rowCount).toBe(1);
  });

  it('reports rebuild progress batch by batch up to the size of the log', async () => {
    for (let i = 0; i < 20; i++) await store.append(`call-${i}`, [event('CallBooked')], 0);
    const progress: string[] = [];
    const applied = await rebuildProjection(pool, new RecordingProjection(), (p) => progress.push(`${p.applied}/${p.total}`), 8);
    expect(applied).toBe(20);
    expect(progress).toEqual(['0/20', '8/20', '16/20', '20/20']);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
