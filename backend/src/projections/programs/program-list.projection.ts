import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { programListChange } from './program-list.rows';

/** `program_list`: programs by merchant and by referral code. Idempotent per event. */
export class ProgramListProjection implements Projection {
  readonly name = 'program-list';
  readonly tables = ['program_list'];

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    for (const event of events) {
      const change = programListChange(event);
      if (!change) continue;
      if (change.kind === 'insert') {
        const r = change.row;
        await tx.query(
          `INSERT INTO program_list (id, merchant_id, name, referral_code, payout_cents, integration, integration_id, calendly_event_type, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [r.id, r.merchantId, r.name, r.referralCode, r.payoutCents, r.integration, r.integrationId, JSON.stringify(r.calendlyEventType), r.createdAt],
        );
      } else {
        await tx.query(`UPDATE program_list SET archived_at = $2 WHERE id = $1`, [change.id, change.archivedAt]);
      }
    }
  }
}
