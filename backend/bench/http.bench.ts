import { startAppServer, startBareServer } from './app-server';
import { BenchClient } from './bench-client';
import { type Endpoint, type HttpResult, load, type Run, summarize } from './http-load';
import { appSettled } from './app-settled';
import { CpuPerRequest, type RequestCpu } from './process-cpu';
import { residentMiB } from './process-memory';

export interface HttpMeasurement {
  /** bare node:http baseline, the app's trivial endpoint, tracking, booking. */
  results: HttpResult[];
  /** The app's resident memory (MiB) after each phase. */
  memory: { phase: string; mib: number | null }[];
  /**
   * CPU ms per answered request of the app's endpoints (trivial, tracking, booking), the app's own
   * and its embedded database's, over their measured rounds; empty without /proc. Unlike req/s,
   * it hardly moves when other work shares the cores.
   */
  cpuPerRequest: Map<string, RequestCpu>;
}

interface Booking {
  referralCode: string;
  aff: string;
  scheduledAt: string;
}

export const BARE_NAME = 'bare node:http (own process)';
export const TRIVIAL_NAME = 'trivial GET /api/health/live';
export const TRACKING_NAME = 'GET /api/track-with-loading/:code';
export const BOOKING_NAME = 'POST /api/book-call';

const MERCHANTS = 8;
const WEEKS = 20;
/** Not counted: the first seconds of a code path run before V8 has compiled it (JIT warm-up). */
const WARMUP_SECONDS = 2;
/** Trivial and tracking alternate, so a change in the machine's speed falls on both alike. */
const ROUNDS = 3;

/**
 * The HTTP benchmark: tracking and `book-call` at 50 concurrent clients, against two baselines in
 * the same run: a bare node:http server in its own process (the least Node can do per request) and
 * the app's own trivial liveness endpoint (the cost of the app's HTTP pipeline). The three
 * alternate in rounds, so a change in the machine's speed falls on all alike. Every booking gets
 * its own free slot (8 merchants x 20 weeks of slots), so each request does the whole booking.
 */
export async function measureHttp(seconds: number, connections = 50): Promise<HttpMeasurement> {
  const app = await startAppServer();
  const bare = await startBareServer();
  const memory: HttpMeasurement['memory'] = [{ phase: 'started', mib: residentMiB(app.pid) }];
  try {
    const { bookings, tracking } = await seed(app.baseUrl);
    memory.push({ phase: 'seeded', mib: residentMiB(app.pid) });
    let t = 0;
    let b = 0;
    const trivial: Endpoint = { name: TRIVIAL_NAME, options: (url) => ({ url: `${url}/api/health/live` }) };
    const track: Endpoint = {
      name: TRACKING_NAME,
      options: (url) => ({ url, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: tracking[t++ % tracking.length] }) }] }),
    };
    const book: Endpoint = {
      name: BOOKING_NAME,
      options: (url) => ({
        url,
        requests: [
          {
            method: 'POST',
            path: '/api/book-call',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: JSON.stringify(bookingBody(bookings[b++ % bookings.length], b)) }),
          },
        ],
      }),
    };
    const baseline: Endpoint = { name: BARE_NAME, options: () => ({ url: `${bare.baseUrl}/api/track-with-loading/bench` }) };
    const urlOf = (endpoint: Endpoint) => (endpoint === baseline ? bare.baseUrl : app.baseUrl);
    // BENCH_HTTP_PARTS=booking skips the tracking rounds (for iterating on booking), =tracking the booking run.
    const parts = new Set((process.env.BENCH_HTTP_PARTS ?? 'tracking,booking').split(',').map((p) => p.trim()));
    const alternating = parts.has('tracking') ? [baseline, trivial, track] : [];
    for (const endpoint of alternating) await load(urlOf(endpoint), endpoint, WARMUP_SECONDS, connections);
    // Every measured round starts from a settled app, the bare server's included: they share the cores.
    await appSettled(app.baseUrl);
    const runs = new Map<Endpoint, Run[]>(alternating.map((endpoint) => [endpoint, []]));
    const use = new CpuPerRequest(app.pid, () => appSettled(app.baseUrl));
    for (let round = 0; round < ROUNDS; round++) {
      for (const endpoint of alternating) {
        // The app's CPU is measured on its own rounds only (bare's are another process's).
        const measured = endpoint === baseline ? null : use.start();
        const run = await load(urlOf(endpoint), endpoint, seconds, connections);
        runs.get(endpoint)?.push(run);
        // Clicks are stored and projected after their answers: their share is counted too.
        if (measured) await use.finish(endpoint.name, measured, run.latencies.length);
      }
    }
    memory.push({ phase: `after ${ROUNDS} rounds of trivial and tracking`, mib: residentMiB(app.pid) });
    const results = alternating.map((endpoint) => summarize(endpoint.name, runs.get(endpoint) ?? []));
    if (!parts.has('booking')) return { results, memory, cpuPerRequest: use.perRequest() };
    // Booking uses up free slots, so it gets one short warm-up and one run.
    await load(app.baseUrl, book, 1, connections);
    await appSettled(app.baseUrl);
    const measured = use.start();
    const booked = await load(app.baseUrl, book, seconds, connections);
    // The projections catch up after the last answer; their share of the work is counted too.
    if (measured) await use.finish(book.name, measured, booked.latencies.length);
    memory.push({ phase: 'after booking', mib: residentMiB(app.pid) });
    if (b > bookings.length) console.log(`note: ${b} bookings requested, ${bookings.length} free slots: repeats answered 409`);
    return { results: results.concat(summarize(book.name, [booked])), memory, cpuPerRequest: use.perRequest() };
  } finally {
    await bare.stop();
    await app.stop();
  }
}

