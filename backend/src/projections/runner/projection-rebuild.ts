import type { Pool } from 'pg';
import type { Projection } from './projection';
import { applyNextBatch } from './projection-batch';

export interface RebuildProgress {
  projection: string;
  applied: number;
  total: number;
}

/**
 * Rebuild = empty the projection's tables and reset its checkpoint in one transaction, then
 * replay the whole log in batches (DESIGN.md 3). A live runner may keep working meanwhile: both
 * go through `applyNextBatch`, which serializes them on the checkpoint row.
 */
export async function rebuildProjection(
  pool: Pool,
  projection: Projection,
  onProgress: (progress: RebuildProgress) => void = () => undefined,
  batchSize = 5000,
): Promise<number> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    await tx.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [projection.name]);
    await tx.query(`SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [projection.name]);
    if (projection.tables.length > 0) await tx.query(`TRUNCATE ${projection.tables.join(', ')}`);
    await tx.query(
      `UPDATE projection_checkpoints SET transaction_id = '0', global_position = 0, events_applied = 0, updated_at = now() WHERE name = $1`,
      [projection.name],
    );
    await tx.query('COMMIT');
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
  const { rows } = await pool.query('SELECT count(*)::bigint AS n FROM events');
  const total = Number(rows[0].n);
  let applied = 0;
  onProgress({ projection: projection.name, applied, total });
  for (;;) {
    const batch = await applyNextBatch(pool, projection, batchSize);
    if (batch === 0) break;
    applied += batch;
    onProgress({ projection: projection.name, applied, total: Math.max(total, applied) });
  }
  return applied;
}
