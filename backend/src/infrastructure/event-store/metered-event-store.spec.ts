import { metricsRegistry } from '../metrics/metrics.registry';
import { type AppendResult, type EventStore, EventStoreUnavailable, type LogPosition, type NewEvent, START_OF_LOG, StreamVersionConflict } from './event-store.port';
import { MeteredEventStore } from './metered-event-store';

function event(): NewEvent {
  return { eventId: crypto.randomUUID(), type: 'Noted', data: {}, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: new Date(0).toISOString() } };
}

/** An adapter whose next append answers `next` (a result, or an error to throw). */
function fakeStore(next: { current: AppendResult | Error }): EventStore {
  return {
    append: async () => {
      if (next.current instanceof Error) throw next.current;
      return next.current;
    },
    readStream: async () => [],
    readStreams: async () => new Map(),
    readAll: async () => [],
    readAllHeaders: async () => [],
    readAllRawData: async () => [],
    readAllOfTypes: async (after, types, limit) => ({ events: [], through: `${after}|${types.join(',')}|${limit}` as LogPosition }),
    readHead: async () => START_OF_LOG,
    subscribe: () => ({ close: async () => undefined }),
    onAppend: () => () => undefined,
  };
}

async function appends(outcome: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('leadledger_event_store_appends_total')!.get();
  return metric.values.find((v) => v.labels.engine === 'kurrentdb' && v.labels.outcome === outcome)?.value ?? 0;
}

async function eventsWritten(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('leadledger_event_store_events_appended_total')!.get();
  return metric.values.find((v) => v.labels.engine === 'kurrentdb')?.value ?? 0;
}

describe('MeteredEventStore', () => {
  const next: { current: AppendResult | Error } = { current: { nextVersion: 2, checkpoint: START_OF_LOG, duplicate: false } };
  const store = new MeteredEventStore(fakeStore(next), 'kurrentdb');

  it('counts an append that wrote its events, and the events', async () => {
    const [before, written] = [await appends('appended'), await eventsWritten()];
    next.current = { nextVersion: 2, checkpoint: START_OF_LOG, duplicate: false };
    await expect(store.append('note-1', [event(), event()], 0)).resolves.toEqual(next.current);
    expect(await appends('appended')).toBe(before + 1);
    expect(await eventsWritten()).toBe(written + 2);
  });

  it('counts a replay of stored event ids as a duplicate, writing no events', async () => {
    const [before, written] = [await appends('duplicate'), await eventsWritten()];
    next.current = { nextVersion: 2, checkpoint: START_OF_LOG, duplicate: true };
    await store.append('note-1', [event()], 'any');
    expect(await appends('duplicate')).toBe(before + 1);
    expect(await eventsWritten()).toBe(written);
  });

  it('passes a typed read of the log through with its arguments', async () => {
    await expect(store.readAllOfTypes(START_OF_LOG, ['A', 'B'], 7)).resolves.toEqual({ events: [], through: '|A,B|7' });
  });

  it('counts a version conflict and an unreachable store apart, and still throws them', async () => {
    const [conflicts, errors] = [await appends('conflict'), await appends('error')];
    next.current = new StreamVersionConflict('note-1', 0, 2);
    await expect(store.append('note-1', [event()], 0)).rejects.toBeInstanceOf(StreamVersionConflict);
    next.current = new EventStoreUnavailable(new Error('down'));
    await expect(store.append('note-1', [event()], 2)).rejects.toBeInstanceOf(EventStoreUnavailable);
    expect(await appends('conflict')).toBe(conflicts + 1);
    expect(await appends('error')).toBe(errors + 1);
  });
});
