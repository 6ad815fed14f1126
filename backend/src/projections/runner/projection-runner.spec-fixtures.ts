import type { Pool, PoolClient } from 'pg';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from './projection';

/**
 * Records every event it is handed in `test_recorded` (the spec creates it); refuses (throws on)
 * events of type `Poison` while `poisoned`. Takes every event, or only `eventTypes` when given.
 */
export class RecordingProjection implements Projection {
  readonly name = 'recording';
  readonly tables = ['test_recorded'];
  poisoned = true;

  constructor(readonly eventTypes: readonly string[] | 'every' = 'every') {}

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    for (const e of events) {
      await tx.query('INSERT INTO test_recorded (event_id, type) VALUES ($1, $2)', [e.eventId, e.type]);
      if (e.type === 'Poison' && this.poisoned) throw new Error('poison event');
    }
  }
}

export async function waitUntilAsync(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A fresh database with an event store on it, for a runner spec; `setup` makes the spec's own tables. */
export interface RunnerDatabase {
  db: TestDatabase;
  pool: Pool;
  notifications: EventNotifications;
  store: PostgresEventStore;
  close(): Promise<void>;
}

export async function openRunnerDatabase(setup: readonly string[]): Promise<RunnerDatabase> {
  const db = await createTestDatabase();
  const pool = openTestPool(db.url, 10);
  for (const sql of setup) await pool.query(sql);
  const notifications = new EventNotifications(db.url);
  await notifications.start();
  return {
    db,
    pool,
    notifications,
    store: new PostgresEventStore(pool, notifications),
    close: async () => {
      await notifications.close();
      await pool.end();
      await db.drop();
    },
  };
}
