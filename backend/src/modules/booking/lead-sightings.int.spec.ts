import type { Pool } from 'pg';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { LeadSightings } from './lead-sightings';

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
});
