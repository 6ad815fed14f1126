import { Pool } from 'pg';
import { CallReadModel } from '../src/modules/calls/call-read-model';
import type { EventLogQueryDto } from '../src/modules/admin/events/event-log.dto';
import { EventLogReadModel } from '../src/modules/admin/events/event-log.read-model';
import { SEED_START, seedCalls, seedEventLog, seedPosition } from './admin-seed';

export interface LatencyCase {
  name: string;
  p50: number;
  p95: number;
}

export interface AdminBenchResult {
  seedSeconds: number;
  baselineP50: number;
  pkLookupP50: number;
  eventLog: LatencyCase[];
  eventLogOverall: LatencyCase;
  pending: LatencyCase[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (name: string, samples: number[]): LatencyCase => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function time(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await work(); // warm-up: plans, caches, connections
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

const md5Uuid = (pool: Pool, label: string) => pool.query(`SELECT md5($1)::uuid AS id`, [label]).then((r) => r.rows[0].id as string);

/**
 * Issue 6 part 5: the event log over 1,000,000 events through the real EventLogReadModel (query
 * building, actor email lookup, row mapping), a realistic mix of filters, first pages and deep
 * offsets; and the merchant's pending calls over 100,000 calls through the real CallReadModel.
 */
export async function measureAdmin(url: string, events: number, calls: number, runs: number, log: (line: string) => void): Promise<AdminBenchResult> {
  const pool = new Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  try {
    const seedStarted = performance.now();
    // The page reads the event_log read model only: seed its rows (admin-seed.ts says how). Its
    // projection's own speed is the rebuild benchmark's to measure.
    await seedEventLog(pool, events, log);
    await seedCalls(pool, calls);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const model = new EventLogReadModel(pool);
    const merchant = await md5Uuid(pool, 'merchant-7');
    const call = await md5Uuid(pool, 'call-123457');
    const correlation = await md5Uuid(pool, 'request-98765');
    const day = (n: number) => new Date(Date.parse(SEED_START) + n * 86_400_000).toISOString();
    const cases: [string, EventLogQueryDto][] = [
      ['no filter, newest first', {}],
      ['type (CallRejected)', { type: 'CallRejected' }],
      ['rare type (PaymentMethodSet)', { type: 'PaymentMethodSet' }],
      ['stream prefix call-', { stream: 'call-' }],
      ['stream prefix merchant-billing-', { stream: 'merchant-billing-' }],
      ['exact stream', { stream: `call-${call}` }],
      ['actor by email', { actor: 'bench-merchant-7@example.com' }],
      ['actor system', { actor: 'system' }],
      ['correlation id', { correlationId: correlation }],
      ['date range 1 day, by recorded time', { from: day(40), to: day(41), sort: 'recordedAt', order: 'asc' }],
      ['type + actor id + 7 days', { type: 'MerchantCharged', actor: merchant, from: day(30), to: day(37) }],
      ['type + stream prefix, sorted by type', { type: 'CommissionCredited', stream: 'affiliate-wallet-', sort: 'type', order: 'asc' }],
      ['deep offset 100,000, no filter', { offset: 100_000 }],
      ['deep offset 50,000, type CallApproved', { type: 'CallApproved', offset: 50_000 }],
      ['sort by stream, limit 200', { sort: 'stream', order: 'asc', limit: 200 }],
      ['sort by recorded time, oldest first', { sort: 'recordedAt', order: 'asc' }],
    ];
    const eventLog: LatencyCase[] = [];
    const all: number[] = [];
    for (const [name, query] of cases) {
      const samples = await time(runs, () => model.page(query));
      all.push(...samples);
      eventLog.push(summary(name, samples));
    }
    const baseline = summary('SELECT 1', await time(runs, () => pool.query('SELECT 1')));
    const pk = summary('PK lookup', await time(runs, () => pool.query('SELECT * FROM event_log WHERE position = $1', [seedPosition(500_000)])));

    const callsModel = new CallReadModel(pool);
    const big = await md5Uuid(pool, 'merchant-0');
    const typical = await md5Uuid(pool, 'merchant-42');
    const bigCount = (await callsModel.pending(big)).length;
    const typicalCount = (await callsModel.pending(typical)).length;
    const pending = [
      summary(`big merchant (${bigCount.toLocaleString('en-US')} pending)`, await time(runs, () => callsModel.pending(big))),
      summary(`typical merchant (${typicalCount} pending)`, await time(runs, () => callsModel.pending(typical))),
    ];
    return { seedSeconds, baselineP50: baseline.p50, pkLookupP50: pk.p50, eventLog, eventLogOverall: summary('overall', all), pending };
  } finally {
    await pool.end();
  }
}
