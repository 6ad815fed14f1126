/**
 * The event store port (docs/architecture/event-store.md). Command handlers append and read
 * streams; projections read the global log in order and subscribe to it. Adapters: PostgreSQL
 * (`postgres-event-store.ts`) and KurrentDB (`kurrentdb-event-store.ts`). Nothing outside this
 * folder reads the `events` table: everything goes through this port or a read model.
 */
export type Actor = { userId: string; role: string } | 'system';

export interface EventMetadata {
  /** The request that caused the event; every event of one request shares it. */
  correlationId: string;
  /** The event or command that directly caused this one. */
  causationId: string | null;
  actor: Actor;
  /** When it happened in the business sense (commands carry `now`); ISO 8601. */
  occurredAt: string;
}

export interface NewEvent {
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  schemaVersion?: number;
}

/**
 * A point in the global log, opaque to callers: each adapter encodes its own position (PostgreSQL:
 * writing transaction + position; KurrentDB: `$all` commit + prepare position) as fixed-width
 * digits, so comparing two positions as strings compares them in log order. Store it as text,
 * compare it with `comparePositions`, never take it apart outside the adapter that made it.
 */
export type LogPosition = string & { readonly __logPosition: unique symbol };

/** Before the first event: `readAll(START_OF_LOG, n)` starts at the beginning. */
export const START_OF_LOG = '' as LogPosition;

/** Orders two positions: negative when `a` comes first in the log. */
export function comparePositions(a: LogPosition, b: LogPosition): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Two unsigned 64-bit numbers as one sortable position: 20 digits each, joined by '/'. */
export function encodePosition(major: bigint | string | number, minor: bigint | string | number): LogPosition {
  return `${String(major).padStart(20, '0')}/${String(minor).padStart(20, '0')}` as LogPosition;
}

/** The inverse of `encodePosition`, for the adapter that made the position; START_OF_LOG is 0/0. */
export function decodePosition(position: LogPosition): [bigint, bigint] {
  if (position === START_OF_LOG) return [0n, 0n];
  const match = /^(\d{20})\/(\d{20})$/.exec(position);
  if (!match) throw new Error(`Not a log position: ${position}`);
  return [BigInt(match[1]), BigInt(match[2])];
}

export interface StoredEvent<Type extends string = string, Data = Record<string, unknown>> {
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  schemaVersion: number;
  streamId: string;
  /** 1-based position inside its stream. */
  streamPosition: number;
  /** Where it sits in the global log (opaque, comparable). */
  position: LogPosition;
  recordedAt: Date;
}

/**
 * A stored event without its data: its type, stream, place in the log, times and metadata. What a
 * reader that only counts events needs (`readAllHeaders`); a `StoredEvent` is one too.
 */
export type EventHeader = Omit<StoredEvent, 'data'>;

/** An event's data as the store's JSON text, not parsed (`readAllRawData`): a value to copy whole. */
export type RawJson = string & { readonly rawJson: unique symbol };

/** A stored event whose data is its JSON text (`readAllRawData`). */
export type RawDataEvent = StoredEvent<string, RawJson>;

/** `'any'` skips the check; 0 = the stream must not exist yet; n = the stream must be at n. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  /** The stream's version after the append (= number of events in it). */
  nextVersion: number;
  /** Where the last appended event sits; wait for projections to pass it. */
  checkpoint: LogPosition;
  /** True when these event ids were already stored: nothing was written again. */
  duplicate: boolean;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface AppendOptions {
  /**
   * false: do not wake projection runners and subscribers now; they find these events at their
   * next wake-up or poll (within half a second). For high-volume events nobody waits to read
   * (tracking clicks): a wake-up per write made the runner commit dozens of tiny batches a second.
   */
  wake?: boolean;
}

/** What `readAllOfTypes` returns: the matching events and how far the log was looked at. */
export interface LogPage {
  /** Events of the asked types, in log order. */
  events: StoredEvent[];
  /**
   * Every event up to here was looked at (at or after the last returned event, `after` when the
   * log holds nothing new): a reader's checkpoint may move here even when `events` is empty.
   */
  through: LogPosition;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion, options?: AppendOptions): Promise<AppendResult>;
  /** The whole stream in order; [] when it does not exist. */
  readStream(streamId: string): Promise<StoredEvent[]>;
  /**
   * Several whole streams, each as `readStream` gives it, in one request where the engine allows:
   * a command that must decide from three small streams pays one round trip, not three.
   */
  readStreams(streamIds: readonly string[]): Promise<Map<string, StoredEvent[]>>;
  /**
   * Committed events after `after`, in log order, at most `limit`. Every event is returned once,
   * none is skipped because a slower writer committed it late, and the store's own system events
   * are left out.
   */
  readAll(after: LogPosition, limit: number): Promise<StoredEvent[]>;
  /**
   * `readAll` without each event's data, the same events with the same guarantees: a read model
   * that counts events by type and day rebuilds without the log's payloads being sent and decoded
   * (docs/operations/benchmarks.md, Rebuild).
   */
  readAllHeaders(after: LogPosition, limit: number): Promise<EventHeader[]>;
  /**
   * `readAll` with each event's data as its JSON text, the same events with the same guarantees:
   * a reader that stores the data whole (the admin event log's rebuild) neither decodes nor
   * encodes it again (docs/operations/benchmarks.md, The event log's data as text). The text is
   * JSON for the same value; its spacing is the store's.
   */
  readAllRawData(after: LogPosition, limit: number): Promise<RawDataEvent[]>;
  /**
   * `readAll` keeping only events of `types`, with the same guarantees, so a reader that needs a
   * few types does not receive the rest. An adapter may stop looking before `limit` matches (it
   * bounds the work of one call): continue from `through`; the log has been read to its end when
   * `through` comes back equal to `after`.
   */
  readAllOfTypes(after: LogPosition, types: readonly string[], limit: number): Promise<LogPage>;
  /**
   * The position of the last committed event (START_OF_LOG for an empty log): every event
   * committed before the call lies at or before it, so a reader that has passed it has read them
   * all. `readAll` may not reach it yet while an older, slower writer is still open.
   */
  readHead(): Promise<LogPosition>;
  /** Delivers batches in order from `after`; the next batch waits until `onEvents` resolves. */
  subscribe(after: LogPosition, onEvents: (events: StoredEvent[]) => Promise<void>): Subscription;
  /** Fires after every append this process made with `wake` (and, where possible, other processes'). */
  onAppend(listener: () => void): () => void;
}

export const EVENT_STORE = Symbol('EventStore');

/** The stream moved on since it was read: reload, decide again, retry (docs/architecture/overview.md, Events and streams). */
export class StreamVersionConflict extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, not ${String(expected)}`);
    this.name = 'StreamVersionConflict';
  }
}

/** The store cannot be reached (connection lost, server down): callers answer 503 and retry later. */
export class EventStoreUnavailable extends Error {
  constructor(override readonly cause: unknown) {
    super('The event store cannot be reached right now. Try again in a moment: a retry with the same request is safe.');
    this.name = 'EventStoreUnavailable';
  }
}

/** The stream type is the id's prefix: `call-123` is a `call` stream. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}
