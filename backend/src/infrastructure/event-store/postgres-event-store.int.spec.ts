import { Client, Pool } from 'pg';
import { createTestDatabase, type TestDatabase, openTestPool } from '../../test-support/test-database';
import { describeEventStoreContract, event } from './event-store.contract';
import { EventNotifications } from './event-notifications';
import { START_OF_LOG } from './event-store.port';
import { PostgresEventStore } from './postgres-event-store';

const server = process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PostgreSQL';

describeEventStoreContract(server, async () => {
  const db = await createTestDatabase();
  const pool = openTestPool(db.url, 12);
  const notifications = new EventNotifications(db.url);
  await notifications.start();
  return {
    store: new PostgresEventStore(pool, notifications),
    // An open transaction holding a lower position than the appends made meanwhile.
    slowWriter: async (stream, events) => {
      const client = new Client({ connectionString: db.url });
      await client.connect();
      await client.query('BEGIN');
      await client.query('SELECT * FROM ll_append_events($1, $2, $3, $4::jsonb)', [stream, 'order', 0, JSON.stringify(events.map((e) => ({ ...e, schemaVersion: 1 })))]);
      return {
        commit: async () => {
          await client.query('COMMIT');
          await client.end();
        },
      };
    },
    close: async () => {
      await notifications.close();
      await pool.end();
      await db.drop();
    },
  };
});

describe(`events table on ${server}`, () => {
  let db: TestDatabase;
  let client: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new Client({ connectionString: db.url });
    await client.connect();
    await appendOne(client, 'order-1');
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it.each([
    ['UPDATE', "UPDATE events SET type = 'Tampered'"],
    ['DELETE', 'DELETE FROM events'],
    ['TRUNCATE', 'TRUNCATE events'],
  ])('refuses %s: history is immutable', async (operation, sql) => {
    await expect(client.query(sql)).rejects.toThrow(`${operation} on events is refused`);
    const { rows } = await client.query('SELECT count(*)::int AS n, min(type) AS type FROM events');
    expect(rows[0]).toEqual({ n: 1, type: 'Placed' });
  });
});

/**
 * Why the global log is read by (transaction, position) below the oldest open transaction:
 * positions are handed out when a row is inserted, not when its transaction commits, so a
 * reader that trusts positions alone steps past an earlier position that commits later.
 */
describe(`reading the global log under concurrent writers on ${server}`, () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  let notifications: EventNotifications;

  beforeEach(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 10);
    notifications = new EventNotifications(db.url);
    store = new PostgresEventStore(pool, notifications);
  });
  afterEach(async () => {
    await pool.end();
    await db.drop();
  });

  it('the position-only control reader skips an event that commits late; the safe reader sees it', async () => {
    const slow = new Client({ connectionString: db.url });
    const fast = new Client({ connectionString: db.url });
    await Promise.all([slow.connect(), fast.connect()]);
    const control = new PositionOnlyReader(pool);

    await slow.query('BEGIN');
    await appendOne(slow, 'call-slow'); // takes the lower position, stays uncommitted
    await appendOne(fast, 'call-fast'); // higher position, committed at once

    expect(await control.poll()).toEqual(['call-fast']);
    expect(await store.readAll(START_OF_LOG, 100)).toEqual([]); // waits for the open transaction

    await slow.query('COMMIT');
    expect(await control.poll()).toEqual([]); // the control has moved past call-slow for ever
    const safe = await store.readAll(START_OF_LOG, 100);
    expect(safe.map((e) => e.streamId)).toEqual(['call-slow', 'call-fast']);
    await Promise.all([slow.end(), fast.end()]);
  });

  it('under 4 writers with open transactions the safe reader misses none, the control misses some', async () => {
    const writers = 4;
    const perWriter = 60;
    const control = new PositionOnlyReader(pool);
    const controlSeen = new Set<string>();
    const safeSeen: string[] = [];
    let checkpoint = START_OF_LOG;
    let writing = true;

    const readers = (async () => {
      while (writing || safeSeen.length < writers * perWriter) {
        for (const id of await control.poll()) controlSeen.add(id);
        for (const e of await store.readAll(checkpoint, 1000)) {
          safeSeen.push(e.streamId);
          checkpoint = e.position;
        }
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const client = new Client({ connectionString: db.url });
        await client.connect();
        for (let i = 0; i < perWriter; i++) {
          await client.query('BEGIN');
          await appendOne(client, `call-${w}-${i}`);
          // A command transaction does more work after its append (ledger lines, idempotency key).
          await new Promise((r) => setTimeout(r, Math.random() * 4));
          await client.query('COMMIT');
        }
        await client.end();
      }),
    );
    writing = false;
    await readers;

    expect(safeSeen).toHaveLength(writers * perWriter);
    expect(new Set(safeSeen).size).toBe(writers * perWriter);
    const missed = writers * perWriter - controlSeen.size;
    console.log(`race test: control reader missed ${missed} of ${writers * perWriter} events; safe reader missed 0`);
    expect(missed).toBeGreaterThan(0);
  });
});

