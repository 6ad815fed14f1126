import { measureAdmin } from './admin.bench';
import { type BenchDatabase, openBenchDatabase } from './bench-database';
import { ceilingPerSecond, coresNeeded, machineCores, throughputForLatency } from './cpu-budget';
import { measureAppendThroughput } from './event-store.bench';
import { compareAdapters } from './adapters/adapter-comparison.bench';
import type { HttpResult } from './http-load';
import { BARE_NAME, BOOKING_NAME, measureHttp, TRACKING_NAME, TRIVIAL_NAME } from './http.bench';
import { measureKurrentAppends } from './kurrentdb-append.bench';
import { pagesBenchmarks } from './pages/pages-report';
import { measurePoison } from './poison.bench';
import { measureRebuild, seedEvents } from './rebuild.bench';

/**
 * `npm run bench`: figures and ratios against a baseline measured in the same run on the same
 * database. Exits 1 when a target is missed. BENCH_SECONDS shortens or lengthens each phase.
 */
const APPEND_RATIO_TARGET = 0.6;
/** docs/operations/benchmarks.md, Rebuild: events/s per read model, on a PostgreSQL server and on the embedded one. */
const REBUILD_TARGET_SERVER = 100_000;
const REBUILD_TARGET_EMBEDDED = 50_000;
const REBUILD_EVENTS = 100_000;
/** docs/operations/benchmarks.md: tracking at a quarter of what a bare Node server answers, p99 under 20 ms; booking p99 under 150 ms. */
const TRACKING_VS_BARE_TARGET = 0.25;
const TRACKING_P99_TARGET_MS = 20;
const BOOKING_P99_TARGET_MS = 150;
/** Concurrent clients of the HTTP part (measureHttp's default). */
const HTTP_CLIENTS = 50;
/** The performance issue's size of the log; BENCH_ADMIN_EVENTS makes it smaller while iterating. */
const ADMIN_EVENTS = Number(process.env.BENCH_ADMIN_EVENTS ?? 10_000_000);
const ADMIN_CALLS = 100_000;
const EVENT_LOG_P95_TARGET_MS = 100;
const PENDING_P95_TARGET_MS = 50;
const HEALTHY_LAG_TARGET_MS = 1000;

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 6);
  // BENCH_ONLY=store|http|adapters|admin|pages runs one part (for iterating on it); the default runs everything.
  const only = process.env.BENCH_ONLY;
  const failures: string[] = [];
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  if (!only || only === 'store') await storeBenchmarks(seconds, failures, fmt);
  if (!only || only === 'http') await httpBenchmarks(seconds, failures, fmt);
  if (!only || only === 'adapters') await adapterComparison(seconds, fmt);
  if (!only || only === 'admin') await adminBenchmarks(failures, fmt);
  if (!only || only === 'pages') await pagesBenchmarks(failures);
  if (failures.length > 0) {
    console.error(`\nMissed targets:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll targets met.');
}

async function storeBenchmarks(seconds: number, failures: string[], fmt: (n: number) => string): Promise<void> {
  // BENCH_STORE_PARTS=appends,rebuild,poison (any subset) runs only those parts of the store
  // benchmark, for iterating on one; unset runs all three.
  const parts = new Set((process.env.BENCH_STORE_PARTS ?? 'appends,rebuild,poison').split(',').map((p) => p.trim()));
  const db = await openBenchDatabase();
  try {
    console.log(`LeadLedger benchmarks on ${db.engine}, ${seconds} s per phase\n`);
    if (parts.has('appends')) await appendBenchmarks(db.url, seconds, failures, fmt);
    if (parts.has('rebuild')) await rebuildBenchmark(db, failures, fmt, parts.has('appends'));
  } finally {
    await db.close();
  }
  if (parts.has('poison')) await poisonBenchmark(seconds, failures, fmt);
}

async function appendBenchmarks(url: string, seconds: number, failures: string[], fmt: (n: number) => string): Promise<void> {
  console.log('Event store: single-event appends vs raw one-row INSERT commits (same database, same run)');
  console.log('writers | raw INSERT/s | append/s | ratio | target');
  for (const writers of [1, 4]) {
    const r = await measureAppendThroughput(url, writers, seconds);
    const ok = r.ratio >= APPEND_RATIO_TARGET;
    if (!ok) failures.push(`append ratio at ${writers} writer(s) ${r.ratio.toFixed(2)} < ${APPEND_RATIO_TARGET}`);
    console.log(`${String(writers).padStart(7)} | ${fmt(r.rawInsertsPerSecond).padStart(12)} | ${fmt(r.appendsPerSecond).padStart(8)} | ${r.ratio.toFixed(2).padStart(5)} | >= ${APPEND_RATIO_TARGET} ${ok ? 'PASS' : 'FAIL'}`);
  }

  console.log('\nKurrentDB adapter against the local KurrentDB-protocol server (in-process, in memory): reported, no target');
  for (const writers of [1, 4]) {
    const k = await measureKurrentAppends(writers, seconds);
    console.log(`${String(writers).padStart(7)} writer(s) | ${fmt(k.appendsPerSecond)} appends/s`);
  }
}

/** Every read model rebuilt blue/green over the seeded log, against the target of the engine it runs on. */
async function rebuildBenchmark(db: BenchDatabase, failures: string[], fmt: (n: number) => string, afterAppends: boolean): Promise<void> {
  const target = db.engine.startsWith('embedded') ? REBUILD_TARGET_EMBEDDED : REBUILD_TARGET_SERVER;
  await seedEvents(db.url, REBUILD_EVENTS);
  console.log(`\nProjection rebuild (blue/green: a new copy beside the live one, then swapped in): ${fmt(REBUILD_EVENTS)} seeded events${afterAppends ? ' plus the appends above' : ''}`);
  for (const r of await measureRebuild(db.url)) {
    const ok = r.eventsPerSecond >= target;
    if (!ok) failures.push(`rebuild of ${r.projection} ${fmt(r.eventsPerSecond)} events/s < ${fmt(target)}`);
    // The machine's busy time says whether the target fits in its cores at this cost (docs/operations/benchmarks.md, CPU budget).
    const budget = r.busyCoreSeconds === null ? '' : `; machine busy ${r.busyCoreSeconds.toFixed(1)} core-s, so ${machineCores()} cores allow about ${fmt(Number(ceilingPerSecond(r.busyCoreSeconds / r.events, machineCores()).toPrecision(2)))} events/s at this cost`;
    console.log(`${r.projection}: ${fmt(r.events)} events (${fmt(r.applied)} of its types) in ${r.seconds.toFixed(2)} s = ${fmt(r.eventsPerSecond)} events/s (target >= ${fmt(target)}) ${ok ? 'PASS' : 'FAIL'}${budget}`);
  }
}

/** One read model parked on a poison event while writes go on: the others must keep up. */
async function poisonBenchmark(seconds: number, failures: string[], fmt: (n: number) => string): Promise<void> {
  const db = await openBenchDatabase();
  try {
    const r = await measurePoison(db.url, seconds);
    console.log(`\nPoison event: ${r.parked} parked ${r.parkedAfterMs < 0 ? 'NEVER' : `after ${fmt(r.parkedAfterMs)} ms`} (retries with backoff first); ${fmt(r.writes)} writes meanwhile`);
    console.log('read model | lag p99 ms | lag max ms | target');
    if (r.parkedAfterMs < 0) failures.push(`${r.parked} was never parked`);
    for (const l of r.lag) {
      const ok = l.maxMs < HEALTHY_LAG_TARGET_MS;
      if (!ok) failures.push(`${l.name} lag ${fmt(l.maxMs)} ms >= ${HEALTHY_LAG_TARGET_MS} ms while ${r.parked} was parked`);
      console.log(`${l.name} | ${fmt(l.p99Ms)} | ${fmt(l.maxMs)} | < ${HEALTHY_LAG_TARGET_MS} ${ok ? 'PASS' : 'FAIL'}`);
    }
  } finally {
    await db.close();
  }
}

async function httpBenchmarks(seconds: number, failures: string[], fmt: (n: number) => string): Promise<void> {
  console.log('\nHTTP at 50 concurrent clients (app in its own process, embedded database), vs a bare node:http server and the app\'s trivial endpoint');
  console.log(`each endpoint warmed up first (not counted); bare, trivial and tracking alternate in rounds of ${seconds} s; p50/p99 over every response of the rounds`);
  console.log('endpoint | req/s | p50 ms | p99 ms | non-2xx | vs bare | vs trivial | rounds (req/s, p99 ms)');
  const { results, memory, cpuPerRequest } = await measureHttp(seconds, HTTP_CLIENTS);
  const byName = (name: string) => results.find((r) => r.name === name);
  const [bare, trivial, tracking, booking] = [BARE_NAME, TRIVIAL_NAME, TRACKING_NAME, BOOKING_NAME].map(byName);
  const ms = (n: number) => n.toFixed(1);
  for (const r of results) {
    const rounds = r.rounds.map((x) => `${fmt(x.requestsPerSecond)}, ${x.p99}`).join(' | ');
    const ratio = (base: HttpResult | undefined) => (base ? (r.requestsPerSecond / base.requestsPerSecond).toFixed(2) : '-');
    console.log(`${r.name} | ${fmt(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.non2xx + r.errors} | ${ratio(bare)} | ${ratio(trivial)} | ${rounds}`);
  }
  if (bare && tracking) {
    const vsBare = tracking.requestsPerSecond / bare.requestsPerSecond;
    const trackingOk = vsBare >= TRACKING_VS_BARE_TARGET && tracking.p99 < TRACKING_P99_TARGET_MS;
    if (vsBare < TRACKING_VS_BARE_TARGET) failures.push(`tracking at ${vsBare.toFixed(2)} of bare node:http < ${TRACKING_VS_BARE_TARGET}`);
    if (tracking.p99 >= TRACKING_P99_TARGET_MS) failures.push(`tracking p99 ${ms(tracking.p99)} ms >= ${TRACKING_P99_TARGET_MS} ms`);
    if (tracking.non2xx + tracking.errors > 0) failures.push('tracking requests failed during the HTTP benchmark');
    console.log(`tracking: ${vsBare.toFixed(2)} of bare node:http (target >= ${TRACKING_VS_BARE_TARGET}), p99 ${ms(tracking.p99)} ms (target < ${TRACKING_P99_TARGET_MS} ms) ${trackingOk ? 'PASS' : 'FAIL'}`);
  }
  if (booking) {
    if (booking.p99 >= BOOKING_P99_TARGET_MS) failures.push(`book-call p99 ${ms(booking.p99)} ms >= ${BOOKING_P99_TARGET_MS} ms`);
    if (booking.errors > 0) failures.push('bookings failed during the HTTP benchmark');
    console.log(`book-call: p99 ${ms(booking.p99)} ms (target < ${BOOKING_P99_TARGET_MS} ms) ${booking.p99 < BOOKING_P99_TARGET_MS ? 'PASS' : 'FAIL'}`);
  }
  // What each answer costs, stored clicks and projections included: steadier than req/s on a shared machine.
  for (const [name, cpu] of cpuPerRequest) console.log(`CPU per request, ${name}: app ${cpu.appMs.toFixed(3)} ms, embedded database ${cpu.databaseMs.toFixed(3)} ms`);
  // The cores each target's rate needs at that cost, the load generator's own share left out (docs/operations/benchmarks.md, CPU budget).
  const needs = (what: string, rate: number, cpu: { appMs: number; databaseMs: number } | undefined) =>
    cpu && console.log(`CPU budget, ${what}: ${fmt(rate)} req/s x ${(cpu.appMs + cpu.databaseMs).toFixed(3)} ms = ${coresNeeded(rate, (cpu.appMs + cpu.databaseMs) / 1000).toFixed(1)} cores for the app and its database; this machine has ${machineCores()}`);
  if (bare) needs(`tracking at ${TRACKING_VS_BARE_TARGET} of bare`, bare.requestsPerSecond * TRACKING_VS_BARE_TARGET, cpuPerRequest.get(TRACKING_NAME));
  needs(`booking p99 < ${BOOKING_P99_TARGET_MS} ms at ${HTTP_CLIENTS} clients (at least clients / p99)`, throughputForLatency(HTTP_CLIENTS, BOOKING_P99_TARGET_MS), cpuPerRequest.get(BOOKING_NAME));
  console.log(`app resident memory: ${memory.map((m) => `${m.phase} ${m.mib === null ? 'n/a' : `${m.mib.toFixed(0)} MiB`}`).join('; ')}`);
}

/** Nest's floor on each HTTP adapter beside bare node:http: reported, no target (docs/decisions/0004-http-adapter.md). */
async function adapterComparison(seconds: number, fmt: (n: number) => string): Promise<void> {
  console.log('\nHTTP adapters at 50 concurrent clients: a minimal Nest app (one route, a global guard and interceptor) on each adapter, beside bare node:http');
  console.log('server | req/s | p50 ms | p99 ms | non-2xx | vs bare | rounds (req/s, p99 ms)');
  const results = await compareAdapters(seconds);
  const bare = results[0];
  for (const r of results) {
    const rounds = r.rounds.map((x) => `${fmt(x.requestsPerSecond)}, ${x.p99}`).join(' | ');
    console.log(`${r.name} | ${fmt(r.requestsPerSecond)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.non2xx + r.errors} | ${(r.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${rounds}`);
  }
}

/** The admin event log at 10,000,000 events (issue 15; 1,000,000 in issue 6) and the pending-calls query at 100,000 calls. */
async function adminBenchmarks(failures: string[], fmt: (n: number) => string): Promise<void> {
  const db = await openBenchDatabase();
  try {
    const runs = Number(process.env.BENCH_ADMIN_RUNS ?? 40);
    console.log(`\nAdmin read side on ${db.engine}: seeding ${fmt(ADMIN_EVENTS)} events and ${fmt(ADMIN_CALLS)} calls (set-based)`);
    const r = await measureAdmin(db.url, ADMIN_EVENTS, ADMIN_CALLS, runs, (line) => console.log(line));
    const ms = (n: number) => n.toFixed(1);
    console.log(`seeded in ${r.seedSeconds.toFixed(1)} s; baseline SELECT 1 p50 ${ms(r.baselineP50)} ms, primary-key lookup p50 ${ms(r.pkLookupP50)} ms; ${runs} runs per case`);
    console.log('event log page (EventLogReadModel.page) | p50 ms | p95 ms | p95 / SELECT 1');
    for (const c of [...r.eventLog, r.eventLogOverall]) {
      console.log(`${c.name} | ${ms(c.p50)} | ${ms(c.p95)} | ${(c.p95 / r.baselineP50).toFixed(1)}x`);
    }
    const logOk = r.eventLog.every((c) => c.p95 < EVENT_LOG_P95_TARGET_MS);
    for (const c of r.eventLog) if (c.p95 >= EVENT_LOG_P95_TARGET_MS) failures.push(`event log "${c.name}" p95 ${ms(c.p95)} ms >= ${EVENT_LOG_P95_TARGET_MS} ms`);
    console.log(`event log: overall p95 ${ms(r.eventLogOverall.p95)} ms, every case under ${EVENT_LOG_P95_TARGET_MS} ms: ${logOk ? 'PASS' : 'FAIL'}`);
    console.log('pending calls (CallReadModel.pending) | p50 ms | p95 ms | p95 / SELECT 1');
    for (const c of r.pending) {
      const ok = c.p95 < PENDING_P95_TARGET_MS;
      if (!ok) failures.push(`pending calls "${c.name}" p95 ${ms(c.p95)} ms >= ${PENDING_P95_TARGET_MS} ms`);
      console.log(`${c.name} | ${ms(c.p50)} | ${ms(c.p95)} | ${(c.p95 / r.baselineP50).toFixed(1)}x (target < ${PENDING_P95_TARGET_MS} ms) ${ok ? 'PASS' : 'FAIL'}`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
