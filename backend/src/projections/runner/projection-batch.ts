import type { Pool } from 'pg';
import { compareCheckpoints, type GlobalCheckpoint } from '../../infrastructure/event-store/event-store.port';
import { SAFE_ORDER_QUERY, toStoredEvent } from '../../infrastructure/event-store/event-rows';
import type { Projection } from './projection';

/**
 * Applies the next batch of events to one projection. Checkpoint lock, read, apply and
 * checkpoint update share one transaction, so a live runner and a rebuild working on the same
 * projection at once take turns and never apply an event twice or skip one (DESIGN.md 3).
 * Returns how many events were applied (0 = caught up).
 */
export async function applyNextBatch(pool: Pool, projection: Projection, batchSize: number): Promise<number> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    await tx.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [projection.name]);
    const { rows: cp } = await tx.query(
      `SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
      [projection.name],
    );
    const { rows } = await tx.query(SAFE_ORDER_QUERY, [cp[0].transaction_id, cp[0].global_position, batchSize]);
    if (rows.length === 0) {
      await tx.query('ROLLBACK');
      return 0;
    }
    const events = rows.map(toStoredEvent);
    await projection.apply(events, tx);
    const last = events[events.length - 1];
    await tx.query(
      `UPDATE projection_checkpoints
       SET transaction_id = $2::xid8, global_position = $3, events_applied = events_applied + $4, updated_at = now()
       WHERE name = $1`,
      [projection.name, last.transactionId, last.globalPosition, events.length],
    );
    await tx.query('COMMIT');
    return events.length;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

export async function readCheckpoint(pool: Pool, name: string): Promise<GlobalCheckpoint | null> {
  const { rows } = await pool.query(
    `SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ? { transactionId: rows[0].transaction_id, globalPosition: Number(rows[0].global_position) } : null;
}

/**
 * The live runner's step: one read of the log and one transaction for every projection that
 * stands at the same (oldest) checkpoint. Per-projection batches cost a read, a lock and a commit
 * each; with seven read models that dominated the cost of a tracking click under load.
 * Projections ahead of the oldest (after a rebuild, say) wait until the others reach them.
 */
export async function applyNextBatchToAll(pool: Pool, projections: readonly Projection[], batchSize: number): Promise<number> {
  if (projections.length === 0) return 0;
  const names = projections.map((p) => p.name);
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    await tx.query(`INSERT INTO projection_checkpoints (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [names]);
    const { rows } = await tx.query(
      `SELECT name, transaction_id::text AS transaction_id, global_position FROM projection_checkpoints
       WHERE name = ANY($1) ORDER BY name FOR UPDATE`,
      [names],
    );
    const checkpoints = rows.map((r) => ({ name: r.name as string, at: { transactionId: r.transaction_id as string, globalPosition: Number(r.global_position) } }));
    const oldest = checkpoints.reduce((a, b) => (compareCheckpoints(b.at, a.at) < 0 ? b : a)).at;
    const group = new Set(checkpoints.filter((c) => compareCheckpoints(c.at, oldest) === 0).map((c) => c.name));
    const { rows: eventRows } = await tx.query(SAFE_ORDER_QUERY, [oldest.transactionId, oldest.globalPosition, batchSize]);
    if (eventRows.length === 0) {
      await tx.query('ROLLBACK');
      return 0;
    }
    const events = eventRows.map(toStoredEvent);
    for (const projection of projections) if (group.has(projection.name)) await projection.apply(events, tx);
    const last = events[events.length - 1];
    await tx.query(
      `UPDATE projection_checkpoints
       SET transaction_id = $2::xid8, global_position = $3, events_applied = events_applied + $4, updated_at = now()
       WHERE name = ANY($1)`,
      [[...group], last.transactionId, last.globalPosition, events.length],
    );
    await tx.query('COMMIT');
    return events.length;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}