function bookingBody(slot: Booking, n: number) {
  return { ...slot, customerName: `Customer ${n}`, customerEmail: `customer${n}@example.com`, customerPhone: '5550102000', countryCode: '+1' };
}

/** Merchants with a sandbox Google calendar and a program, one affiliate each, and their free slots. */
async function seed(baseUrl: string): Promise<{ bookings: Booking[]; tracking: string[] }> {
  const bookings: Booking[] = [];
  const tracking: string[] = [];
  const stamp = Date.now();
  for (let i = 0; i < MERCHANTS; i++) {
    const merchant = new BenchClient(baseUrl);
    await merchant.ok('POST', '/api/auth/register', { email: `bench.m${i}.${stamp}@example.com`, password: 'bench-password', firstName: `M${i}`, role: 'merchant', timeZone: 'UTC' });
    const { authUrl } = await merchant.ok<{ authUrl: string }>('POST', '/api/integrations/google/connect');
    const state = new URL(authUrl, baseUrl).searchParams.get('state');
    const callback = await merchant.request('GET', `/api/integrations/google/callback?code=sandbox-bench${i}&state=${state}`);
    if (!callback.location?.includes('connected=google')) throw new Error(`connect failed: ${callback.location}`);
    const program = await merchant.ok<{ referralCode: string }>('POST', '/api/affiliate-programs', { payoutPerCall: 50, integration: 'google' });
    const affiliate = new BenchClient(baseUrl);
    await affiliate.ok('POST', '/api/auth/affiliate-signup', { firstName: 'A', lastName: `${i}`, email: `bench.a${i}.${stamp}@example.com`, password: 'bench-password', referralCode: program.referralCode });
    const [membership] = await affiliate.ok<{ id: string }[]>('GET', '/api/affiliates/user');
    tracking.push(`/api/track-with-loading/${program.referralCode}?aff=${membership.id}&utm_source=bench`);
    for (let w = 1; w <= WEEKS; w++) {
      const week = await merchant.ok<{ availableSlots: string[] }>('POST', '/api/calendar-events', { referralCode: program.referralCode, weekStart: sundayInWeeks(w) });
      for (const scheduledAt of week.availableSlots) bookings.push({ referralCode: program.referralCode, aff: membership.id, scheduledAt });
    }
  }
  // Interleave merchants so concurrent bookings spread over merchants like real traffic.
  return { bookings: bookings.sort((x, y) => x.scheduledAt.localeCompare(y.scheduledAt)), tracking };
}

function sundayInWeeks(weeks: number): string {
  const now = new Date();
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay() + 7 * weeks));
  return sunday.toISOString().slice(0, 10);
}
