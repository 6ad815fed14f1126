import { decideAppend, type ExpectedRevision, type StreamView } from './expected-revision.rules';

/** One event as the log keeps it; `position` is both its commit and prepare position in `$all`. */
export interface StoredEvent {
  readonly streamName: string;
  readonly revision: number;
  readonly position: bigint;
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  readonly data: Uint8Array;
  readonly customMetadata: Uint8Array;
  /** .NET ticks (100 ns) since the Unix epoch, the way KurrentDB stamps `created`. */
  readonly createdTicks: bigint;
}

export interface ProposedEvent {
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  readonly data: Uint8Array;
  readonly customMetadata: Uint8Array;
}

export type AppendOutcome =
  | { kind: 'written' | 'retried'; lastRevision: number; lastPosition: bigint | null }
  | { kind: 'conflict'; currentRevision: number };

type Listener = (appended: readonly StoredEvent[]) => void;

/**
 * A fixed per-record overhead on top of the payload makes positions grow like byte offsets in a
 * transaction file, so they are sparse and strictly increasing, as a real `$all` is.
 */
const RECORD_HEADER_BYTES = 128n;
const TICKS_PER_MS = 10_000n;

interface StreamState {
  readonly events: StoredEvent[];
  readonly revisionById: Map<string, number>;
}

/** The whole database: one append-only list (`$all`) plus an index per stream. Nothing is persisted. */
export class EventLogStore {
  private readonly log: StoredEvent[] = [];
  private readonly streams = new Map<string, StreamState>();
  private readonly listeners = new Set<Listener>();
  private nextPosition = 0n;

  append(streamName: string, expected: ExpectedRevision, proposed: readonly ProposedEvent[]): AppendOutcome {
    const stream = this.streams.get(streamName);
    const decision = decideAppend(this.viewOf(streamName, stream), expected, proposed.map((p) => p.id));
    if (decision.kind === 'conflict') return decision;
    if (decision.kind === 'retry') {
      return { kind: 'retried', lastRevision: decision.lastRevision, lastPosition: stream!.events[decision.lastRevision].position };
    }
    if (proposed.length === 0) {
      return { kind: 'written', lastRevision: (stream?.events.length ?? 0) - 1, lastPosition: null };
    }
    const state: StreamState = stream ?? { events: [], revisionById: new Map() };
    this.streams.set(streamName, state);
    const createdTicks = BigInt(Date.now()) * TICKS_PER_MS;
    // Events of one append take consecutive places in `$all`: nothing can interleave because
    // this runs synchronously on the single JavaScript thread.
    const appended = proposed.map((p) => {
      const event: StoredEvent = { ...p, streamName, revision: state.events.length, position: this.nextPosition, createdTicks };
      this.nextPosition += RECORD_HEADER_BYTES + BigInt(p.data.length + p.customMetadata.length + p.type.length + streamName.length);
      state.events.push(event);
      state.revisionById.set(p.id, event.revision);
      this.log.push(event);
      return event;
    });
    const last = appended[appended.length - 1];
    for (const listener of [...this.listeners]) listener(appended);
    return { kind: 'written', lastRevision: last.revision, lastPosition: last.position };
  }

  /** Events of one stream in revision order; empty when the stream does not exist. */
  streamEvents(streamName: string): readonly StoredEvent[] {
    return this.streams.get(streamName)?.events ?? [];
  }

  /** Every event in `$all` order, system events included. */
  allEvents(): readonly StoredEvent[] {
    return this.log;
  }

  /** Calls `listener` after every successful write until the returned function is called. */
  onAppended(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  private viewOf(streamName: string, stream: StreamState | undefined): StreamView {
    return {
      lastRevision: (stream?.events.length ?? 0) - 1,
      idAt: (revision) => stream?.events[revision]?.id,
      revisionOf: (id) => stream?.revisionById.get(id),
      hasMetadata: (this.streams.get(`$$${streamName}`)?.events.length ?? 0) > 0,
    };
  }
}
