import { randomUUID } from 'node:crypto';
import { type EventStore, type LogPosition, type NewEvent, type StoredEvent, comparePositions } from './event-store.port';

/**
 * Starts an append that takes its place in the log but is not committed until `commit`. On
 * PostgreSQL that is an open transaction holding a lower position than later appends; KurrentDB
 * gives a position only when an event commits, so there the append simply happens at `commit`.
 */
export type SlowWriter = (streamId: string, events: NewEvent[]) => Promise<{ commit(): Promise<void> }>;

/** `readAllOfTypes`, part of the event store contract (event-store.contract.ts) every adapter passes. */
export function describeTypedReadContract(context: () => { store: EventStore; slowWriter: SlowWriter }, event: (type: string) => NewEvent): void {
  describe('readAllOfTypes', () => {
    const stream = () => `order-${randomUUID()}`;

    it('returns only the asked types, in log order, with their positions', async () => {
      const { store } = context();
      const from = await store.readHead();
      await store.append(stream(), [event('A'), event('B'), event('C')], 0);
      await store.append(stream(), [event('A'), event('D')], 0);
      const all = await store.readAll(from, 100);
      const page = await store.readAllOfTypes(from, ['A', 'C'], 100);
      expect(page.events.map((e) => e.type)).toEqual(['A', 'C', 'A']);
      expect(page.events).toEqual(all.filter((e) => e.type === 'A' || e.type === 'C'));
      expect(comparePositions(page.through, all[4].position)).toBeGreaterThanOrEqual(0);
    });

    it('moves through past the events it left out, after the last match', async () => {
      const { store } = context();
      const from = await store.readHead();
      await store.append(stream(), [event('Wanted'), event('Other'), event('Other')], 0);
      const { checkpoint } = await store.append(stream(), [event('Other')], 0);
      const page = await store.readAllOfTypes(from, ['Wanted'], 100);
      expect(page.events.map((e) => e.type)).toEqual(['Wanted']);
      expect(comparePositions(page.through, checkpoint)).toBeGreaterThanOrEqual(0);
      expect(await store.readAll(page.through, 100)).toEqual([]);
    });

    it('moves through even when nothing matches, and returns it unchanged at the end of the log', async () => {
      const { store } = context();
      const from = await store.readHead();
      const { checkpoint } = await store.append(stream(), [event('Other'), event('Other')], 0);
      const page = await store.readAllOfTypes(from, ['Wanted'], 100);
      expect(page.events).toEqual([]);
      expect(comparePositions(page.through, checkpoint)).toBeGreaterThanOrEqual(0);
      expect(await store.readAllOfTypes(page.through, ['Wanted'], 100)).toEqual({ events: [], through: page.through });
    });

    it('pages with limit: a full page ends at its last match, the next one goes on from there', async () => {
      const { store } = context();
      const from = await store.readHead();
      for (let i = 0; i < 5; i++) await store.append(stream(), [event('Other'), event('Wanted'), event('Other')], 0);
      const first = await store.readAllOfTypes(from, ['Wanted'], 2);
      expect(first.events).toHaveLength(2);
      expect(first.through).toBe(first.events[1].position);
      const pages = await readToEnd(store, first.through, ['Wanted'], 2);
      const seen = [...first.events, ...pages];
      expect(seen.map((e) => e.type)).toEqual(Array(5).fill('Wanted'));
      expect(seen).toEqual((await store.readAll(from, 100)).filter((e) => e.type === 'Wanted'));
    });

    it('skips nothing a slower writer commits late', async () => {
      const { store, slowWriter } = context();
      const from = await store.readHead();
      const slow = event('Wanted');
      const fast = event('Wanted');
      const held = await slowWriter(stream(), [slow]);
      await store.append(stream(), [fast, event('Other')], 0);
      const before = await store.readAllOfTypes(from, ['Wanted'], 100);
      await held.commit();
      const after = await readToEnd(store, before.through, ['Wanted'], 100);
      const ids = [...before.events, ...after].map((e) => e.eventId);
      expect([...ids].sort()).toEqual([slow.eventId, fast.eventId].sort());
    });
  });
}

/** Every matching event after `from`, page by page, until `through` stops moving. */
async function readToEnd(store: EventStore, from: LogPosition, types: string[], limit: number): Promise<StoredEvent[]> {
  const seen: StoredEvent[] = [];
  let position = from;
  for (;;) {
    const page = await store.readAllOfTypes(position, types, limit);
    seen.push(...page.events);
    if (page.through === position) return seen;
    position = page.through;
  }
}
