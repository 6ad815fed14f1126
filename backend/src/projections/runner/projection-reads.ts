import type { EventStore, LogPage, LogPosition, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from './projection';

type EventTypes = Projection['eventTypes'];

/**
 * The next page of the log for read models that act on `types`: the types they list through the
 * store's typed read, so the events they ignore stay in the store (docs/operations/benchmarks.md,
 * Rebuild); the whole log when one of them needs every event, without the events' data when
 * `withoutData` (a rebuild of a read model that needs none).
 */
export async function readPage(store: EventStore, types: EventTypes, after: LogPosition, limit: number, withoutData = false): Promise<LogPage & { full: boolean }> {
  if (types === 'every') {
    // Without data only for a read model that declared it (Projection.withoutData): its methods take
    // EventHeader, which every StoredEvent is, so these headers reach nothing that reads `data`.
    const events = withoutData ? ((await store.readAllHeaders(after, limit)) as StoredEvent[]) : await store.readAll(after, limit);
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
