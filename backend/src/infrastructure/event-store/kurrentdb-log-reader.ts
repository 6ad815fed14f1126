import { BACKWARDS, END, FORWARDS, START, type AllStreamResolvedEvent, type Filter, type KurrentDBClient, type Position, type ReadPosition, eventTypeFilter, excludeSystemEvents } from '@kurrent/kurrentdb-client';
import { type LogPage, type LogPosition, type StoredEvent, START_OF_LOG, comparePositions } from './event-store.port';
import { compareLogPositions, fromLogPosition, isSystemEvent, positionOf, toLogPosition, toStoredEvent } from './kurrentdb-events';

/** Events looked at per backwards page while searching for the head past system events. */
const HEAD_PAGE = 32;

/**
 * Reading `$all` for the port. The server drops events whose type starts with `$` (its regex
 * filter, so `$statsCollected` every 30 s never crosses the wire); events of `$`-streams with
 * other types are dropped here. A forward read from a position includes the event at that
 * position, and the port's `after` is exclusive, so that event is skipped. A page shorter than
 * asked means the end of the log; a full page whose events were all dropped here is followed by
 * the next page, so `limit` counts only events the caller gets.
 */
export async function readLogAfter(client: KurrentDBClient, after: LogPosition, limit: number): Promise<StoredEvent[]> {
  return (await readFiltered(client, after, limit, excludeSystemEvents())).events;
}

/**
 * `readAllOfTypes` on KurrentDB. The client's `readAll` takes an event-type filter that the server
 * applies, so the other types never cross the wire. That read answers events only, not how far
 * the server looked, so the last position of `$all` is read first: a read that reaches the end of
 * the log has looked at least that far. KurrentDB gives a position when an event commits, so
 * nothing can appear before that position later.
 */
export async function readLogOfTypesAfter(client: KurrentDBClient, after: LogPosition, types: readonly string[], limit: number): Promise<LogPage> {
  const last = await readLastPosition(client);
  const { events, atEnd } = await readFiltered(client, after, limit, eventTypeFilter({ regex: exactlyOneOf(types) }));
  if (!atEnd) return { events, through: events[events.length - 1].position };
  const candidates = [after, ...(last ? [toLogPosition(positionOf(last))] : []), ...events.map((e) => e.position)];
  return { events, through: candidates.reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b)) };
}

async function readFiltered(client: KurrentDBClient, after: LogPosition, limit: number, filter: Filter): Promise<{ events: StoredEvent[]; atEnd: boolean }> {
  const events: StoredEvent[] = [];
  let last: Position | null = after === START_OF_LOG ? null : fromLogPosition(after);
  while (events.length < limit) {
    const wanted = limit - events.length + 1;
    const page = await readPage(client, last ?? START, FORWARDS, wanted, filter);
    for (const resolved of page) {
      if (last && compareLogPositions(positionOf(resolved), last) <= 0) continue;
      if (!isSystemEvent(resolved) && events.length < limit) events.push(toStoredEvent(resolved));
    }
    if (page.length < wanted) return { events, atEnd: true };
    last = positionOf(page[page.length - 1]);
  }
  return { events, atEnd: false };
}

/** Whole type names only: a prefix filter would let `CallBooked` match `CallBookedAgain`. */
function exactlyOneOf(types: readonly string[]): string {
  return `^(?:${types.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;
}

/** The position of the last event `readLogAfter` can return, or START_OF_LOG. */
export async function readLogHead(client: KurrentDBClient): Promise<LogPosition> {
  let from: ReadPosition = END;
  for (;;) {
    const page = await readPage(client, from, BACKWARDS, HEAD_PAGE);
    const last = page.find((resolved) => !isSystemEvent(resolved));
    if (last) return toLogPosition(positionOf(last));
    if (page.length < HEAD_PAGE) return START_OF_LOG;
    from = positionOf(page[page.length - 1]);
  }
}

/** The last event of `$all`, system events included (they are committed positions too), or null. */
export async function readLastPosition(client: KurrentDBClient): Promise<AllStreamResolvedEvent | null> {
  const [last] = await collect(client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 }));
  return last ?? null;
}

function readPage(client: KurrentDBClient, from: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS, maxCount: number, filter: Filter = excludeSystemEvents()) {
  return collect(client.readAll({ fromPosition: from, direction, maxCount, filter }));
}

async function collect(events: AsyncIterable<AllStreamResolvedEvent>): Promise<AllStreamResolvedEvent[]> {
  const all: AllStreamResolvedEvent[] = [];
  for await (const resolved of events) all.push(resolved);
  return all;
}
