import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { customerEmailKey, customerPhoneKey } from '../../domain/call/customer-keys';
import { SHARED_HASH_COUNT_LIMIT, SHARED_HASH_WINDOW_HOURS } from '../../domain/call/lead-quality';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

export type Sightings = {
  /** The customer's most recent earlier call with this merchant in 30 days (duplicate detection), or null. */
  earlierCallId: string | null;
  /** Other bookings with this merchant from the same hash in the window, up to SHARED_HASH_COUNT_LIMIT; null without a hash. */
  sameIpBookings: number | null;
  sameDeviceBookings: number | null;
  ipSeenWithAffiliate: boolean;
  affiliateEmail: string | null;
};

/**
 * The statement `record` names (exported for the spec that checks its plan). The earlier call is
 * two lookups, by email key and by phone key, each the latest entry of its own index: one lookup
 * with `email OR phone` made the generic plan PostgreSQL settles on for a named statement scan
 * every call the merchant booked in 30 days (3,000 rows read for a merchant with 3,000 calls,
 * lead-sightings.int.spec.ts). A null phone key matches nothing. The counts stop at
 * SHARED_HASH_COUNT_LIMIT, so a busy browser version or network costs each booking no more.
 */
export const LEAD_SIGHTINGS_SQL = `WITH sighting AS (
         INSERT INTO booking_sightings (call_id, merchant_id, ip_hash, device_hash, booked_at)
         SELECT $1, $2, $3, $4, $5 WHERE $3::text IS NOT NULL
         ON CONFLICT (call_id) DO NOTHING
       )
       SELECT
         (SELECT count(*)::int FROM (SELECT FROM booking_sightings WHERE merchant_id = $2 AND ip_hash = $3 AND call_id <> $1
            AND booked_at > $5::timestamptz - make_interval(hours => $7) LIMIT $10) counted) AS same_ip,
         (SELECT count(*)::int FROM (SELECT FROM booking_sightings WHERE merchant_id = $2 AND device_hash = $4 AND call_id <> $1
            AND booked_at > $5::timestamptz - make_interval(hours => $7) LIMIT $10) counted) AS same_device,
         EXISTS (SELECT 1 FROM affiliate_ip_sightings WHERE user_id = $6 AND ip_hash = $3) AS ip_seen,
         (SELECT email FROM users WHERE id = $6) AS affiliate_email,
         (SELECT id FROM (
            (SELECT id, booked_at FROM call_list WHERE merchant_id = $2 AND customer_email_key = $8
               AND booked_at > $5::timestamptz - interval '30 days' ORDER BY booked_at DESC LIMIT 1)
            UNION ALL
            (SELECT id, booked_at FROM call_list WHERE merchant_id = $2 AND customer_phone_key = $9
               AND booked_at > $5::timestamptz - interval '30 days' ORDER BY booked_at DESC LIMIT 1)
          ) latest ORDER BY booked_at DESC LIMIT 1) AS earlier_call`;

/** Who booked: the customer's contact details, for duplicate detection. */
export type BookingCustomer = { email: string; countryCode: string | null; phone: string | null };

/**
 * What lead quality needs from the database, in one statement (booking latency is a tracked
 * target, docs/operations/benchmarks.md): records this booking's IP and device hashes, counts the
 * merchant's other recent bookings with the same hashes, looks up whether the affiliate signed in
 * from this IP hash and their account email, and finds the customer's earlier call with the
 * merchant. Hashes only (docs/product/lead-quality.md, Privacy). A repeat of the same booking (a
 * retried Idempotency-Key) is recorded once and never counts itself.
 *
 * Duplicate detection (docs/product/attribution-and-booking.md): the same customer (email case-
 * and dot-insensitive, or phone) booking with the same merchant within 30 days is flagged with the
 * most recent earlier call. It only flags.
 */
@Injectable()
export class LeadSightings {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async record(input: { callId: string; merchantId: string; affiliateId: string; ipHash: string | null; deviceHash: string | null; customer: BookingCustomer; now: Date }): Promise<Sightings> {
    const { customer } = input;
    // Named: every booking asks it (event-store/postgres-event-store.ts says why).
    const { rows } = await this.pool.query({
      name: 'booking-lead-sightings',
      text: LEAD_SIGHTINGS_SQL,
      values: [
        input.callId,
        input.merchantId,
        input.ipHash,
        input.deviceHash,
        input.now.toISOString(),
        input.affiliateId,
        SHARED_HASH_WINDOW_HOURS,
        customerEmailKey(customer.email),
        customerPhoneKey(customer.countryCode, customer.phone),
        SHARED_HASH_COUNT_LIMIT,
      ],
    });
    const r = rows[0];
    return {
      earlierCallId: r.earlier_call,
      sameIpBookings: input.ipHash === null ? null : r.same_ip,
      sameDeviceBookings: input.deviceHash === null ? null : r.same_device,
      ipSeenWithAffiliate: r.ip_seen,
      affiliateEmail: r.affiliate_email,
    };
  }
}
