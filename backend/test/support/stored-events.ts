import { comparePositions, EVENT_STORE, type EventStore, START_OF_LOG, type StoredEvent } from '../../src/infrastructure/event-store/event-store.port';
import type { TestApp } from './test-app';

/*
 * What the app stored, read the way the app reads it: through its event store's port. The
 * journeys then check the same thing whether the events live in PostgreSQL or in KurrentDB
 * (one door to the log: nothing outside the adapters reads their tables, docs/architecture/event-store.md).
 */

export const eventStoreOf = (t: TestApp): EventStore => t.app.get<EventStore>(EVENT_STORE, { strict: false });

/** One stream, oldest first ([] when it does not exist). */
export function streamEvents(t: TestApp, streamId: string): Promise<StoredEvent[]> {
  return eventStoreOf(t).readStream(streamId);
}

/** The first event of the log, if there is one. */
export async function firstEvent(t: TestApp): Promise<StoredEvent | undefined> {
  return (await eventStoreOf(t).readAll(START_OF_LOG, 1))[0];
}

/**
 * Every event whose data names this call, in log order. Only two streams hold such events
 * (docs/architecture/event-store.md): the call's own and the wallet of the affiliate it was booked for (commission
 * credits and clawbacks). Both are read whole, so an event committed a moment ago is not missed.
 */
export async function eventsAboutCall(t: TestApp, callId: string): Promise<StoredEvent[]> {
  const call = await streamEvents(t, `call-${callId}`);
  const affiliateId = call.find((e) => e.type === 'CallBooked')?.data.affiliateId;
  const wallet = typeof affiliateId === 'string' ? await streamEvents(t, `affiliate-wallet-${affiliateId}`) : [];
  return [...call, ...wallet].filter((e) => e.data.callId === callId).sort((a, b) => comparePositions(a.position, b.position));
}
