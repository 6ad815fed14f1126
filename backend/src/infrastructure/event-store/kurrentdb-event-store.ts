import type { KurrentDBClient } from '@kurrent/kurrentdb-client';
import type {
  AppendOptions,
  AppendResult,
  EventHeader,
  EventStore,
  ExpectedVersion,
  LogPage,
  LogPosition,
  NewEvent,
  RawDataEvent,
  RawJson,
  StoredEvent,
  Subscription,
} from './event-store.port';
import { appendToKurrentDb, readStreamEvents } from './kurrentdb-append';
import { CONNECT_TIMEOUT_MS, openKurrentDbClient } from './kurrentdb-connection';
import { reaching } from './kurrentdb-errors';
import { fromLogPosition } from './kurrentdb-events';
import { KurrentDbLiveFeed } from './kurrentdb-live-feed';
import { readLogAfter, readLogHead, readLogOfTypesAfter } from './kurrentdb-log-reader';

/** How often a subscriber looks for events when nothing woke it (the port promises half a second). */
const POLL_INTERVAL_MS = 250;
const SUBSCRIBE_BATCH = 500;

/**
 * KurrentDB adapter of the event store (docs/architecture/event-store.md), chosen
 * by EVENTSTORE_URL. Appends go through @kurrent/kurrentdb-client's gRPC side, reads through its
 * native reader; both reconnect by themselves after the server comes back. Any "cannot reach the
 * server" failure becomes EventStoreUnavailable (kurrentdb-errors.ts).
 */
export class KurrentDbEventStore implements EventStore {
  private constructor(
    private readonly client: KurrentDBClient,
    private readonly feed: KurrentDbLiveFeed,
  ) {}

  /** Connects and checks the server answers; throws an Error naming EVENTSTORE_URL if it does not. */
  static async connect(url: string, options: { timeoutMs?: number } = {}): Promise<KurrentDbEventStore> {
    const { client, head } = await openKurrentDbClient(url, options.timeoutMs ?? CONNECT_TIMEOUT_MS);
    const feed = new KurrentDbLiveFeed(client, head);
    feed.start();
    return new KurrentDbEventStore(client, feed);
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion, options: AppendOptions = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const wake = options.wake !== false;
    const ids = events.map((e) => e.eventId);
    if (wake) this.feed.expectOwn(ids);
    let result: AppendResult;
    try {
      result = await appendToKurrentDb(this.client, streamId, events, expectedVersion, !wake, this.feed.highest());
    } catch (error) {
      this.feed.forgetOwn(ids);
      throw error;
    }
    this.feed.observe(fromLogPosition(result.checkpoint));
    if (result.duplicate) this.feed.forgetOwn(ids);
    else if (wake) this.feed.signal();
    return result;
  }

  readStream(streamId: string): Promise<StoredEvent[]> {
    return readStreamEvents(this.client, streamId);
  }

  /** KurrentDB reads one stream per request: the streams are read side by side. */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, StoredEvent[]>> {
    const unique = [...new Set(streamIds)];
    const read = await Promise.all(unique.map((id) => this.readStream(id)));
    return new Map(unique.map((id, i) => [id, read[i]]));
  }

  readAll(after: LogPosition, limit: number): Promise<StoredEvent[]> {
    return reaching(() => readLogAfter(this.client, after, limit));
  }

  /** KurrentDB sends every event whole: the data is dropped here, so callers see the port's shape. */
  async readAllHeaders(after: LogPosition, limit: number): Promise<EventHeader[]> {
    return (await this.readAll(after, limit)).map(({ data: _data, ...header }) => header);
  }

  /** KurrentDB's client hands the data over parsed: it is written back as JSON text here. */
  async readAllRawData(after: LogPosition, limit: number): Promise<RawDataEvent[]> {
    return (await this.readAll(after, limit)).map((event) => ({ ...event, data: JSON.stringify(event.data) as RawJson }));
  }

  readAllOfTypes(after: LogPosition, types: readonly string[], limit: number): Promise<LogPage> {
    return reaching(() => readLogOfTypesAfter(this.client, after, types, limit));
  }

  readHead(): Promise<LogPosition> {
    return reaching(() => readLogHead(this.client));
  }

  onAppend(listener: () => void): () => void {
    return this.feed.onAppend(listener);
  }

  /**
   * Polls `readAll` and sleeps until the next wake-up or poll, rather than wrapping a catch-up
   * subscription: batches and "the next batch waits for onEvents" come for free, a dropped
   * connection costs nothing but a failed poll (no resubscribe-from-where bookkeeping), and it
   * cannot disagree with `readAll` about what the log holds. The live feed (one subscription per
   * process) makes the wake-ups immediate, for other processes' appends too.
   */
  subscribe(after: LogPosition, onEvents: (events: StoredEvent[]) => Promise<void>): Subscription {
    let position = after;
    let open = true;
    const loop = (async () => {
      while (open) {
        const batch = await this.readAll(position, SUBSCRIBE_BATCH).catch(() => []);
        if (batch.length > 0 && open) {
          await onEvents(batch);
          position = batch[batch.length - 1].position;
        } else if (open) {
          await this.feed.waitForAppend(POLL_INTERVAL_MS);
        }
      }
    })();
    loop.catch(() => undefined); // a failing onEvents ends the subscription; close() reports it
    return {
      close: async () => {
        open = false;
        this.feed.signal();
        await loop;
      },
    };
  }

  async close(): Promise<void> {
    await this.feed.close();
    await this.client.dispose();
  }
}
