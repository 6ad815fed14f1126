import type { EventStore, LogPage, LogPosition, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from './projection';

type EventTypes = Projection['eventTypes'];

/** How a read hands over the events' data: parsed, as JSON text, or not at all. */
export type DataAs = 'parsed' | 'text' | 'none';

/** What a rebuild of `projection` reads the data as (Projection.withoutData, Projection.rawData). */
export function dataFor(projection: Projection): DataAs {
  // Only the whole log is read without data or with it as text: a typed read always parses it.
  if ((projection.withoutData || projection.rawData) && projection.eventTypes !== 'every') throw new Error(`${projection.name}: withoutData and rawData need eventTypes 'every'`);
  return projection.withoutData ? 'none' : projection.rawData ? 'text' : 'parsed';
}

/**
 * The next page of the log for read models that act on `types`: the types they list through the
 * store's typed read, so the events they ignore stay in the store (docs/operations/benchmarks.md,
 * Rebuild); the whole log when one of them needs every event, without the events' data or with
 * it as JSON text when `data` says so (a rebuild of a read model that declared it, dataFor).
 */
export async function readPage(store: EventStore, types: EventTypes, after: LogPosition, limit: number, data: DataAs = 'parsed'): Promise<LogPage & { full: boolean }> {
  if (types === 'every') {
    // Without data, or with it as text, only for a read model that declared it (Projection.withoutData,
    // Projection.rawData): its rebuild's methods take EventHeader or RawDataEvent, so nothing reads `data` as parsed.
    const events = data === 'none' ? ((await store.readAllHeaders(after, limit)) as StoredEvent[]) : data === 'text' ? ((await store.readAllRawData(after, limit)) as unknown as StoredEvent[]) : await store.readAll(after, limit);
    return { events, through: events.length > 0 ? events[events.length - 1].position : after, full: events.length === limit };
  }
  const page = await store.readAllOfTypes(after, types, limit);
  // A typed read may stop looking before `limit` matches: more may wait until `through` stops moving.
  return { ...page, full: page.through !== after };
}

/** What several read models reading together must ask for: 'every' if one needs it, else all their types. */
export function unionOfTypes(all: readonly EventTypes[]): EventTypes {
  if (all.some((types) => types === 'every')) return 'every';
  return [...new Set(all.flatMap((types) => (types === 'every' ? [] : types)))];
}

/** One read model's share of a page read for several: only its types, and the same `through`. */
export function pageFor(types: EventTypes, page: LogPage): LogPage {
  if (types === 'every') return page;
  const wanted = new Set(types);
  return { events: page.events.filter((e: StoredEvent) => wanted.has(e.type)), through: page.through };
}
