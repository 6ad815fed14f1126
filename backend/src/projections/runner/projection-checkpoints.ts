import type { Pool, PoolClient } from 'pg';
import { type LogPosition, START_OF_LOG } from '../../infrastructure/event-store/event-store.port';

/** Why a read model stopped: the event it could not apply and the error (docs/architecture/projections.md). */
export interface ParkedAt {
  at: Date;
  eventId: string;
  eventType: string;
  position: LogPosition;
  error: string;
}

export interface CheckpointStatus {
  name: string;
  /** The last event applied (START_OF_LOG before the first). */
  position: LogPosition;
  eventsApplied: number;
  updatedAt: Date | null;
  parked: ParkedAt | null;
}

const COLUMNS = `name, position, events_applied, updated_at, parked_at, parked_event_id, parked_event_type, parked_position, parked_error`;

/** Every named checkpoint, created at the start of the log when missing. */
export async function readCheckpoints(db: Pool | PoolClient, names: readonly string[]): Promise<Map<string, CheckpointStatus>> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = ANY($1)`, [names]);
  const found = new Map<string, CheckpointStatus>(rows.map((r) => [r.name, toStatus(r)]));
  for (const name of names) if (!found.has(name)) found.set(name, { name, position: START_OF_LOG, eventsApplied: 0, updatedAt: null, parked: null });
  return found;
}

/** Creates the rows of read models that have none yet (at the start of the log). */
export async function ensureCheckpoints(pool: Pool, names: readonly string[]): Promise<void> {
  await pool.query(`INSERT INTO projection_checkpoints (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [names]);
}

/** Locks one checkpoint row for this transaction (creating it when missing). */
export async function lockCheckpoint(tx: PoolClient, name: string): Promise<CheckpointStatus>;
/** With `skipLocked`: null when another transaction holds it, instead of waiting. */
export async function lockCheckpoint(tx: PoolClient, name: string, options: { skipLocked: true }): Promise<CheckpointStatus | null>;
export async function lockCheckpoint(tx: PoolClient, name: string, options: { skipLocked?: boolean } = {}): Promise<CheckpointStatus | null> {
  const select = `SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = $1 ${options.skipLocked ? 'FOR UPDATE SKIP LOCKED' : 'FOR UPDATE'}`;
  // The row nearly always exists (the runner creates them all when it takes the lead): one round
  // trip per batch and read model, the insert only for a new one.
  const found = await tx.query(select, [name]);
  if (found.rows[0]) return toStatus(found.rows[0]);
  await tx.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [name]);
  const { rows } = await tx.query(select, [name]);
  return rows[0] ? toStatus(rows[0]) : null;
}

export async function moveCheckpoint(tx: PoolClient, name: string, position: LogPosition, applied: number): Promise<void> {
  await tx.query(
    `UPDATE projection_checkpoints SET position = $2, events_applied = events_applied + $3, updated_at = now() WHERE name = $1`,
    [name, position, applied],
  );
}

/**
 * Moves the checkpoints of read models that took none of a page's events from `from` past the
 * page (`through`) in one statement, instead of a transaction each: most read models ignore most
 * events, and a transaction per read model and page was most of the runner's statements under load
 * (npm run bench, book-call). Only rows still at `from`, not parked, and not held by a rebuild's
 * swap (SKIP LOCKED) move; the names that moved are returned, the others are read again.
 */
export async function moveCheckpointsPast(pool: Pool, names: readonly string[], from: LogPosition, through: LogPosition): Promise<string[]> {
  if (names.length === 0) return [];
  const { rows } = await pool.query(
    `WITH movable AS (
       SELECT name FROM projection_checkpoints
       WHERE name = ANY($1) AND position = $2 AND parked_at IS NULL
       FOR UPDATE SKIP LOCKED)
     UPDATE projection_checkpoints c SET position = $3, updated_at = now()
     FROM movable WHERE c.name = movable.name
     RETURNING c.name`,
    [names, from, through],
  );
  return rows.map((r) => r.name as string);
}

export async function parkProjection(pool: Pool, name: string, event: { eventId: string; type: string; position: LogPosition }, error: string): Promise<void> {
  await pool.query(
    `UPDATE projection_checkpoints SET parked_at = now(), parked_event_id = $2, parked_event_type = $3, parked_position = $4, parked_error = $5
     WHERE name = $1`,
    [name, event.eventId, event.type, event.position, error.slice(0, 2000)],
  );
}

/** Clears the parking (after a fix is deployed); true when the projection was parked. */
export async function resumeProjection(pool: Pool, name: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE projection_checkpoints SET parked_at = NULL, parked_event_id = NULL, parked_event_type = NULL, parked_position = NULL, parked_error = NULL
     WHERE name = $1 AND parked_at IS NOT NULL`,
    [name],
  );
  return (rowCount ?? 0) > 0;
}

function toStatus(r: Record<string, any>): CheckpointStatus {
  return {
    name: r.name,
    position: r.position as LogPosition,
    eventsApplied: Number(r.events_applied),
    updatedAt: r.updated_at ?? null,
    parked: r.parked_at
      ? { at: r.parked_at, eventId: r.parked_event_id, eventType: r.parked_event_type, position: r.parked_position, error: r.parked_error }
      : null,
  };
}
