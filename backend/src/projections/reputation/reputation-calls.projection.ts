import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { copyRows, type CopyValue } from '../runner/copy-rows';
import type { Projection } from '../runner/projection';
import { reputationCallChange } from './reputation-calls.rows';

type Pending = { set: Record<string, unknown>; setOnce: Record<string, unknown> };

/**
 * `reputation_calls` (issue 16): one row per call with the merchant's decision and the dispute's
 * outcome, read by program reputation and the merchant's no-show figures (reputation.queries.ts).
 * Set-based per batch like call_list: a call booked and decided within one batch is one insert;
 * the rest are one UPDATE per call with its changes merged in order.
 */
export class ReputationCallsProjection implements Projection {
  readonly name = 'program-reputation';
  readonly tables = ['reputation_calls'];
  readonly eventTypes = ['CallBooked', 'CallRescheduled', 'ApprovalStarted', 'CallApproved', 'CallRejected', 'DisputeRaised', 'DisputeDenied', 'DisputeUpheld'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const { inserts, updates } = mergeChanges(events);
    if (inserts.size > 0) {
      await tx.query(`INSERT INTO reputation_calls SELECT * FROM jsonb_populate_recordset(NULL::reputation_calls, $1::jsonb) ON CONFLICT (call_id) DO NOTHING`, [
        JSON.stringify([...inserts.values()]),
      ]);
    }
    await applyUpdates(updates, tx);
  }

  /**
   * A rebuild's new copy: the batch's new calls by COPY (none is in the copy yet: a call's stream
   * starts with its one CallBooked), absent columns NULL as jsonb_populate_recordset leaves them
   * (the table has no defaults); calls booked in an earlier batch are updated as in `apply`.
   */
  async load(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const { inserts, updates } = mergeChanges(events);
    if (inserts.size > 0) {
      const rows = [...inserts.values()];
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      await copyRows(tx, 'reputation_calls', columns, rows.map((row) => columns.map((c) => row[c] as CopyValue)));
    }
    await applyUpdates(updates, tx);
  }
}

/** A call booked and decided within one batch becomes one new row; the rest, one change per call. */
function mergeChanges(events: StoredEvent[]): { inserts: Map<string, Record<string, unknown>>; updates: Map<string, Pending> } {
  const inserts = new Map<string, Record<string, unknown>>();
  const updates = new Map<string, Pending>();
  for (const event of events) {
    const change = reputationCallChange(event);
    if (!change) continue;
    if (change.kind === 'insert') {
      inserts.set(change.row.call_id as string, { ...change.row });
      continue;
    }
    const target = inserts.get(change.callId);
    if (target) {
      Object.assign(target, change.set);
      for (const [column, value] of Object.entries(change.setOnce)) target[column] ??= value;
    } else {
      const pending = updates.get(change.callId) ?? { set: {}, setOnce: {} };
      Object.assign(pending.set, change.set);
      pending.setOnce = { ...change.setOnce, ...pending.setOnce };
      updates.set(change.callId, pending);
    }
  }
  return { inserts, updates };
}

async function applyUpdates(updates: Map<string, Pending>, tx: PoolClient): Promise<void> {
  for (const [callId, { set, setOnce }] of updates) {
    const latest = Object.keys(set).map((c, i) => `${c} = $${i + 2}`);
    // The first value stands: a later batch's COALESCE leaves a decision already recorded.
    const first = Object.keys(setOnce).map((c, i) => `${c} = COALESCE(${c}, $${latest.length + i + 2})`);
    await tx.query(`UPDATE reputation_calls SET ${[...latest, ...first].join(', ')} WHERE call_id = $1`, [callId, ...Object.values(set), ...Object.values(setOnce)]);
  }
}
