import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { copyField, copyLines, type CopyValue } from '../runner/copy-rows';
import type { Projection } from '../runner/projection';
import { callListChange } from './call-list.rows';

/**
 * `call_list`: pending calls, history, an affiliate's referrals, duplicate lookups.
 * Set-based per batch: a call booked and decided within one batch (the usual case in a rebuild)
 * becomes one row insert; the rest are one UPDATE per call with its changes merged in order.
 * A rebuild loads its new copy through `load`, the same rows by COPY.
 */
export class CallListProjection implements Projection {
  readonly name = 'call-list';
  readonly tables = ['call_list'];
  readonly eventTypes = ['CallBooked', 'CallRescheduled', 'CallCanceled', 'ApprovalStarted', 'MerchantCharged', 'CallApproved', 'ChargeDeclined', 'CallRejected', 'ChargeRefunded', 'DisputeUpheld', 'DecisionDeadlineNear', 'DecisionEscalated', 'InviteeNoShowReported'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const { inserts, updates, rescheduled } = mergeChanges(events);
    if (inserts.size > 0) {
      // jsonb_populate_recordset maps keys to columns by name and type; absent keys stay NULL/default.
      await tx.query(
        `INSERT INTO call_list SELECT * FROM jsonb_populate_recordset(NULL::call_list, $1::jsonb) ON CONFLICT (id) DO NOTHING`,
        [JSON.stringify([...inserts.values()].map(withDefaults))],
      );
    }
    await applyUpdates(updates, rescheduled, tx);
  }

  /**
   * A rebuild's new copy: the batch's new calls by COPY (none of them is in the copy yet, a call's
   * stream starts with its one CallBooked), every column any of them has, absent ones NULL as
   * jsonb_populate_recordset leaves them; calls booked in an earlier batch are updated as in `apply`.
   */
  async load(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const { inserts, updates, rescheduled } = mergeChanges(events);
    if (inserts.size > 0) {
      const rows = [...inserts.values()].map(withDefaults);
      const columns = columnsOf(rows);
      // Each line written straight from its row: a rebuild loads tens of thousands of calls, and
      // an array per row only fed the garbage collector (docs/operations/benchmarks.md, Rebuild).
      await copyLines(tx, 'call_list', columns, rows, (row) => {
        let line = copyField(row[columns[0]] as CopyValue);
        for (let i = 1; i < columns.length; i++) line += `\t${copyField(row[columns[i]] as CopyValue)}`;
        return `${line}\n`;
      });
    }
    await applyUpdates(updates, rescheduled, tx);
  }
}

type Changes = { inserts: Map<string, Record<string, unknown>>; updates: Map<string, Record<string, unknown>>; rescheduled: Set<string> };

/** A call booked and decided within one batch (the usual case in a rebuild) becomes one new row; the rest, one change per call. */
function mergeChanges(events: StoredEvent[]): Changes {
  const inserts = new Map<string, Record<string, unknown>>();
  const updates = new Map<string, Record<string, unknown>>();
  const rescheduled = new Set<string>();
  for (const event of events) {
    const change = callListChange(event);
    if (!change) continue;
    if (change.kind === 'update' && change.deadlineMoves) rescheduled.add(change.id);
    // Each change is a fresh object (callListChange), so the maps keep and extend it without copying.
    if (change.kind === 'insert') {
      inserts.set(change.row.id as string, change.row);
    } else if (inserts.has(change.id)) {
      Object.assign(inserts.get(change.id)!, change.set);
    } else {
      const earlier = updates.get(change.id);
      updates.set(change.id, earlier ? Object.assign(earlier, change.set) : change.set);
    }
  }
  return { inserts, updates, rescheduled };
}

/** One UPDATE per call booked in an earlier batch, its changes merged in order; then the deadlines of rescheduled calls. */
async function applyUpdates(updates: Changes['updates'], rescheduled: Changes['rescheduled'], tx: PoolClient): Promise<void> {
  for (const [id, set] of updates) {
    const columns = Object.keys(set);
    await tx.query(`UPDATE call_list SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...Object.values(set)]);
  }
  // Same arithmetic as domain/call/call.deadline.ts: whole days of 24 hours after the scheduled time.
  if (rescheduled.size > 0) {
    await tx.query(`UPDATE call_list SET decision_due_at = scheduled_at + decision_days * interval '24 hours' WHERE id = ANY($1::uuid[])`, [[...rescheduled]]);
  }
}

/** Columns with defaults must be present: jsonb_populate_recordset would give NULL otherwise. */
function withDefaults(row: Record<string, unknown>): Record<string, unknown> {
  if (!('approval_in_progress' in row)) row.approval_in_progress = false;
  return row;
}

/** Every column any of the rows has. */
function columnsOf(rows: readonly Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const column in row) columns.add(column);
  return [...columns];
}
