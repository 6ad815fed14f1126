import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { customerEmailKey, customerPhoneKey } from '../../domain/call/customer-keys';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

/**
 * docs/product/attribution-and-booking.md, Duplicate detection: the same customer (email case- and dot-insensitive, or phone) booking with the same
 * merchant within 30 days is flagged with the most recent earlier call. It only flags.
 */
@Injectable()
export class DuplicateCalls {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async earlierCallOf(merchantId: string, email: string, countryCode: string | null, phone: string | null, now: Date): Promise<string | null> {
    // Named: every booking asks it (event-store/postgres-event-store.ts says why).
    const { rows } = await this.pool.query({
      name: 'calls-earlier-duplicate',
      text: `SELECT id FROM call_list
       WHERE merchant_id = $1 AND booked_at > $4::timestamptz - interval '30 days'
         AND (customer_email_key = $2 OR ($3::text IS NOT NULL AND customer_phone_key = $3))
       ORDER BY booked_at DESC LIMIT 1`,
      values: [merchantId, customerEmailKey(email), customerPhoneKey(countryCode, phone), now.toISOString()],
    });
    return rows[0]?.id ?? null;
  }
}
