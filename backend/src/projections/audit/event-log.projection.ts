import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';

/**
 * `event_log`: every event's searchable columns for the admin console (migration 8 says why this
 * is a read model and not indexes on `events`). Idempotent per event.
 *
 * The row is made by PostgreSQL from the event itself, found by its id: sending a batch's columns
 * back to the server as nine text arrays made this the slowest rebuild (below the 20,000 events/s
 * target). The actor is the metadata's `actor` (DESIGN.md 3): `{ userId, role }` for a person,
 * the string 'system' otherwise; the actor filter matches the user id or 'system'.
 */
export class EventLogProjection implements Projection {
  readonly name = 'event-log';
  readonly tables = ['event_log'];

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    if (events.length === 0) return;
    await tx.query(
      `INSERT INTO event_log (global_position, event_id, stream_id, stream_position, type, recorded_at, actor_key, actor_role, correlation_id)
       SELECT e.global_position, e.event_id, e.stream_id, e.stream_position, e.type, e.recorded_at,
              coalesce(e.metadata -> 'actor' ->> 'userId', 'system'),
              CASE WHEN e.metadata -> 'actor' ->> 'userId' IS NOT NULL THEN e.metadata -> 'actor' ->> 'role' END,
              e.metadata ->> 'correlationId'
       FROM events e WHERE e.event_id = ANY($1::uuid[])
       ON CONFLICT (global_position) DO NOTHING`,
      [events.map((event) => event.eventId)],
    );
  }
}
