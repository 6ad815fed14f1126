import type { Decider } from './decider';

/**
 * All the domain needs of an event store to load an aggregate: a stream's events in order. The
 * store's port (infrastructure/event-store) satisfies it as it is, so the domain stays pure.
 */
export interface StreamReader {
  readStream(streamId: string): Promise<ReadonlyArray<{ type: string; data: unknown }>>;
}

/** A stored event back into the domain's discriminated union: `{ type, ...data }`. */
export function asDomainEvent<Event extends { type: string }>(stored: { type: string; data: unknown }): Event {
  return { ...(stored.data as object), type: stored.type } as Event;
}

/** The aggregate's state from its whole stream (docs/architecture/event-store.md). */
export async function loadAggregate<Command, Event extends { type: string }, State>(
  reader: StreamReader,
  streamId: string,
  decider: Decider<Command, Event, State>,
): Promise<State> {
  const history = await reader.readStream(streamId);
  return history.map((e) => asDomainEvent<Event>(e)).reduce(decider.evolve, decider.initialState);
}
