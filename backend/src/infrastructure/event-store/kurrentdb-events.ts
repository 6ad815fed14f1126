import type { JSONEventData, Position, ResolvedEvent } from '@kurrent/kurrentdb-client';
import {
  type EventMetadata,
  type LogPosition,
  type NewEvent,
  type StoredEvent,
  decodePosition,
  encodePosition,
} from './event-store.port';

/**
 * How our events look inside KurrentDB (docs/architecture/event-store.md): data as the JSON body;
 * the port's metadata and the schema version as the JSON metadata, plus KurrentDB's own
 * `$correlationId` / `$causationId` so its `$by_correlation_id` projection and UI can follow a
 * request. `wake: false` marks an append that must not wake other instances' projection runners
 * (the live feed of every instance reads it); it is not part of the port's metadata.
 */
interface StoredMetadata extends EventMetadata {
  schemaVersion: number;
  wake?: false;
  $correlationId: string;
  $causationId?: string;
}

export function toEventData(event: NewEvent, quiet: boolean): JSONEventData {
  const { correlationId, causationId, actor, occurredAt } = event.metadata;
  const metadata: StoredMetadata = {
    correlationId,
    causationId,
    actor,
    occurredAt,
    schemaVersion: event.schemaVersion ?? 1,
    $correlationId: correlationId,
    ...(causationId ? { $causationId: causationId } : {}),
    ...(quiet ? { wake: false as const } : {}),
  };
  return { id: event.eventId, contentType: 'application/json', type: event.type, data: event.data, metadata: { ...metadata } };
}

type Recorded = NonNullable<ResolvedEvent['event']>;

export function toStoredEvent(resolved: ResolvedEvent): StoredEvent {
  const event = recordedOf(resolved);
  const metadata = metadataOf(event);
  return {
    eventId: event.id,
    type: event.type,
    data: (event.isJson ? event.data : {}) as Record<string, unknown>,
    metadata: { correlationId: metadata.correlationId, causationId: metadata.causationId, actor: metadata.actor, occurredAt: metadata.occurredAt },
    schemaVersion: metadata.schemaVersion,
    streamId: event.streamId,
    streamPosition: Number(event.revision) + 1,
    position: toLogPosition(positionOf(resolved)),
    recordedAt: event.created,
  };
}

/** KurrentDB's own events: `$`-prefixed streams (`$$$scavenges`, `$stats-...`) or types (`$metadata`, `$>`). */
export function isSystemEvent(resolved: ResolvedEvent): boolean {
  const event = resolved.event;
  return !event || event.streamId.startsWith('$') || event.type.startsWith('$');
}

/** True when the event was appended with `wake: false`. */
export function isQuiet(resolved: ResolvedEvent): boolean {
  const metadata = resolved.event?.metadata;
  return isObject(metadata) && metadata.wake === false;
}

/** The event's `$all` position; KurrentDB reports it on stream reads since 22.6. */
export function positionOf(resolved: ResolvedEvent): Position {
  const event = recordedOf(resolved);
  if (event.position) return event.position;
  if (resolved.commitPosition !== undefined) return { commit: resolved.commitPosition, prepare: resolved.commitPosition };
  throw new Error(`KurrentDB did not report the $all position of event ${event.id} (KurrentDB 22.6 or later is needed)`);
}

export function toLogPosition(position: Position): LogPosition {
  return encodePosition(position.commit, position.prepare);
}

export function fromLogPosition(position: LogPosition): Position {
  const [commit, prepare] = decodePosition(position);
  return { commit, prepare };
}

/** Orders two `$all` positions: negative when `a` comes first. */
export function compareLogPositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}

function recordedOf(resolved: ResolvedEvent): Recorded {
  if (!resolved.event) throw new Error('KurrentDB returned a link to an event it could not resolve');
  return resolved.event;
}

/** Events written by someone else may lack our metadata: give them neutral values rather than fail. */
function metadataOf(event: Recorded): Omit<StoredMetadata, '$correlationId'> {
  const raw: Record<string, unknown> = isObject(event.metadata) ? event.metadata : {};
  return {
    correlationId: typeof raw.correlationId === 'string' ? raw.correlationId : '',
    causationId: typeof raw.causationId === 'string' ? raw.causationId : null,
    actor: (raw.actor as EventMetadata['actor'] | undefined) ?? 'system',
    occurredAt: typeof raw.occurredAt === 'string' ? raw.occurredAt : event.created.toISOString(),
    schemaVersion: typeof raw.schemaVersion === 'number' ? raw.schemaVersion : 1,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array) && !Array.isArray(value);
}
