import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { programListChange } from './program-list.rows';

/**
 * `program_list`: programs by merchant and by referral code, with their current name, commission
 * and paused state; `program_commission_changes`: each commission change, so affiliates are told
 * (migration 15). Idempotent per event: updates set values, inserts are keyed by event id.
 */
export class ProgramListProjection implements Projection {
  readonly name = 'program-list';
  readonly tables = ['program_list', 'program_commission_changes'];
  readonly eventTypes = ['ProgramCreated', 'ProgramArchived', 'ProgramRenamed', 'ProgramCommissionChanged', 'ProgramPaused', 'ProgramResumed', 'ProgramDecisionTermsChanged'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    for (const event of events) {
      const change = programListChange(event);
      if (!change) continue;
      switch (change.kind) {
        case 'insert': {
          const r = change.row;
          await tx.query(
            `INSERT INTO program_list (id, merchant_id, name, referral_code, payout_cents, integration, integration_id, calendly_event_type, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
            [r.id, r.merchantId, r.name, r.referralCode, r.payoutCents, r.integration, r.integrationId, JSON.stringify(r.calendlyEventType), r.createdAt],
          );
          break;
        }
        case 'archive':
          await tx.query(`UPDATE program_list SET archived_at = $2, paused_at = NULL, paused_reason = NULL WHERE id = $1`, [change.id, change.archivedAt]);
          break;
        case 'rename':
          await tx.query(`UPDATE program_list SET name = $2 WHERE id = $1`, [change.id, change.name]);
          break;
        case 'commission':
          await tx.query(`UPDATE program_list SET payout_cents = $2 WHERE id = $1`, [change.id, change.toCents]);
          await tx.query(
            `INSERT INTO program_commission_changes (event_id, program_id, from_cents, to_cents, changed_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING`,
            [change.eventId, change.id, change.fromCents, change.toCents, change.changedAt],
          );
          break;
        case 'pause':
          await tx.query(`UPDATE program_list SET paused_at = $2, paused_reason = $3 WHERE id = $1`, [change.id, change.pausedAt, change.reason]);
          break;
        case 'resume':
          await tx.query(`UPDATE program_list SET paused_at = NULL, paused_reason = NULL WHERE id = $1`, [change.id]);
          break;
        case 'terms':
          await tx.query(`UPDATE program_list SET decision_days = $2, decision_policy = $3 WHERE id = $1`, [change.id, change.days, change.onDeadline]);
          break;
      }
    }
  }
}
