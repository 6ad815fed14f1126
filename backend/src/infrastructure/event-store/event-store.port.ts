/**
 * The event store port (DESIGN.md 3). Command handlers append and read streams; projections read
 * the global log in the safe order and subscribe to it. Adapters: PostgreSQL (this folder).
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

/** A point in the safe global order: events are read strictly after it. */
export interface GlobalCheckpoint {
  /** The writing transaction's xid8, as a decimal string (it is 64-bit). */
  transactionId: string;
  globalPosition: number;
}

export const START_OF_LOG: GlobalCheckpoint = { transactionId: '0', globalPosition: 0 };

export interface StoredEvent<Type extends string = string, Data = Record<string, unknown>> {
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  schemaVersion: number;
  streamId: string;
  /** 1-based position inside its stream. */
  streamPosition: number;
  globalPosition: number;
  transactionId: string;
  recordedAt: Date;
}

/** `'any'` skips the check; 0 = the stream must not exist yet; n = the stream must be at n. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  /** The stream's version after the append (= number of events in it). */
  nextVersion: number;
  /** Where the last appended event sits; wait for projections to pass it. */
  checkpoint: GlobalCheckpoint;
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

export interface EventStore {
  append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion, options?: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string): Promise<StoredEvent[]>;
  /** One stored event by its id, or null (event ids are unique across the store). */
  readEvent(eventId: string): Promise<StoredEvent | null>;
  /** Committed events after `after`, in the safe order, at most `limit`. */
  readAll(after: GlobalCheckpoint, limit: number): Promise<StoredEvent[]>;
  /** Delivers batches in order from `after`; the next batch waits until `onEvents` resolves. */
  subscribe(after: GlobalCheckpoint, onEvents: (events: StoredEvent[]) => Promise<void>): Subscription;
}

export const EVENT_STORE = Symbol('EventStore');

/** The stream moved on since it was read: reload, decide again, retry (DESIGN.md 3). */
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

/** Orders two checkpoints: negative when `a` comes first. */
export function compareCheckpoints(a: GlobalCheckpoint, b: GlobalCheckpoint): number {
  const byTransaction = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (byTransaction !== 0n) return byTransaction < 0n ? -1 : 1;
  return a.globalPosition - b.globalPosition;
}

/** The stream type is the id's prefix: `call-123` is a `call` stream. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}
