import type { EventLogStore, StoredEvent } from './event-log.store';
import type { ReadRequest } from './read-request.parser';

/**
 * The events a one-shot read returns, with KurrentDB's boundaries:
 * - stream, from a revision: that revision included, in either direction;
 * - `$all` forwards from a position: the event at that position included;
 * - `$all` backwards from a position: only events before it (a position marks the point just
 *   before its event, so the event itself is "after");
 * - from end forwards: nothing; from start backwards: nothing.
 * A stream with no events answers "stream not found", whatever the direction.
 */
export function selectEvents(store: EventLogStore, request: ReadRequest): readonly StoredEvent[] | 'stream-not-found' {
  const limit = request.maxCount ?? Number.MAX_SAFE_INTEGER;
  if (request.target.kind === 'stream') {
    const events = store.streamEvents(request.target.name);
    if (events.length === 0) return 'stream-not-found';
    return take(events, request, limit, (e) => BigInt(e.revision), true);
  }
  return take(store.allEvents(), request, limit, (e) => e.position, false);
}

function take(
  events: readonly StoredEvent[],
  request: ReadRequest,
  limit: number,
  keyOf: (event: StoredEvent) => bigint,
  backwardsIncludesStart: boolean,
): StoredEvent[] {
  const { from, direction, filter } = request;
  const selected: StoredEvent[] = [];
  const forwards = direction === 'forwards';
  if ((forwards && from.kind === 'end') || (!forwards && from.kind === 'start')) return selected;
  let index = forwards ? firstIndexFrom(events, from, keyOf) : lastIndexFrom(events, from, keyOf, backwardsIncludesStart);
  const step = forwards ? 1 : -1;
  for (; index >= 0 && index < events.length && selected.length < limit; index += step) {
    if (!filter || filter.matches(events[index])) selected.push(events[index]);
  }
  return selected;
}

function firstIndexFrom(events: readonly StoredEvent[], from: ReadRequest['from'], keyOf: (e: StoredEvent) => bigint): number {
  if (from.kind !== 'at') return 0;
  const index = events.findIndex((e) => keyOf(e) >= from.value);
  return index < 0 ? events.length : index;
}

function lastIndexFrom(
  events: readonly StoredEvent[],
  from: ReadRequest['from'],
  keyOf: (e: StoredEvent) => bigint,
  inclusive: boolean,
): number {
  if (from.kind !== 'at') return events.length - 1;
  for (let i = events.length - 1; i >= 0; i--) {
    const key = keyOf(events[i]);
    if (inclusive ? key <= from.value : key < from.value) return i;
  }
  return -1;
}
