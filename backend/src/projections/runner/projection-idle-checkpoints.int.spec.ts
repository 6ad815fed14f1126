import type { Pool, PoolClient } from 'pg';
import { event } from '../../infrastructure/event-store/event-store.contract';
import { START_OF_LOG, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import type { TestDatabase } from '../../test-support/test-database';
import { ensureCheckpoints, moveCheckpointsPast, parkProjection, readCheckpoints } from './projection-checkpoints';
import { ProjectionRunner } from './projection-runner';
import { openRunnerDatabase, type RunnerDatabase } from './projection-runner.spec-fixtures';
import type { Projection } from './projection';
import { ProjectionSupervisor } from './projection-supervisor';
import { ProjectionWaiter } from './projection-waiter';

/** A read model recording what it is handed in `test_named`; `gate` holds its apply until opened. */
class NamedProjection implements Projection {
  readonly tables = ['test_named'];
  gate: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    readonly eventTypes: readonly string[],
  ) {}

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    await this.gate;
    for (const e of events) await tx.query('INSERT INTO test_named (projection, event_id) VALUES ($1, $2)', [this.name, e.eventId]);
  }
}

describe('read models that take none of a page’s events', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  let opened: RunnerDatabase;

  beforeEach(async () => {
    opened = await openRunnerDatabase(['CREATE TABLE test_named (projection text NOT NULL, event_id uuid NOT NULL, PRIMARY KEY (projection, event_id))']);
    ({ db, pool, store } = opened);
  });
  afterEach(async () => {
    await opened.close();
  });

  const positionOf = async (name: string) => (await readCheckpoints(pool, [name])).get(name)!.position;

  it('move past the page in one statement, with no transaction of their own', async () => {
    const runner = new ProjectionRunner(db.url, pool, store, [new NamedProjection('takes-a', ['A']), new NamedProjection('takes-b', ['B']), new NamedProjection('takes-c', ['C'])], { pollIntervalMs: 60_000 });
    await ensureCheckpoints(pool, ['takes-a', 'takes-b', 'takes-c']);
    const { checkpoint } = await store.append('s-1', [event('A'), event('A')], 0);
    const handed = jest.spyOn(ProjectionSupervisor.prototype, 'apply');
    await runner.catchUp();
    // Only the read model that takes these events gets a batch (a transaction); the two others moved together.
    expect(handed.mock.contexts.map((supervisor) => (supervisor as ProjectionSupervisor).projection.name)).toEqual(['takes-a']);
    handed.mockRestore();
    for (const name of ['takes-a', 'takes-b', 'takes-c']) expect(await positionOf(name)).toBe(checkpoint);
    expect((await pool.query('SELECT count(*)::int AS n FROM test_named')).rows[0].n).toBe(2);
  });

  it('leave a parked read model, one a rebuild holds, and one elsewhere in the log where they are', async () => {
    await ensureCheckpoints(pool, ['free', 'parked', 'held', 'elsewhere']);
    const { checkpoint: first } = await store.append('s-2', [event('A')], 0);
    const { checkpoint: second } = await store.append('s-3', [event('A')], 0);
    await pool.query(`UPDATE projection_checkpoints SET position = $1 WHERE name = 'elsewhere'`, [first]);
    await parkProjection(pool, 'parked', { eventId: '00000000-0000-4000-8000-000000000000', type: 'A', position: first }, 'broken');
    const holder = await pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM projection_checkpoints WHERE name = 'held' FOR UPDATE`);
      const moved = await moveCheckpointsPast(pool, ['free', 'parked', 'held', 'elsewhere'], START_OF_LOG, second);
      expect(moved).toEqual(['free']);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    expect(await positionOf('free')).toBe(second);
    expect(await positionOf('parked')).toBe(START_OF_LOG);
    expect(await positionOf('held')).toBe(START_OF_LOG);
    expect(await positionOf('elsewhere')).toBe(first);
  });

  it('answer a command waiting for one read model before the others of the round have applied', async () => {
    const calls = new NamedProjection('calls-like', ['A']);
    const slow = new NamedProjection('slow', ['A']);
    let open: () => void = () => undefined;
    slow.gate = new Promise<void>((resolve) => (open = resolve));
    const runner = new ProjectionRunner(db.url, pool, store, [calls, slow], { pollIntervalMs: 60_000 });
    await ensureCheckpoints(pool, ['calls-like', 'slow']);
    const { checkpoint } = await store.append('s-4', [event('A')], 0);
    const waiter = new ProjectionWaiter(pool, ['calls-like', 'slow'], (listener) => runner.onAdvance(listener));
    const round = runner.catchUp();
    // The slow read model is still inside its apply; the wait for the other is answered already.
    expect(await waiter.waitFor(checkpoint, ['calls-like'], 3000)).toEqual({ caughtUp: true, lagging: [] });
    expect(await positionOf('slow')).toBe(START_OF_LOG);
    open();
    await round;
    expect(await positionOf('slow')).toBe(checkpoint);
  });
});
