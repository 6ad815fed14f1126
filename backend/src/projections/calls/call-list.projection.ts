import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { callListChange } from './call-list.rows';

/**
 * `call_list`: pending calls, history, an affiliate's referrals, duplicate lookups.
 * Set-based per batch: a call booked and decided within one batch (the usual case in a rebuild)
 * becomes one row insert; the rest are one UPDATE per call with its changes merged in order.
 */
export class CallListProjection implements Projection {
  readonly name = 'call-list';
  readonly tables = ['call_list'];
  readonly eventTypes = ['CallBooked', 'CallRescheduled', 'CallCanceled', 'ApprovalStarted', 'MerchantCharged', 'CallApproved', 'ChargeDeclined', 'CallRejected', 'ChargeRefunded', 'DisputeUpheld', 'DecisionDeadlineNear', 'DecisionEscalated', 'InviteeNoShowReported'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const inserts = new Map<string, Record<string, unknown>>();
    const updates = new Map<string, Record<string, unknown>>();
    const rescheduled = new Set<string>();
    for (const event of events) {
      const change = callListChange(event);
      if (!change) continue;
      if (change.kind === 'update' && change.deadlineMoves) rescheduled.add(change.id);
      if (change.kind === 'insert') {
        inserts.set(change.row.id as string, { ...change.row });
      } else if (inserts.has(change.id)) {
        Object.assign(inserts.get(change.id)!, change.set);
      } else {
        updates.set(change.id, { ...updates.get(change.id), ...change.set });
      }
    }
    if (inserts.size > 0) {
      // jsonb_populate_recordset maps keys to columns by name and type; absent keys stay NULL/default.
      await tx.query(
        `INSERT INTO call_list SELECT * FROM jsonb_populate_recordset(NULL::call_list, $1::jsonb) ON CONFLICT (id) DO NOTHING`,
        [JSON.stringify([...inserts.values()].map(withDefaults))],
      );
    }
    for (const [id, set] of updates) {
      const columns = Object.keys(set);
      await tx.query(`UPDATE call_list SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...Object.values(set)]);
    }
    // Same arithmetic as domain/call/call.deadline.ts: whole days of 24 hours after the scheduled time.
    if (rescheduled.size > 0) {
      await tx.query(`UPDATE call_list SET decision_due_at = scheduled_at + decision_days * interval '24 hours' WHERE id = ANY($1::uuid[])`, [[...rescheduled]]);
    }
  }
}

/** Columns with defaults must be present: jsonb_populate_recordset would give NULL otherwise. */
function withDefaults(row: Record<string, unknown>): Record<string, unknown> {
  return { approval_in_progress: false, ...row };
}
