import { type AppendOutcome, eventsAppended, eventStoreAppends } from '../metrics/metrics.registry';
import {
  type AppendOptions,
  type AppendResult,
  type EventHeader,
  type EventStore,
  type ExpectedVersion,
  type LogPage,
  type LogPosition,
  type NewEvent,
  type RawDataEvent,
  type StoredEvent,
  StreamVersionConflict,
  type Subscription,
} from './event-store.port';

/**
 * The event store port, counting appends by outcome for `/metrics`; everything else passes
 * through. Wraps whichever adapter open-event-store.ts opened, so both engines are counted the same
 * way and neither adapter knows about metrics. A counter increment is all an append pays.
 */
export class MeteredEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly engine: 'postgres' | 'kurrentdb',
  ) {}

  async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion, options?: AppendOptions): Promise<AppendResult> {
    let outcome: AppendOutcome = 'error';
    try {
      const result = await this.inner.append(streamId, events, expectedVersion, options);
      outcome = result.duplicate ? 'duplicate' : 'appended';
      if (!result.duplicate) eventsAppended.inc({ engine: this.engine }, events.length);
      return result;
    } catch (error) {
      if (error instanceof StreamVersionConflict) outcome = 'conflict';
      throw error;
    } finally {
      eventStoreAppends.inc({ engine: this.engine, outcome });
    }
  }

  readStream(streamId: string): Promise<StoredEvent[]> {
    return this.inner.readStream(streamId);
  }

  readStreams(streamIds: readonly string[]): Promise<Map<string, StoredEvent[]>> {
    return this.inner.readStreams(streamIds);
  }

  readAll(after: LogPosition, limit: number): Promise<StoredEvent[]> {
    return this.inner.readAll(after, limit);
  }

  readAllHeaders(after: LogPosition, limit: number): Promise<EventHeader[]> {
    return this.inner.readAllHeaders(after, limit);
  }

  readAllRawData(after: LogPosition, limit: number): Promise<RawDataEvent[]> {
    return this.inner.readAllRawData(after, limit);
  }

  readAllOfTypes(after: LogPosition, types: readonly string[], limit: number): Promise<LogPage> {
    return this.inner.readAllOfTypes(after, types, limit);
  }

  readHead(): Promise<LogPosition> {
    return this.inner.readHead();
  }

  subscribe(after: LogPosition, onEvents: (events: StoredEvent[]) => Promise<void>): Subscription {
    return this.inner.subscribe(after, onEvents);
  }

  onAppend(listener: () => void): () => void {
    return this.inner.onAppend(listener);
  }
}
