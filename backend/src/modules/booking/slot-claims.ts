import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { callStream } from '../../domain/call/call.stream';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';

/** `claimed`: this call took the slot now; `held`: it already held it (a repeat of the same booking). */
export type SlotClaim = 'claimed' | 'held' | null;

/** A claim this old whose call has no events is a booking that died before its append. */
const ABANDONED_AFTER = "interval '10 minutes'";

/**
 * One booking per merchant and start time: the `booked_slots` primary key decides between
 * concurrent customers before any calendar event or call event exists (docs/architecture/invariants.md).
 */
@Injectable()
export class SlotClaims {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async claim(merchantId: string, startsAt: Date, callId: string): Promise<SlotClaim> {
    for (;;) {
      if (await this.insert(merchantId, startsAt, callId)) return 'claimed';
      const { rows } = await this.pool.query(
        `SELECT call_id, claimed_at < now() - ${ABANDONED_AFTER} AS old FROM booked_slots WHERE merchant_id = $1 AND starts_at = $2`,
        [merchantId, startsAt],
      );
      const holder = rows[0] as { call_id: string; old: boolean } | undefined;
      if (!holder) continue; // released since our insert: try again
      // Held by this same call (a repeat of its booking): renewed, so no one takes it over meanwhile.
      if (holder.call_id === callId) {
        const renewed = await this.pool.query(
          `UPDATE booked_slots SET claimed_at = now() WHERE merchant_id = $1 AND starts_at = $2 AND call_id = $3`,
          [merchantId, startsAt, callId],
        );
        if (renewed.rowCount === 1) return 'held';
        continue;
      }
      // A claim whose booking never finished (the process died between claim and append) would
      // block the slot for ever. Whether it finished is the call stream's answer, never the call
      // list's: a read model behind or being rebuilt would show a booked slot as free.
      if (!holder.old || (await this.store.readStream(callStream(holder.call_id))).length > 0) return null;
      await this.pool.query(
        `DELETE FROM booked_slots WHERE merchant_id = $1 AND starts_at = $2 AND call_id = $3 AND claimed_at < now() - ${ABANDONED_AFTER}`,
        [merchantId, startsAt, holder.call_id],
      );
    }
  }

  /**
   * After the call is saved: the slot stays this call's. Taken back if a concurrent run of the
   * same keyed booking let it go meanwhile; false when another call holds it now. One statement.
   */
  async keep(merchantId: string, startsAt: Date, callId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO booked_slots (merchant_id, starts_at, call_id) VALUES ($1, $2, $3)
       ON CONFLICT (merchant_id, starts_at) DO UPDATE SET claimed_at = now() WHERE booked_slots.call_id = EXCLUDED.call_id`,
      [merchantId, startsAt, callId],
    );
    return rowCount === 1;
  }

  /** Only for a call that was not saved: the caller checks its stream first (book-call.handler.ts). */
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
    // Named: every booking claims (event-store/postgres-event-store.ts says why).
    const { rowCount } = await this.pool.query({
      name: 'slot-claim',
      text: `INSERT INTO booked_slots (merchant_id, starts_at, call_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      values: [merchantId, startsAt, callId],
    });
    return rowCount === 1;
  }
}
