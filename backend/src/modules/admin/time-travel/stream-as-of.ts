import type { AsOfEvent } from '@leadledger/contracts/admin-time-travel';
import { asDomainEvent } from '../../../domain/shared/stream-reader';
import type { StoredEvent } from '../../../infrastructure/event-store/event-store.port';

/**
 * A stream's events that had occurred by `at` (their metadata's occurredAt, the business time
 * commands carry). The stream's order is the order its decider saw them, so the fold takes the
 * prefix up to the first later event: were two instances' clocks a little apart, a later event
 * stamped earlier is never folded without the ones it came after.
 */
export function eventsUpTo(stream: readonly StoredEvent[], at: Date): StoredEvent[] {
  const later = stream.findIndex((e) => Date.parse(e.metadata.occurredAt) > at.getTime());
  return later === -1 ? [...stream] : stream.slice(0, later);
}

/** The state after these events, folded by the aggregate's own `evolve` (its decider, CONVENTIONS 2). */
export function foldEvents<Event extends { type: string }, State>(events: readonly StoredEvent[], initialState: State, evolve: (state: State, event: Event) => State): State {
  return events.reduce((state, e) => evolve(state, asDomainEvent<Event>(e)), initialState);
}

/** An event as the as-of views list it; `amountCents` from its data when it moved money. */
export function asOfEvent(e: StoredEvent): AsOfEvent {
  const amount = (e.data as { amountCents?: unknown }).amountCents;
  return { eventId: e.eventId, type: e.type, occurredAt: new Date(e.metadata.occurredAt).toISOString(), streamId: e.streamId, amountCents: typeof amount === 'number' ? amount : null };
}

/** Newest first, as the console lists history. */
export const newestFirst = (events: readonly StoredEvent[]): AsOfEvent[] => events.map(asOfEvent).reverse();
