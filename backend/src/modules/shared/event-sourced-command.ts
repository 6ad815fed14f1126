import { randomUUID } from 'node:crypto';
import type { Decider } from '../../domain/shared/decider';
import {
  type Actor,
  type EventStore,
  type LogPosition,
  type NewEvent,
  type StoredEvent,
  StreamVersionConflict,
} from '../../infrastructure/event-store/event-store.port';

export interface CommandContext {
  correlationId: string;
  actor: Actor;
  now: Date;
}

export interface Decided<Event, State> {
  /** The events this command appended (empty when the decider had nothing to add). */
  events: Event[];
  state: State;
  /** Where the last new event sits; null when nothing was appended. */
  checkpoint: LogPosition | null;
}

/** Stored events back into the domain's discriminated union: `{ type, ...data }`. */
export function toDomainEvent<Event extends { type: string }>(stored: StoredEvent): Event {
  return { ...(stored.data as object), type: stored.type } as Event;
}

/** Domain events as the store takes them: `type` apart, the rest as data, the request's metadata. */
export function toNewEvents<Event extends { type: string }>(events: Event[], context: CommandContext): NewEvent[] {
  return events.map(({ type, ...data }) => ({
    eventId: randomUUID(),
    type,
    data,
    metadata: { correlationId: context.correlationId, causationId: null, actor: context.actor, occurredAt: context.now.toISOString() },
  }));
}

/**
 * A command handler's whole job (docs/architecture/overview.md, Events and streams): load the stream, fold it, decide, append at
 * the version that was read. If another writer got there first, reload and decide again (the
 * decision may now be a refusal), at most `maxAttempts` times.
 */
export async function decideAndAppend<Command, Event extends { type: string }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  maxAttempts = 5,
): Promise<Decided<Event, State>> {
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(streamId);
    let state = history.map((e) => toDomainEvent<Event>(e)).reduce(decider.evolve, decider.initialState);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, checkpoint: null };
    try {
      const result = await store.append(streamId, toNewEvents(events, context), history.length);
      state = events.reduce(decider.evolve, state);
      return { events, state, checkpoint: result.checkpoint };
    } catch (error) {
      if (!(error instanceof StreamVersionConflict) || attempt >= maxAttempts) throw error;
    }
  }
}

/**
 * For a stream whose id the command has just made (a random call id): nothing can be in it yet,
 * so the decision is made on the initial state and appended expecting no stream, sparing the read
 * of an empty stream (one round trip of a booking, npm run bench). Should the stream exist after
 * all (the append conflicts), or the decider refuse on the initial state, the answer is
 * `decideAndAppend`'s, from the stream's history.
 */
export async function decideAndAppendNew<Command, Event extends { type: string }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
): Promise<Decided<Event, State>> {
  let events: Event[];
  try {
    events = decider.decide(command, decider.initialState);
  } catch {
    return decideAndAppend(store, streamId, decider, command, context);
  }
  if (events.length === 0) return decideAndAppend(store, streamId, decider, command, context);
  try {
    const result = await store.append(streamId, toNewEvents(events, context), 0);
    return { events, state: events.reduce(decider.evolve, decider.initialState), checkpoint: result.checkpoint };
  } catch (error) {
    if (!(error instanceof StreamVersionConflict)) throw error;
    return decideAndAppend(store, streamId, decider, command, context);
  }
}
