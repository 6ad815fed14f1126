import type { Pool } from 'pg';
import { comparePositions, type LogPage, type LogPosition } from '../../infrastructure/event-store/event-store.port';
import { lockCheckpoint, moveCheckpoint } from './projection-checkpoints';
import type { Projection } from './projection';

export type BatchOutcome =
  | { kind: 'applied'; applied: number; position: LogPosition }
  /** Parked, or its checkpoint is no longer where the batch was read from: read again. */
  | { kind: 'skipped' };

export interface BatchTarget {
  /** The checkpoint row to move: the projection's name, or a rebuild's own row. */
  checkpoint: string;
  /** A search path putting a rebuild's schema first, so unqualified table names reach its copies. */
  searchPath?: string;
  /** A rebuild's new copy, holding nothing at or after the checkpoint: the projection's `load` writes it when it has one. */
  freshCopy?: boolean;
}

/**
 * Applies a page of the log, read right after `readFrom`, to one projection: lock its checkpoint,
 * apply the events beyond it, move it to `page.through`, all in one transaction (exactly-once
 * effect, docs/architecture/projections.md). The checkpoint moves past the events the projection
 * does not take, even when none of its own came, so a command waiting for it to pass its append
 * (projection-waiter.ts) is not held up. Each read model has its own transaction, so one that
 * fails holds back nobody else. A checkpoint behind `readFrom` would leave a gap: skipped, read again.
 */
export async function applyBatch(pool: Pool, projection: Projection, readFrom: LogPosition, page: LogPage, target: BatchTarget = { checkpoint: projection.name }): Promise<BatchOutcome> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    // A rebuild swapping this read model in holds its checkpoint: skip it this round, do not queue.
    const checkpoint = await lockCheckpoint(tx, target.checkpoint, { skipLocked: true });
    if (!checkpoint || checkpoint.parked || comparePositions(checkpoint.position, readFrom) < 0) {
      await tx.query('ROLLBACK');
      return { kind: 'skipped' };
    }
    if (comparePositions(page.through, checkpoint.position) <= 0) {
      await tx.query('ROLLBACK');
      return { kind: 'applied', applied: 0, position: checkpoint.position };
    }
    const fresh = page.events.filter((e) => comparePositions(e.position, checkpoint.position) > 0);
    if (fresh.length > 0) {
      if (target.searchPath) await tx.query(`SELECT set_config('search_path', $1, true)`, [target.searchPath]);
      if (target.freshCopy && projection.load) await projection.load(fresh, tx);
      else await projection.apply(fresh, tx);
    }
    await moveCheckpoint(tx, target.checkpoint, page.through, fresh.length);
    await tx.query('COMMIT');
    return { kind: 'applied', applied: fresh.length, position: page.through };
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}
