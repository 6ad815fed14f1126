import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { disputeListChange } from './dispute-list.rows';

/**
 * `dispute_list` (issue 6): the admin queue, and the dispute on the merchant's history rows and the
 * affiliate's referral rows. Like call_list: a dispute raised and decided within one batch becomes
 * one insert; the rest are one UPDATE per call with its changes merged in order.
 */
export class DisputeListProjection implements Projection {
  readonly name = 'dispute-list';
  readonly tables = ['dispute_list'];
  readonly eventTypes = ['DisputeRaised', 'DisputeDenied', 'DisputeUpholdStarted', 'DisputeUpheld', 'DisputeUpholdFailed', 'CommissionClawedBack'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const inserts = new Map<string, Record<string, unknown>>();
    const updates = new Map<string, Record<string, unknown>>();
    for (const event of events) {
      const change = disputeListChange(event);
      if (!change) continue;
      if (change.kind === 'insert') inserts.set(change.row.call_id as string, { ...change.row });
      else if (inserts.has(change.callId)) Object.assign(inserts.get(change.callId)!, change.set);
      else updates.set(change.callId, { ...updates.get(change.callId), ...change.set });
    }
    if (inserts.size > 0) {
      await tx.query(`INSERT INTO dispute_list SELECT * FROM jsonb_populate_recordset(NULL::dispute_list, $1::jsonb) ON CONFLICT (call_id) DO NOTHING`, [
        JSON.stringify([...inserts.values()]),
      ]);
    }
    // A clawback of a call never disputed (none exist today) matches no row and changes nothing.
    for (const [callId, set] of updates) {
      const columns = Object.keys(set);
      await tx.query(`UPDATE dispute_list SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE call_id = $1`, [callId, ...Object.values(set)]);
    }
  }
}
