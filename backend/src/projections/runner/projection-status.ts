import type { Pool } from 'pg';
import type { EventStore, LogPosition } from '../../infrastructure/event-store/event-store.port';
import { type ParkedAt, readCheckpoints } from './projection-checkpoints';

/** Lag is counted up to this many events; beyond it the read model is plainly behind. */
export const LAG_COUNT_LIMIT = 1000;

export interface ProjectionStatus {
  name: string;
  position: LogPosition;
  /** Events in the log after its checkpoint, counted up to LAG_COUNT_LIMIT (+1 means "more"). */
  lag: number;
  eventsApplied: number;
  updatedAt: Date | null;
  parked: ParkedAt | null;
}

/**
 * Where each read model stands against the log, for health and the admin console. The lag is
 * counted through the event store's port (works on both stores): one read per distinct checkpoint.
 */
export async function readProjectionStatus(pool: Pool, store: EventStore, names: readonly string[]): Promise<ProjectionStatus[]> {
  const checkpoints = await readCheckpoints(pool, names);
  const lagAt = new Map<LogPosition, number>();
  for (const { position } of checkpoints.values()) {
    if (!lagAt.has(position)) lagAt.set(position, (await store.readAll(position, LAG_COUNT_LIMIT + 1)).length);
  }
  return names.map((name) => {
    const c = checkpoints.get(name)!;
    return { name, position: c.position, lag: lagAt.get(c.position) ?? 0, eventsApplied: c.eventsApplied, updatedAt: c.updatedAt, parked: c.parked };
  });
}
