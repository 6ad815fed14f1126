import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, StoredEvent } from './event-store.port';
import type { SlowWriter } from './event-store-typed-read.contract';

/**
 * `readAllHeaders` and `readAllRawData`, part of the event store contract (event-store.contract.ts)
 * every adapter passes: `readAll` without the events' data, or with it as JSON text.
 */
export function describeLeanReadsContract(
  context: () => { store: EventStore; slowWriter: SlowWriter },
  event: (type: string, data?: Record<string, unknown>) => NewEvent,
): void {
  describe('readAllHeaders', () => {
    it('gives the events readAll gives, in the same pages and order, without their data', async () => {
      const { store, slowWriter } = context();
      const from = await store.readHead();
      const headersOf = async () => {
        const first = await store.readAllHeaders(from, 2);
        return [...first, ...(first.length === 2 ? await store.readAllHeaders(first[1].position, 100) : [])];
      };
      const withoutData = (events: StoredEvent[]) => events.map(({ data: _data, ...header }) => header);
      await store.append(`order-${randomUUID()}`, [event('A', { amountCents: 1 }), event('B')], 0);
      // What a slower writer has not committed yet is left out of both reads alike, then comes in both.
      const held = await slowWriter(`order-${randomUUID()}`, [event('Late')]);
      await store.append(`other-${randomUUID()}`, [event('C', { nested: { deep: [1, 2] } })], 0);
      const headers = await headersOf();
      expect(headers).toEqual(withoutData(await store.readAll(from, 100)));
      expect(headers.some((e) => 'data' in e)).toBe(false);
      expect(headers[0]).toMatchObject({ type: 'A', streamPosition: 1 });
      await held.commit();
      const after = await headersOf();
      expect(after).toEqual(withoutData(await store.readAll(from, 100)));
      expect(after.map((e) => e.type).sort()).toEqual(['A', 'B', 'C', 'Late']);
    });
  });

  describe('readAllRawData', () => {
    it('gives the events readAll gives, in the same pages and order, each data as JSON text of the same value', async () => {
      const { store } = context();
      const from = await store.readHead();
      await store.append(`order-${randomUUID()}`, [event('A', { amountCents: 1, note: 'tab\there, "quoted", back\\slash' }), event('B')], 0);
      await store.append(`other-${randomUUID()}`, [event('C', { nested: { deep: [1, 2, null] } })], 0);
      const first = await store.readAllRawData(from, 2);
      const raw = [...first, ...(await store.readAllRawData(first[1].position, 100))];
      const whole = await store.readAll(from, 100);
      expect(raw.every((e) => typeof e.data === 'string')).toBe(true);
      expect(raw.map((e) => ({ ...e, data: JSON.parse(e.data) as unknown }))).toEqual(whole);
    });
  });
}
