import autocannon from 'autocannon';
import { startAppServer } from './app-server';
import { BenchClient } from './bench-client';

export interface HttpResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Booking {
  referralCode: string;
  aff: string;
  scheduledAt: string;
}

const MERCHANTS = 8;
const WEEKS = 20;

/**
 * Issue 4's HTTP benchmark: `book-call` and tracking at 50 concurrent clients against the app's
 * trivial liveness endpoint, same server, same run. Every booking gets its own free slot
 * (8 merchants x 20 weeks of slots), so each request does the whole booking.
 */
export async function measureHttp(seconds: number, connections = 50): Promise<HttpResult[]> {
  const app = await startAppServer();
  try {
    const { bookings, tracking } = await seed(app.baseUrl);
    const results: HttpResult[] = [];
    results.push(summarize('trivial GET /api/health/live', await autocannon({ url: `${app.baseUrl}/api/health/live`, connections, duration: seconds })));
    let t = 0;
    results.push(
      summarize(
        'GET /api/track-with-loading/:code',
        await autocannon({
          url: app.baseUrl,
          connections,
          duration: seconds,
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: tracking[t++ % tracking.length] }) }],
        }),
      ),
    );
    let b = 0;
    results.push(
      summarize(
        'POST /api/book-call',
        await autocannon({
          url: app.baseUrl,
          connections,
          duration: seconds,
          requests: [
            {
              method: 'POST',
              path: '/api/book-call',
              headers: { 'content-type': 'application/json' },
              setupRequest: (req) => ({ ...req, body: JSON.stringify(bookingBody(bookings[b++ % bookings.length], b)) }),
            },
          ],
        }),
      ),
    );
    if (b > bookings.length) console.log(`note: ${b} bookings requested, ${bookings.length} free slots: repeats answered 409`);
    return results;
  } finally {
    await app.stop();
  }
}

function bookingBody(slot: Booking, n: number) {
  return { ...slot, customerName: `Customer ${n}`, customerEmail: `customer${n}@example.com`, customerPhone: '5550102000', countryCode: '+1' };
}

function summarize(name: string, r: autocannon.Result): HttpResult {
  return { name, requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
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
