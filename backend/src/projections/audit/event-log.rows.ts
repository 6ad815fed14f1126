import type { RawJson, StoredEvent } from '../../infrastructure/event-store/event-store.port';

/** One `event_log` row, keyed by the event's opaque position in the log; its data parsed, or as JSON text in a rebuild (Projection.rawData). */
export interface EventLogRow<Data = Record<string, unknown>> {
  position: string;
  eventId: string;
  streamId: string;
  streamPosition: number;
  type: string;
  /** ISO 8601; the store's recorded time as the port gives it (milliseconds). */
  recordedAt: string;
  /** The actor's user id, or 'system': what the actor filter matches. */
  actorKey: string;
  /** The person's role; null for the system. */
  actorRole: string | null;
  correlationId: string | null;
  data: Data;
  metadata: Record<string, unknown>;
}

/** A JSON value as PostgreSQL's `->>` gives it: strings bare, anything else as JSON text, null as null. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The row an event writes (pure). The actor is the metadata's `actor` (docs/architecture/event-store.md):
 * `{ userId, role }` for a person, the string 'system' otherwise. Data and metadata are kept
 * whole, so the event's detail and the timelines need nothing but this read model.
 */
export function eventLogRow<Data extends Record<string, unknown> | RawJson>(event: StoredEvent<string, Data>): EventLogRow<Data> {
  const metadata = (event.metadata ?? {}) as unknown as Record<string, unknown>;
  const actor = metadata.actor;
  const person = actor !== null && typeof actor === 'object' ? (actor as Record<string, unknown>) : null;
  const userId = asText(person?.userId);
  return {
    position: event.position,
    eventId: event.eventId,
    streamId: event.streamId,
    streamPosition: event.streamPosition,
    type: event.type,
    recordedAt: event.recordedAt.toISOString(),
    actorKey: userId ?? 'system',
    actorRole: userId === null ? null : asText(person?.role),
    correlationId: asText(metadata.correlationId),
    data: event.data,
    metadata,
  };
}
