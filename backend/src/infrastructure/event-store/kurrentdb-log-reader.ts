import { BACKWARDS, END, FORWARDS, START, type AllStreamResolvedEvent, type KurrentDBClient, type Position, type ReadPosition, excludeSystemEvents } from '@kurrent/kurrentdb-client';
import { type LogPosition, type StoredEvent, START_OF_LOG } from './event-store.port';
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
  const events: StoredEvent[] = [];
  let last: Position | null = after === START_OF_LOG ? null : fromLogPosition(after);
  while (events.length < limit) {
    const wanted = limit - events.length + 1;
    const page = await readPage(client, last ?? START, FORWARDS, wanted);
    for (const resolved of page) {
      if (last && compareLogPositions(positionOf(resolved), last) <= 0) continue;
      if (!isSystemEvent(resolved) && events.length < limit) events.push(toStoredEvent(resolved));
    }
    if (page.length < wanted) break;
    last = positionOf(page[page.length - 1]);
  }
  return events;
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

function readPage(client: KurrentDBClient, from: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS, maxCount: number) {
  return collect(client.readAll({ fromPosition: from, direction, maxCount, filter: excludeSystemEvents() }));
}

async function collect(events: AsyncIterable<AllStreamResolvedEvent>): Promise<AllStreamResolvedEvent[]> {
  const all: AllStreamResolvedEvent[] = [];
  for await (const resolved of events) all.push(resolved);
  return all;
}
