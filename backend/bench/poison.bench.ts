import { randomUUID } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import { EventNotifications } from '../src/infrastructure/event-store/event-notifications';
import { comparePositions, type LogPosition, type StoredEvent } from '../src/infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../src/infrastructure/event-store/postgres-event-store';
import { allProjections } from '../src/projections/projection-registry';
import type { Projection } from '../src/projections/runner/projection';
import { readCheckpoints } from '../src/projections/runner/projection-checkpoints';
import { ProjectionRunner } from '../src/projections/runner/projection-runner';

export interface PoisonResult {
  parked: string;
  parkedAfterMs: number;
  writes: number;
  /** Per healthy read model: p99 and max of (time it passed a write - time the write committed). */
  lag: { name: string; p99Ms: number; maxMs: number }[];
}

/** The read model made to fail: it refuses one event type, as a projection with a bug would. */
const POISONED = 'dispute-list';

function poisoned(inner: Projection): Projection {
  return {
    name: inner.name,
    tables: inner.tables,
    eventTypes: inner.eventTypes === 'every' ? 'every' : [...inner.eventTypes, 'BenchPoisonPill'],
    async apply(events: StoredEvent[], tx: PoolClient) {
      if (events.some((e) => e.type === 'BenchPoisonPill')) throw new Error('cannot apply BenchPoisonPill');
      await inner.apply(events, tx);
    },
  };
}

/**
 * Issue 10's poison test: one read model is parked on an event it cannot apply while writes keep
 * coming (one booking-sized event every 10 ms from 4 writers); every other read model's lag, from
 * the write's commit to its checkpoint passing it, is sampled for each write.
 */
export async function measurePoison(url: string, seconds: number): Promise<PoisonResult> {
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined);
  const notifications = new EventNotifications(url);
  await notifications.start();
  const store = new PostgresEventStore(pool, notifications);
  const projections = allProjections().map((p) => (p.name === POISONED ? poisoned(p) : p));
  const healthy = projections.map((p) => p.name).filter((n) => n !== POISONED);
  const runner = new ProjectionRunner(url, pool, store, projections, { pollIntervalMs: 200 });
  const started = performance.now();
  runner.start();
  try {
    await store.append(`call-${randomUUID()}`, [pill()], 0);
    const pending: { at: LogPosition; t: number; passed: Set<string> }[] = [];
    const lags = new Map<string, number[]>(healthy.map((n) => [n, []]));
    let parkedAfterMs = -1;
    let writes = 0;
    // Long enough for the poisoned read model to exhaust its retries (about 3 s) and be parked.
    const deadline = performance.now() + Math.max(seconds, 10) * 1000;
    const writers = Array.from({ length: 4 }, async () => {
      while (performance.now() < deadline) {
        const { checkpoint } = await store.append(`call-${randomUUID()}`, [booking()], 0);
        pending.push({ at: checkpoint, t: performance.now(), passed: new Set() });
        writes++;
        await new Promise((r) => setTimeout(r, 10));
      }
    });
    const sampler = (async () => {
      while (performance.now() < deadline || pending.length > 0) {
        const checkpoints = await readCheckpoints(pool, projections.map((p) => p.name));
        const now = performance.now();
        if (parkedAfterMs < 0 && checkpoints.get(POISONED)!.parked) parkedAfterMs = now - started;
        for (const sample of [...pending]) {
          for (const name of healthy) {
            if (!sample.passed.has(name) && comparePositions(checkpoints.get(name)!.position, sample.at) >= 0) {
              sample.passed.add(name);
              lags.get(name)!.push(now - sample.t);
            }
          }
          if (sample.passed.size === healthy.length || now - sample.t > 30_000) pending.splice(pending.indexOf(sample), 1);
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await Promise.all([...writers, sampler]);
    return {
      parked: POISONED,
      parkedAfterMs,
      writes,
      lag: healthy.map((name) => {
        const sorted = lags.get(name)!.sort((a, b) => a - b);
        return { name, p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? Infinity, maxMs: sorted[sorted.length - 1] ?? Infinity };
      }),
    };
  } finally {
    await runner.stop();
    await notifications.close();
    await pool.end();
  }
}

function pill() {
  return { eventId: randomUUID(), type: 'BenchPoisonPill', data: {}, metadata: { correlationId: randomUUID(), causationId: null, actor: 'system' as const, occurredAt: new Date().toISOString() } };
}

function booking() {
  return {
    eventId: randomUUID(),
    type: 'BenchmarkSampleRecorded',
    data: { callId: randomUUID(), programId: randomUUID(), scheduledAt: '2026-05-01T15:00:00.000Z', payoutCents: 5000 },
    metadata: { correlationId: randomUUID(), causationId: null, actor: 'system' as const, occurredAt: new Date().toISOString() },
  };
}
