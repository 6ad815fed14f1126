import type { Pool } from 'pg';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { SHARED_HASH_COUNT_LIMIT } from '../../domain/call/lead-quality';
import { LEAD_SIGHTINGS_SQL, LeadSightings } from './lead-sightings';

const MERCHANT = '11111111-1111-4111-8111-111111111111';
const OTHER_MERCHANT = '44444444-4444-4444-8444-444444444444';
const AFFILIATE = '55555555-5555-4555-8555-555555555555';
const call = (n: number) => `22222222-2222-4222-8222-${String(n).padStart(12, '0')}`;
const NOW = new Date('2030-01-07T15:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

describe('lead sightings: what lead quality reads at booking, in one statement', () => {
  let db: TestDatabase;
  let pool: Pool;
  let sightings: LeadSightings;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 2);
    sightings = new LeadSightings(pool);
    await pool.query(`INSERT INTO users (id, email, password_hash, first_name, role) VALUES ($1, 'abe@example.com', 'x', 'Abe', 'affiliate')`, [AFFILIATE]);
    await pool.query(`INSERT INTO affiliate_ip_sightings (user_id, ip_hash, last_seen_at) VALUES ($1, 'ip-home', $2)`, [AFFILIATE, NOW]);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const record = (n: number, o: Partial<Parameters<LeadSightings['record']>[0]> = {}) =>
    sightings.record({ callId: call(n), merchantId: MERCHANT, affiliateId: AFFILIATE, ipHash: 'ip-a', deviceHash: 'ua-a', customer: { email: `customer${n}@example.com`, countryCode: null, phone: null }, now: NOW, ...o });

  it('counts the merchant’s other bookings from the same hashes within 24 hours, never this one', async () => {
    await record(1, { now: hoursAgo(1) });
    await record(2, { now: hoursAgo(23) });
    await record(3, { now: hoursAgo(25) }); // outside the window
    await record(4, { merchantId: OTHER_MERCHANT }); // another merchant's
    await record(5, { ipHash: 'ip-b', deviceHash: 'ua-b' }); // another source
    const seen = await record(6);
    expect(seen).toEqual({ earlierCallId: null, sameIpBookings: 2, sameDeviceBookings: 2, ipSeenWithAffiliate: false, affiliateEmail: 'abe@example.com' });
    // A repeat of the same booking (a retried Idempotency-Key) is not a second sighting.
    expect(await record(6)).toMatchObject({ sameIpBookings: 2, sameDeviceBookings: 2 });
    expect((await pool.query(`SELECT count(*)::int AS n FROM booking_sightings WHERE call_id = $1`, [call(6)])).rows[0].n).toBe(1);
  });

  it('knows a network the affiliate signed in from', async () => {
    expect(await record(7, { ipHash: 'ip-home' })).toMatchObject({ ipSeenWithAffiliate: true });
  });

  it('records nothing and counts nothing without hashes (Calendly), still reading the affiliate’s email', async () => {
    expect(await record(8, { ipHash: null, deviceHash: null })).toEqual({ earlierCallId: null, sameIpBookings: null, sameDeviceBookings: null, ipSeenWithAffiliate: false, affiliateEmail: 'abe@example.com' });
    expect((await pool.query(`SELECT count(*)::int AS n FROM booking_sightings WHERE call_id = $1`, [call(8)])).rows[0].n).toBe(0);
  });

  it('counts a busy browser or network only up to the limit, reading no more sightings than that', async () => {
    const BUSY = '77777777-7777-4777-8777-777777777777';
    await pool.query(
      `INSERT INTO booking_sightings (call_id, merchant_id, ip_hash, device_hash, booked_at)
       SELECT gen_random_uuid(), $1, 'ip-busy', 'ua-common', $2::timestamptz - i * interval '1 minute' FROM generate_series(1, 1000) i`,
      [BUSY, NOW],
    );
    expect(await record(30, { merchantId: BUSY, ipHash: 'ip-busy', deviceHash: 'ua-common' })).toMatchObject({
      sameIpBookings: SHARED_HASH_COUNT_LIMIT,
      sameDeviceBookings: SHARED_HASH_COUNT_LIMIT,
    });
    const values = [call(31), BUSY, 'ip-busy', 'ua-common', NOW.toISOString(), AFFILIATE, 24, 'x@example.com', null, SHARED_HASH_COUNT_LIMIT];
    const { rows } = await pool.query({ text: `EXPLAIN (ANALYZE, FORMAT JSON) ${LEAD_SIGHTINGS_SQL}`, values });
    // Each count reads at most the limit, and may pass over this booking's own sighting once.
    expect(rowsReadFrom(rows[0]['QUERY PLAN'][0].Plan, 'booking_sightings')).toBeLessThanOrEqual(2 * (SHARED_HASH_COUNT_LIMIT + 1));
  });

  describe('the customer’s earlier call (duplicate detection)', () => {
    const BIG = '66666666-6666-4666-8666-666666666666';
    const earlier = (n: number) => `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`;
    const addCall = (id: string, merchantId: string, emailKey: string, phoneKey: string | null, bookedAt: Date) =>
      pool.query(
        `INSERT INTO call_list (id, merchant_id, program_id, membership_id, affiliate_id, customer_name, customer_email, customer_email_key, customer_phone_key,
                                scheduled_at, booked_at, payout_cents, status, source, decision_due_at)
         VALUES ($1, $2, $2, $2, $3, 'C', $4, $4, $5, $6, $6, 5000, 'pending', 'booking', $6)`,
        [id, merchantId, AFFILIATE, emailKey, phoneKey, bookedAt],
      );

    beforeAll(async () => {
      await addCall(earlier(1), MERCHANT, 'pat@example.com', null, hoursAgo(24 * 10));
      await addCall(earlier(2), MERCHANT, 'someone@example.com', '1:5550001', hoursAgo(24 * 3));
      await addCall(earlier(3), MERCHANT, 'old@example.com', null, hoursAgo(24 * 31)); // outside the 30 days
      await addCall(earlier(4), OTHER_MERCHANT, 'other@example.com', null, hoursAgo(1)); // another merchant's
    });

    it('finds the most recent of the merchant’s calls in 30 days with the same email key or phone', async () => {
      const customer = (email: string, phone: string | null) => ({ email, countryCode: phone ? '+1' : null, phone });
      expect(await record(20, { customer: customer('pat@example.com', null) })).toMatchObject({ earlierCallId: earlier(1) });
      expect(await record(21, { customer: customer('pat@example.com', '5550001') })).toMatchObject({ earlierCallId: earlier(2) });
      expect(await record(22, { customer: customer('old@example.com', null) })).toMatchObject({ earlierCallId: null });
      expect(await record(23, { customer: customer('other@example.com', null) })).toMatchObject({ earlierCallId: null });
    });

    it('reads only that customer’s calls, however many the merchant booked, in the plan a named statement settles on', async () => {
      // A named statement runs on PostgreSQL's generic plan after five executions when that plan
      // looks no dearer; forcing it shows the plan every booking of a busy merchant would get.
      await pool.query(
        `INSERT INTO call_list (id, merchant_id, program_id, membership_id, affiliate_id, customer_name, customer_email, customer_email_key, customer_phone_key,
                                scheduled_at, booked_at, payout_cents, status, source, decision_due_at)
         SELECT gen_random_uuid(), $1, $1, $1, $2, 'C', 'c' || i || '@example.com', 'c' || i || '@example.com', CASE WHEN i % 2 = 0 THEN '1:555' || i END,
                $3::timestamptz - i * interval '10 minutes', $3::timestamptz - i * interval '10 minutes', 5000, 'pending', 'booking', $3::timestamptz
         FROM generate_series(1, 3000) i`,
        [BIG, AFFILIATE, NOW],
      );
      // Among many merchants with a few calls each, as on a real platform: what the generic plan
      // expects of any one merchant.
      await pool.query(
        `INSERT INTO call_list (id, merchant_id, program_id, membership_id, affiliate_id, customer_name, customer_email, customer_email_key,
                                scheduled_at, booked_at, payout_cents, status, source, decision_due_at)
         SELECT gen_random_uuid(), m, m, m, $1, 'C', 'd@example.com', 'd@example.com', $2::timestamptz, $2::timestamptz, 5000, 'pending', 'booking', $2::timestamptz
         FROM (SELECT gen_random_uuid() AS m FROM generate_series(1, 3000)) merchants`,
        [AFFILIATE, NOW],
      );
      await pool.query('ANALYZE call_list');
      const client = await pool.connect();
      try {
        await client.query('SET plan_cache_mode = force_generic_plan');
        await client.query(`PREPARE sightings AS ${LEAD_SIGHTINGS_SQL}`);
        const values = [earlier(90), BIG, 'ip-z', 'ua-z', NOW.toISOString(), AFFILIATE, 24, 'new@example.com', '1:5559999', 20];
        const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE sightings(${values.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(', ')})`);
        const callListRowsRead = rowsReadFrom(rows[0]['QUERY PLAN'][0].Plan, 'call_list');
        expect(callListRowsRead).toBeLessThan(10);
      } finally {
        await client.query('DEALLOCATE ALL').catch(() => undefined);
        client.release(true);
      }
    });
  });
});

type PlanNode = { 'Relation Name'?: string; 'Actual Rows'?: number; 'Rows Removed by Filter'?: number; 'Rows Removed by Index Recheck'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] };

/** Rows a plan's scans of `table` fetched, kept or filtered out, over all their loops. */
function rowsReadFrom(node: PlanNode, table: string): number {
  const own = node['Relation Name'] === table
    ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsReadFrom(child, table), 0);
}
