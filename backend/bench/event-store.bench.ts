import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { EventNotifications } from '../src/infrastructure/event-store/event-notifications';
import { PostgresEventStore } from '../src/infrastructure/event-store/postgres-event-store';

export interface ThroughputResult {
  writers: number;
  rawInsertsPerSecond: number;
  appendsPerSecond: number;
  ratio: number;
}

/**
 * What one event of a command looks like on the wire: a call booking's worth of data, under a
 * type no projection reads (the rebuild phase later replays this same log).
 */
function sampleEvent() {
  return {
    eventId: randomUUID(),
    type: 'BenchmarkSampleRecorded',
    data: { callId: randomUUID(), programId: randomUUID(), membershipId: randomUUID(), scheduledAt: '2026-05-01T15:00:00.000Z', payoutCents: 5000 },
    metadata: { correlationId: randomUUID(), causationId: null, actor: { userId: randomUUID(), role: 'affiliate' }, occurredAt: new Date().toISOString() },
  };
}

/**
 * Single-event appends through the real adapter (expected-version check, stream row, event row,
 * commit, the coalesced NOTIFY) against the floor of what PostgreSQL does here: one-row INSERT
 * commits of the same payload, same database, same number of connections. The two alternate in
 * rounds so that drift on a busy 2-core machine hits both alike; the ratio is of the totals.
 */
export async function measureAppendThroughput(url: string, writers: number, seconds: number, rounds = 3): Promise<ThroughputResult> {
  const setup = new Client({ connectionString: url });
  await setup.connect();
  await setup.query('CREATE TABLE IF NOT EXISTS bench_raw (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, data jsonb NOT NULL)');
  await setup.end();

  const pool = new Pool({ connectionString: url, max: writers });
  const notifications = new EventNotifications(url);
  await notifications.start();
  const store = new PostgresEventStore(pool, notifications);
  const versions = Array.from({ length: writers }, () => new Map<string, number>());
  let raw = 0;
  let appended = 0;
  for (let round = 0; round < rounds; round++) {
    raw += await forEachWriter(url, writers, seconds / rounds, async (client) => {
      const e = sampleEvent();
      await client.query('INSERT INTO bench_raw (data) VALUES ($1::jsonb)', [JSON.stringify({ data: e.data, metadata: e.metadata })]);
    });
    appended += await forEachWriterOnStore(writers, seconds / rounds, async (writer, i) => {
      // Commands append to existing streams at the version they read; 50 streams per writer.
      const stream = `call-bench${writers}w${writer}s${i % 50}`;
      const result = await store.append(stream, [sampleEvent()], versions[writer].get(stream) ?? 0);
      versions[writer].set(stream, result.nextVersion);
    });
  }
  await notifications.close();
  await pool.end();
  return { writers, rawInsertsPerSecond: raw / rounds, appendsPerSecond: appended / rounds, ratio: appended / raw };
}

async function forEachWriter(url: string, writers: number, seconds: number, work: (client: Client) => Promise<void>): Promise<number> {
  const clients = await Promise.all(Array.from({ length: writers }, async () => {
    const c = new Client({ connectionString: url });
    await c.connect();
    return c;
  }));
  for (const c of clients) for (let i = 0; i < 50; i++) await work(c); // warm-up
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const counts = await Promise.all(clients.map(async (c) => {
    let n = 0;
    while (performance.now() < deadline) {
      await work(c);
      n++;
    }
    return n;
  }));
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  return counts.reduce((a, b) => a + b, 0) / elapsed;
}

async function forEachWriterOnStore(writers: number, seconds: number, work: (writer: number, i: number) => Promise<void>): Promise<number> {
  const counter = { next: 0 };
  for (let w = 0; w < writers; w++) for (let i = 0; i < 50; i++) await work(w, counter.next++); // warm-up
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const counts = await Promise.all(Array.from({ length: writers }, async (_, w) => {
    let n = 0;
    while (performance.now() < deadline) {
      await work(w, counter.next++);
      n++;
    }
    return n;
  }));
  const elapsed = (performance.now() - started) / 1000;
  return counts.reduce((a, b) => a + b, 0) / elapsed;
}
