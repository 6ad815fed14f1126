import type { Pool } from 'pg';
import { type EventStore, type LogPosition, START_OF_LOG } from '../../infrastructure/event-store/event-store.port';
import { applyBatch } from './projection-batch';
import { dataFor, readPage } from './projection-reads';
import { pagesReadAhead } from './projection-read-ahead';
import { lockCheckpoint } from './projection-checkpoints';
import type { Projection } from './projection';
import { createShadowTables, dropShadowTables, finishShadowTables, shadowSchemaOf, swapInShadowTables } from './shadow-tables';

export interface RebuildProgress {
  projection: string;
  applied: number;
  /** An estimate: the events the live copy has applied (docs/architecture/projections.md). */
  total: number;
}

/**
 * Blue/green rebuild (docs/architecture/projections.md): the whole log is replayed into a new copy
 * of the read model's tables in a schema of its own, with a checkpoint of its own, while the live
 * copy keeps answering and keeps following the log. When the copy has caught up, one transaction
 * locks the live checkpoint, applies the last events to the copy, swaps it in under the live
 * names, hands it the checkpoint and clears any parking. A failed rebuild leaves the live copy as
 * it was. Until the swap the copy is loaded through the read model's `load` when it has one (COPY
 * instead of idempotent INSERTs), each page read while the last is written (projection-read-ahead.ts);
 * the swap's last events go through `apply`. Only the event types the read model lists are read
 * (projection-reads.ts). Runs on the app's role: the schema and the swap go through the owner's
 * functions, which refuse a copy not shaped like its table or a ledger that does not balance
 * (docs/decisions/0003-app-database-role.md).
 * Returns the number of events replayed (of its types).
 */
export async function rebuildProjection(
  pool: Pool,
  store: EventStore,
  projection: Projection,
  onProgress: (progress: RebuildProgress) => void = () => undefined,
  batchSize = 5000,
): Promise<number> {
  const schema = shadowSchemaOf(projection.name);
  const checkpoint = `${projection.name}@rebuild`;
  const deferred = await createShadowTables(pool, schema, projection.tables, { keysAfterLoad: projection.load !== undefined && projection.loadOnlyAppends === true });
  await pool.query(
    `INSERT INTO projection_checkpoints (name) VALUES ($1)
     ON CONFLICT (name) DO UPDATE SET position = '', events_applied = 0, updated_at = now()`,
    [checkpoint],
  );
  try {
    const live = (await pool.query('SELECT current_schema() AS name')).rows[0].name as string;
    const searchPath = `${schema}, "${live}"`;
    let total = await estimateSize(pool, projection.name);
    let position: LogPosition = START_OF_LOG;
    let applied = 0;
    onProgress({ projection: projection.name, applied, total });
    const read = (after: LogPosition) => readPage(store, projection.eventTypes, after, batchSize, dataFor(projection));
    for await (const page of pagesReadAhead(read, position)) {
      const outcome = await applyBatch(pool, projection, position, page, { checkpoint, searchPath, freshCopy: true });
      if (outcome.kind !== 'applied' || outcome.position !== page.through) throw new Error(`rebuild of ${projection.name}: its checkpoint moved under it`);
      applied += outcome.applied;
      position = outcome.position;
      if (applied > total) total = await estimateSize(pool, projection.name);
      onProgress({ projection: projection.name, applied, total: Math.max(total, applied) });
    }
    await finishShadowTables(pool, deferred);
    return applied + (await swapIn(pool, store, projection, { schema, searchPath, live }, checkpoint, position, applied, batchSize));
  } catch (error) {
    await dropShadowTables(pool, schema).catch(() => undefined);
    await pool.query('DELETE FROM projection_checkpoints WHERE name = $1', [checkpoint]).catch(() => undefined);
    throw error;
  }
}

/** The swap transaction; returns the events it applied to the copy while holding the live checkpoint. */
async function swapIn(pool: Pool, store: EventStore, projection: Projection, paths: { schema: string; searchPath: string; live: string }, rebuildCheckpoint: string, from: LogPosition, replayed: number, batchSize: number): Promise<number> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    await lockCheckpoint(tx, projection.name);
    let position = from;
    let applied = 0;
    await tx.query(`SELECT set_config('search_path', $1, true)`, [paths.searchPath]);
    for (;;) {
      // These go through `apply`, which takes the data parsed (or none, for a read model without it).
      const page = await readPage(store, projection.eventTypes, position, batchSize, projection.withoutData ? 'none' : 'parsed');
      if (page.through === position) break;
      if (page.events.length > 0) await projection.apply(page.events, tx);
      position = page.through;
      applied += page.events.length;
    }
    await tx.query(`SELECT set_config('search_path', $1, true)`, [`"${paths.live}"`]);
    await swapInShadowTables(tx, paths.schema, projection.tables);
    await tx.query(
      `UPDATE projection_checkpoints SET position = $2, events_applied = $3, updated_at = now(),
         parked_at = NULL, parked_event_id = NULL, parked_event_type = NULL, parked_position = NULL, parked_error = NULL
       WHERE name = $1`,
      [projection.name, position, replayed + applied],
    );
    await tx.query('DELETE FROM projection_checkpoints WHERE name = $1', [rebuildCheckpoint]);
    await tx.query('COMMIT');
    return applied;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

/**
 * What the live copy has applied so far: the events of its types in the log, as far as known
 * (before a read model took only its types, the count was of every event: then a larger estimate).
 */
async function estimateSize(pool: Pool, name: string): Promise<number> {
  const { rows } = await pool.query(`SELECT coalesce(max(events_applied), 0)::bigint AS n FROM projection_checkpoints WHERE name = $1`, [name]);
  return Number(rows[0].n);
}