/** The control: what a naive reader does, `global_position > last seen`, kept to prove the point. */
class PositionOnlyReader {
  private last = 0;
  constructor(private readonly pool: Pool) {}

  async poll(): Promise<string[]> {
    const { rows } = await this.pool.query(
      'SELECT stream_id, global_position FROM events WHERE global_position > $1 ORDER BY global_position',
      [this.last],
    );
    if (rows.length > 0) this.last = Number(rows[rows.length - 1].global_position);
    return rows.map((r) => r.stream_id);
  }
}

async function appendOne(client: Client, stream: string): Promise<void> {
  await client.query('SELECT * FROM ll_append_events($1, $2, $3, $4::jsonb)', [stream, 'call', 0, JSON.stringify([event('Placed')])]);
}

describe(`readAllOfTypes looking at a bounded stretch of the log on ${server}`, () => {
  it('stops after the window, says how far it looked, and the next call goes on from there', async () => {
    const db = await createTestDatabase();
    const pool = openTestPool(db.url, 2);
    const store = new PostgresEventStore(pool, new EventNotifications(db.url), 3);
    try {
      await store.append('order-w', [event('Other'), event('Other'), event('Other'), event('Other'), event('Wanted'), event('Other')], 0);
      const log = await store.readAll(START_OF_LOG, 100);
      const first = await store.readAllOfTypes(START_OF_LOG, ['Wanted'], 2);
      expect(first).toEqual({ events: [], through: log[2].position });
      const second = await store.readAllOfTypes(first.through, ['Wanted'], 2);
      expect(second).toEqual({ events: [log[4]], through: log[5].position });
      expect(await store.readAllOfTypes(second.through, ['Wanted'], 2)).toEqual({ events: [], through: second.through });
    } finally {
      await pool.end();
      await db.drop();
    }
  });
});

describe(`append notifications on ${server}`, () => {
  it('wake a subscriber of another instance (its own connection) soon after an append', async () => {
    const db = await createTestDatabase();
    const pool = openTestPool(db.url, 2);
    const writerSide = new EventNotifications(db.url);
    const readerSide = new EventNotifications(db.url);
    await Promise.all([writerSide.start(), readerSide.start()]);
    let woken = 0;
    readerSide.onAppend(() => woken++);
    await new PostgresEventStore(pool, writerSide).append('call-n', [event('CallBooked')], 0);
    const started = Date.now();
    while (woken === 0 && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 5));
    expect(woken).toBeGreaterThan(0);
    await Promise.all([writerSide.close(), readerSide.close()]);
    await pool.end();
    await db.drop();
  });
});

describe(`append wake-ups on ${server}`, () => {
  it('wakes waiting readers after an append, and not after one with wake: false', async () => {
    const db = await createTestDatabase();
    const pool = openTestPool(db.url, 2);
    const notifications = new EventNotifications(db.url);
    await notifications.start();
    const store = new PostgresEventStore(pool, notifications);
    const wokeWithin = async (append: () => Promise<unknown>): Promise<boolean> => {
      let woke = false;
      const off = notifications.onAppend(() => (woke = true));
      await append();
      await new Promise((r) => setTimeout(r, 50));
      off();
      return woke;
    };
    try {
      expect(await wokeWithin(() => store.append('clicks-q', [event('Quiet')], 'any', { wake: false }))).toBe(false);
      expect(await wokeWithin(() => store.append('clicks-q', [event('Loud')], 'any'))).toBe(true);
      expect((await store.readStream('clicks-q')).map((e) => e.type)).toEqual(['Quiet', 'Loud']);
    } finally {
      await notifications.close();
      await pool.end();
      await db.drop();
    }
  });
});
