import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

/**
 * One booking per merchant and start time: the `booked_slots` primary key decides between
 * concurrent customers before any calendar event or call event exists (issue 4).
 */
@Injectable()
export class SlotClaims {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** True when this call now holds the slot. */
  async claim(merchantId: string, startsAt: Date, callId: string): Promise<boolean> {
    if (await this.insert(merchantId, startsAt, callId)) return true;
    // A claim whose booking never finished (the process died between claim and append) would
    // block the slot for ever: after ten minutes without its call it is let go.
    const { rowCount } = await this.pool.query(
      `DELETE FROM booked_slots s WHERE s.merchant_id = $1 AND s.starts_at = $2 AND s.claimed_at < now() - interval '10 minutes'
         AND NOT EXISTS (SELECT 1 FROM call_list c WHERE c.id = s.call_id)`,
      [merchantId, startsAt],
    );
    return rowCount ? this.insert(merchantId, startsAt, callId) : false;
  }

  async release(merchantId: string, startsAt: Date, callId: string): Promise<void> {
    await this.pool.query(`DELETE FROM booked_slots WHERE merchant_id = $1 AND starts_at = $2 AND call_id = $3`, [merchantId, startsAt, callId]);
  }

  async within(merchantId: string, from: Date, to: Date): Promise<Date[]> {
    const { rows } = await this.pool.query(
      `SELECT starts_at FROM booked_slots WHERE merchant_id = $1 AND starts_at > $2::timestamptz - interval '30 minutes' AND starts_at < $3 ORDER BY starts_at`,
      [merchantId, from, to],
    );
    return rows.map((r) => r.starts_at as Date);
  }

  private async insert(merchantId: string, startsAt: Date, callId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO booked_slots (merchant_id, starts_at, call_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [merchantId, startsAt, callId],
    );
    return rowCount === 1;
  }
}
