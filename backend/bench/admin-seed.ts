import type { Pool } from 'pg';
import { encodePosition } from '../src/infrastructure/event-store/event-store.port';

/**
 * Set-based seeding for the admin benchmarks. What they measure is the `event_log` read model, so
 * its million rows are written straight into it by INSERT ... SELECT generate_series, exactly as
 * its projection would write them (data and metadata included); the event store's own tables are
 * never touched (one door to the log, docs/architecture/event-store.md), then the people the events
 * name and 100,000 calls. Deterministic ids (md5 of a label) let the benchmark name a merchant, a
 * stream or a correlation id that exists; positions are encoded like the PostgreSQL store's
 * (one writing transaction per block of 5, then the event's number), so they sort in log order.
 *
 * Shape of the log, per block b of 5 events (200,000 blocks over 90 days, ~7.8 s apart):
 *   call-<b> 1..4   CallBooked (system), then by the merchant either ApprovalStarted, MerchantCharged,
 *                   CallApproved (7 in 10), ApprovalStarted, ChargeDeclined, CallRejected (1 in 10),
 *                   or CallRescheduled x2, CallRejected (1 in 10)
 *   side event      CommissionCredited on the affiliate's wallet (7 in 10, same request as the
 *                   approval), PayoutRequested (1 in 10), AffiliateJoinedProgram on a membership
 *                   stream (1 in 10), or a click, one in a hundred of those a PaymentMethodSet.
 */
export const SEED_MERCHANTS = 200;
export const SEED_AFFILIATES = 2000;
export const SEED_START = '2026-01-01T00:00:00Z';

/** The position of the g-th seeded event (from 0), as EVENT_LOG_SQL writes it. */
export const seedPosition = (g: number): string => encodePosition(1000 + Math.floor(g / 5), g + 1);

const EVENT_LOG_SQL = `
  INSERT INTO event_log (position, event_id, stream_id, stream_position, type, recorded_at, actor_key, actor_role, correlation_id, data, metadata)
  SELECT lpad((1000 + b)::text, 20, '0') || '/' || lpad((g + 1)::text, 20, '0'), gen_random_uuid(), stream_id, pos, type, at,
         coalesce(actor_id::text, 'system'), actor_role, corr::text,
         json_build_object('callId', call_id, 'merchantId', merchant_id, 'affiliateId', affiliate_id, 'payoutCents', 2500 + (b % 97) * 100),
         json_build_object('correlationId', corr, 'causationId', NULL, 'occurredAt', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                           'actor', CASE WHEN actor_role IS NULL THEN to_json('system'::text) ELSE json_build_object('userId', actor_id, 'role', actor_role) END)
  FROM (
    SELECT g, b, k, f, at, call_id, merchant_id, affiliate_id,
           CASE WHEN k < 4 THEN 'call-' || call_id
                WHEN f <= 7 THEN 'affiliate-wallet-' || affiliate_id
                WHEN f = 8 THEN 'membership-' || md5('membership-' || b)::uuid
                WHEN b % 100 = 9 THEN 'merchant-billing-' || merchant_id
                ELSE 'clicks-' || md5('program-' || (b % ${SEED_MERCHANTS}))::uuid END AS stream_id,
           CASE WHEN k < 4 THEN k + 1 WHEN f = 8 THEN 1 ELSE b + 1 END AS pos,
           CASE k WHEN 0 THEN 'CallBooked'
                  WHEN 1 THEN CASE WHEN f = 9 THEN 'CallRescheduled' ELSE 'ApprovalStarted' END
                  WHEN 2 THEN CASE WHEN f <= 7 THEN 'MerchantCharged' WHEN f = 8 THEN 'ChargeDeclined' ELSE 'CallRescheduled' END
                  WHEN 3 THEN CASE WHEN f <= 7 THEN 'CallApproved' ELSE 'CallRejected' END
                  ELSE CASE WHEN f <= 6 THEN 'CommissionCredited' WHEN f = 7 THEN 'PayoutRequested' WHEN f = 8 THEN 'AffiliateJoinedProgram'
                            WHEN b % 100 = 9 THEN 'PaymentMethodSet' ELSE 'ClickRecorded' END END AS type,
           CASE WHEN k BETWEEN 1 AND 3 OR (k = 4 AND b % 100 = 9) THEN merchant_id WHEN k = 4 AND f IN (7, 8) THEN affiliate_id END AS actor_id,
           CASE WHEN k BETWEEN 1 AND 3 OR (k = 4 AND b % 100 = 9) THEN 'merchant' WHEN k = 4 AND f IN (7, 8) THEN 'affiliate' END AS actor_role,
           CASE WHEN k = 0 THEN md5('book-' || b)::uuid WHEN k < 4 OR f <= 6 THEN md5('request-' || b)::uuid ELSE md5('side-' || b)::uuid END AS corr
    FROM generate_series($1::bigint, $2::bigint) AS g,
         LATERAL (SELECT g / 5 AS b, (g % 5)::int AS k) AS x,
         LATERAL (SELECT (b % 10)::int AS f, $3::timestamptz + g * interval '7.776 seconds' AS at,
                         md5('call-' || b)::uuid AS call_id, md5('merchant-' || (b % ${SEED_MERCHANTS}))::uuid AS merchant_id,
                         md5('affiliate-' || (b % ${SEED_AFFILIATES}))::uuid AS affiliate_id) AS y
    ORDER BY g
  ) s`;

