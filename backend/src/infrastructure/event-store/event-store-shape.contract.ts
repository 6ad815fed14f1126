import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from './event-store.port';

/** A stored event's fields, as the port declares them (event-store.port.ts). */
const EVENT_FIELDS = ['data', 'eventId', 'metadata', 'position', 'recordedAt', 'schemaVersion', 'streamId', 'streamPosition', 'type'];

/**
 * Every read hands back the port's fields and nothing else, with the port's types: an adapter may
 * return its rows as the events when the query names its columns as the port's fields (the
 * PostgreSQL adapter does), so a column of the query's own must never reach a caller. Part of the
 * event store contract (event-store.contract.ts).
 */
export function describeEventShapeContract(context: () => { store: EventStore }, event: (type: string) => NewEvent): void {
  describe('the events a read hands back', () => {
    it('have exactly the port fields, with their types, from every kind of read', async () => {
      const { store } = context();
      const from = await store.readHead();
      const stream = `order-${randomUUID()}`;
      await store.append(stream, [event('Shaped'), event('Other')], 0);
      const reads = {
        readAll: await store.readAll(from, 10),
        readAllRawData: await store.readAllRawData(from, 10),
        readAllOfTypes: (await store.readAllOfTypes(from, ['Shaped'], 10)).events,
        readStream: await store.readStream(stream),
        readStreams: (await store.readStreams([stream])).get(stream)!,
      };
      for (const [read, events] of Object.entries(reads)) {
        expect({ read, count: events.length > 0 }).toEqual({ read, count: true });
        for (const e of events) {
          expect({ read, fields: Object.keys(e).sort() }).toEqual({ read, fields: EVENT_FIELDS });
          expect(typeof e.streamPosition).toBe('number');
          expect(e.recordedAt).toBeInstanceOf(Date);
          expect(e.metadata).toEqual(expect.objectContaining({ correlationId: expect.any(String) }));
        }
      }
      const headers = await store.readAllHeaders(from, 10);
      expect(headers.map((h) => Object.keys(h).sort())).toEqual(headers.map(() => EVENT_FIELDS.filter((f) => f !== 'data')));
      expect(headers.map((h) => h.position)).toEqual(reads.readAll.map((e) => e.position));
    });
  });
}
