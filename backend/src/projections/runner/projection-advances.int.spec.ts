import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { event } from '../../infrastructure/event-store/event-store.contract';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from './projection';
import { type Advance, ProjectionRunner } from './projection-runner';
import { openRunnerDatabase, RecordingProjection, type RunnerDatabase, waitUntil } from './projection-runner.spec-fixtures';

/** Takes every event, and holds its transaction open a while before committing. */
class SlowProjection implements Projection {
  readonly name = 'slow';
  readonly tables = ['test_slow'];
  readonly eventTypes = 'every' as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    await tx.query('SELECT pg_sleep(0.4)');
    for (const e of events) await tx.query('INSERT INTO test_slow (event_id) VALUES ($1)', [e.eventId]);
  }
}

describe('projection runner advances', () => {
  let opened: RunnerDatabase;
  let runner: ProjectionRunner;

  beforeEach(async () => {
    opened = await openRunnerDatabase(['CREATE TABLE test_recorded (event_id uuid PRIMARY KEY, type text NOT NULL)', 'CREATE TABLE test_slow (event_id uuid PRIMARY KEY)']);
  });
  afterEach(async () => {
    await runner?.stop();
    await opened.close();
  });

  it("names each read model's new position as soon as its own batch commits, not when the slowest of the round does", async () => {
    // The slow one first in the list: one after another, the other's advance would wait for it.
    runner = new ProjectionRunner(opened.db.url, opened.pool, opened.store, [new SlowProjection(), new RecordingProjection()], { pollIntervalMs: 100, leaderRetryMs: 100 });
    const advances: { advance: Advance }[] = [];
    runner.onAdvance((advance) => advances.push({ advance }));
    runner.start();
    const { checkpoint } = await opened.store.append(`call-${randomUUID()}`, [event('CallBooked')], 0);
    await waitUntil(() => advances.some(({ advance }) => advance.has('slow')));
    const order = advances.flatMap(({ advance }) => [...advance.keys()]);
    expect(order).toEqual(['recording', 'slow']);
    for (const { advance } of advances) expect([...advance.values()]).toEqual([checkpoint]);
    // What an advance names is committed: the rows are there.
    const { rows } = await opened.pool.query('SELECT count(*)::int AS n FROM test_recorded');
    expect(rows[0].n).toBe(1);
  });
});