export async function seedEventLog(pool: Pool, count: number, log: (line: string) => void): Promise<void> {
  const batch = 250_000;
  for (let lo = 0; lo < count; lo += batch) {
    const started = performance.now();
    await pool.query(EVENT_LOG_SQL, [lo, Math.min(lo + batch, count) - 1, SEED_START]);
    log(`  event_log ${Math.min(lo + batch, count).toLocaleString('en-US')} / ${count.toLocaleString('en-US')} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  await seedPeople(pool);
  // What autovacuum would have done by the time the log holds a million events: statistics, and
  // the visibility map that lets the deferred join's offset scan stay in the index.
  await pool.query('VACUUM ANALYZE event_log');
}

/** The merchants and affiliates the events name, with emails the actor filter can resolve. */
async function seedPeople(pool: Pool): Promise<void> {
  await pool.query(`
    INSERT INTO users (id, email, password_hash, first_name, last_name, role, time_zone, created_at)
    SELECT md5('merchant-' || n)::uuid, 'bench-merchant-' || n || '@example.com', 'x', 'Merchant', n::text, 'merchant', 'UTC', $1::timestamptz
    FROM generate_series(0, ${SEED_MERCHANTS - 1}) n
    UNION ALL
    SELECT md5('affiliate-' || n)::uuid, 'bench-affiliate-' || n || '@example.com', 'x', 'Affiliate', n::text, 'affiliate', 'UTC', $1::timestamptz
    FROM generate_series(0, ${SEED_AFFILIATES - 1}) n
    ON CONFLICT DO NOTHING`, [SEED_START]);
  await pool.query(`
    INSERT INTO program_list (id, merchant_id, name, referral_code, payout_cents, integration, integration_id, created_at)
    SELECT md5('program-' || n)::uuid, md5('merchant-' || n)::uuid, 'Program ' || n, 'bench' || n, 5000, 'google', md5('integration-' || n)::uuid, $1::timestamptz
    FROM generate_series(0, ${SEED_MERCHANTS - 1}) n
    ON CONFLICT DO NOTHING`, [SEED_START]);
  // Statistics, as autovacuum gathers them within a minute: without them the pending-calls plan
  // depended on whether it had yet (docs/operations/benchmarks.md, Admin).
  await pool.query('ANALYZE users, program_list');
}

/**
 * 100,000 calls over 200 merchants. Merchant 0 is the big one: 20,000 calls, 2,000 of them pending;
 * the other 199 have about 400 calls each, 1 in 20 pending. Each call carries what a booking now
 * writes: the default decision deadline (7 days after the call, docs/product/decision-deadlines.md)
 * and a lead-quality score, one call in five with a signal (docs/product/lead-quality.md).
 */
export async function seedCalls(pool: Pool, count: number): Promise<void> {
  await pool.query(`
    INSERT INTO call_list (id, merchant_id, program_id, membership_id, affiliate_id, customer_name, customer_email, customer_email_key,
                           customer_phone, country_code, scheduled_at, booked_at, payout_cents, status, source,
                           decision_due_at, quality_score, quality_signals)
    SELECT md5('bench-call-' || g)::uuid, md5('merchant-' || m)::uuid, md5('program-' || m)::uuid, md5('membership-' || (g % ${SEED_AFFILIATES}))::uuid,
           md5('affiliate-' || (g % ${SEED_AFFILIATES}))::uuid, 'Customer ' || g, 'c' || g || '@example.com', 'c' || g || '@example.com',
           '5550102000', '+1', now() + (g % 1000) * interval '1 hour', now() - (g % 90) * interval '1 day', 5000,
           CASE WHEN m = 0 THEN CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'approved' END
                ELSE CASE WHEN g % 20 = 0 THEN 'pending' WHEN g % 3 = 0 THEN 'rejected' ELSE 'approved' END END,
           'booking-page', now() + (g % 1000) * interval '1 hour' + interval '7 days',
           CASE WHEN g % 5 = 0 THEN 75 ELSE 100 END,
           CASE WHEN g % 5 = 0 THEN '[{"code": "fast-booking", "detail": "Booked 4 seconds after opening the link."}]'::jsonb ELSE '[]'::jsonb END
    FROM generate_series(0, $1::int - 1) g, LATERAL (SELECT CASE WHEN g < $1::int / 5 THEN 0 ELSE 1 + g % ${SEED_MERCHANTS - 1} END AS m) x`, [count]);
  await pool.query('VACUUM ANALYZE call_list');
}
