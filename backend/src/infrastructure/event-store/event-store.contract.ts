import { randomUUID } from 'node:crypto';
import { type EventStore, type NewEvent, START_OF_LOG, StreamVersionConflict, comparePositions } from './event-store.port';
import { describeEventShapeContract } from './event-store-shape.contract';
import { describeLeanReadsContract } from './event-store-lean-reads.contract';
import { type SlowWriter, describeTypedReadContract } from './event-store-typed-read.contract';

/**
 * The behaviour every event store adapter must have (docs/architecture/event-store.md, Testing both). Each adapter's
 * `*.int.spec.ts` calls this with a factory that gives a store; the log need not be empty (a real
 * KurrentDB server keeps what earlier runs wrote), so reads of the global log start at its head.
 */
export function describeEventStoreContract(adapter: string, open: () => Promise<{ store: EventStore; slowWriter: SlowWriter; close(): Promise<void> }>): void {
  describe(`event store contract: ${adapter}`, () => {
    let store: EventStore;
    let slowWriter: SlowWriter;
    let close: () => Promise<void>;

    beforeEach(async () => {
      ({ store, slowWriter, close } = await open());
    });
    afterEach(async () => close());

    describeTypedReadContract(() => ({ store, slowWriter }), (type) => event(type));
    describeLeanReadsContract(() => ({ store, slowWriter }), event);
    describeEventShapeContract(() => ({ store }), (type) => event(type));

    describe('append', () => {
      it('creates a stream at version 0 and numbers its events from 1', async () => {
        const stream = `order-${randomUUID()}`;
        const result = await store.append(stream, [event('Placed'), event('Paid')], 0);
        expect(result).toMatchObject({ nextVersion: 2, duplicate: false });
        const stored = await store.readStream(stream);
        expect(stored.map((e) => [e.type, e.streamPosition])).toEqual([['Placed', 1], ['Paid', 2]]);
      });

      it('appends at the expected version and refuses a stale one with the actual version', async () => {
        const stream = `order-${randomUUID()}`;
        await store.append(stream, [event('Placed')], 0);
        await store.append(stream, [event('Paid')], 1);
        const stale = store.append(stream, [event('Shipped')], 1);
        await expect(stale).rejects.toBeInstanceOf(StreamVersionConflict);
        await expect(stale).rejects.toMatchObject({ streamId: stream, expected: 1, actual: 2 });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('refuses to create a stream that already exists', async () => {
        const stream = `order-${randomUUID()}`;
        await store.append(stream, [event('Placed')], 0);
        await expect(store.append(stream, [event('Placed')], 0)).rejects.toBeInstanceOf(StreamVersionConflict);
      });

      it("refuses an expected version on a stream that does not exist", async () => {
        await expect(store.append(`order-${randomUUID()}`, [event('Paid')], 3)).rejects.toMatchObject({ actual: 0 });
      });

      it("skips the check with 'any'", async () => {
        const stream = `order-${randomUUID()}`;
        await store.append(stream, [event('Placed')], 'any');
        const result = await store.append(stream, [event('Noted')], 'any');
        expect(result.nextVersion).toBe(2);
      });

      it('stores an event id once: a replayed append is a no-op that reports the stored position', async () => {
        const stream = `order-${randomUUID()}`;
        const placed = event('Placed');
        const first = await store.append(stream, [placed], 0);
        const replay = await store.append(stream, [placed], 0);
        expect(replay).toEqual({ ...first, duplicate: true });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('lets exactly one of many concurrent writers at the same version win', async () => {
        const stream = `order-${randomUUID()}`;
        await store.append(stream, [event('Placed')], 0);
        const attempts = await Promise.allSettled(Array.from({ length: 10 }, () => store.append(stream, [event('Paid')], 1)));
        expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
        const losers = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
        expect(losers.every((a) => a.reason instanceof StreamVersionConflict)).toBe(true);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('keeps data and metadata exactly as given', async () => {
        const stream = `order-${randomUUID()}`;
        const placed = event('Placed', { amountCents: 12_345, note: 'ünïcødé ✓', nested: { list: [1, 2] } });
        await store.append(stream, [placed], 0);
        const [stored] = await store.readStream(stream);
        expect(stored).toMatchObject({ eventId: placed.eventId, data: placed.data, metadata: placed.metadata, schemaVersion: 1 });
        expect(stored.recordedAt).toBeInstanceOf(Date);
      });
    });

    describe('readAll', () => {
      it('returns every committed event once, in order, from a position, in pages', async () => {
        const from = await store.readHead();
        const stream = `order-${randomUUID()}`;
        await store.append(stream, [event('A'), event('B'), event('C')], 0);
        await store.append(`other-${randomUUID()}`, [event('D')], 0);
        const firstPage = await store.readAll(from, 2);
        const rest = await store.readAll(firstPage[1].position, 100);
        expect([...firstPage, ...rest].map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
        const positions = [...firstPage, ...rest].map((e) => e.position);
        expect([...positions].sort(comparePositions)).toEqual(positions);
        expect(new Set(positions).size).toBe(4);
      });

      it('returns nothing after the last event, and the head is that event', async () => {
        const from = await store.readHead();
        const { checkpoint } = await store.append(`order-${randomUUID()}`, [event('A'), event('B')], 0);
        const all = await store.readAll(from, 100);
        expect(all.map((e) => e.type)).toEqual(['A', 'B']);
        expect(all[1].position).toBe(checkpoint);
        expect(await store.readHead()).toBe(checkpoint);
        expect(await store.readAll(checkpoint, 100)).toEqual([]);
      });

      it('gives a head at or after an event committed while a slower writer is still open', async () => {
        // Read-your-writes waits for a reader to pass the head (projection-waiter.ts): a head held
        // back by someone else's open transaction would let that wait end before this event is read.
        const held = await slowWriter(`order-${randomUUID()}`, [event('Slow')]);
        const { checkpoint } = await store.append(`order-${randomUUID()}`, [event('Fast')], 0);
        expect(comparePositions(await store.readHead(), checkpoint)).toBeGreaterThanOrEqual(0);
        await held.commit();
        expect(comparePositions(await store.readHead(), checkpoint)).toBeGreaterThanOrEqual(0);
      });

      it('places every position after the start of the log', async () => {
        const { checkpoint } = await store.append(`order-${randomUUID()}`, [event('A')], 0);
        expect(comparePositions(START_OF_LOG, checkpoint)).toBeLessThan(0);
        const [first] = await store.readAll(START_OF_LOG, 1);
        expect(comparePositions(START_OF_LOG, first.position)).toBeLessThan(0);
      });

      it('carries the metadata and the stream position through the global log', async () => {
        const from = await store.readHead();
        const stream = `order-${randomUUID()}`;
        const paid = event('Paid', { amountCents: 1 });
        await store.append(stream, [event('Placed'), paid], 0);
        const [, stored] = await store.readAll(from, 10);
        expect(stored).toMatchObject({ eventId: paid.eventId, streamId: stream, streamPosition: 2, metadata: paid.metadata, data: { amountCents: 1 } });
      });
    });

    describe('subscribe', () => {
      it('delivers events appended before and after it started, in order, one batch at a time', async () => {
        const from = await store.readHead();
        await store.append(`order-${randomUUID()}`, [event('Before')], 0);
        const seen: string[] = [];
        let inFlight = 0;
        let overlapped = false;
        const subscription = store.subscribe(from, async (batch) => {
          inFlight += 1;
          overlapped ||= inFlight > 1;
          seen.push(...batch.map((e) => e.type));
          await new Promise((r) => setTimeout(r, 5));
          inFlight -= 1;
        });
        for (let i = 0; i < 5; i++) await store.append(`order-${randomUUID()}`, [event(`After${i}`)], 0);
        await waitUntil(() => seen.length === 6);
        await subscription.close();
        expect(seen).toEqual(['Before', 'After0', 'After1', 'After2', 'After3', 'After4']);
        expect(overlapped).toBe(false);
      });

      it('delivers an append that woke nobody at the next poll', async () => {
        const seen: string[] = [];
        const subscription = store.subscribe(await store.readHead(), async (batch) => void seen.push(...batch.map((e) => e.type)));
        await store.append(`order-${randomUUID()}`, [event('Quiet')], 0, { wake: false });
        await waitUntil(() => seen.includes('Quiet'));
        await subscription.close();
      });

      it('tells onAppend listeners about an append that wakes, until they unsubscribe', async () => {
        let calls = 0;
        const unsubscribe = store.onAppend(() => (calls += 1));
        await store.append(`order-${randomUUID()}`, [event('Loud')], 0);
        await waitUntil(() => calls > 0);
        unsubscribe();
        const before = calls;
        await store.append(`order-${randomUUID()}`, [event('Unheard')], 0);
        await new Promise((r) => setTimeout(r, 50));
        expect(calls).toBe(before);
      });
    });

    describe('readStreams', () => {
      it('reads several whole streams at once, each in order, and a missing one as empty', async () => {
        const [a, b, missing] = [`order-${randomUUID()}`, `order-${randomUUID()}`, `order-${randomUUID()}`];
        await store.append(a, [event('Placed'), event('Paid')], 0);
        await store.append(b, [event('Placed')], 0);
        await store.append(a, [event('Shipped')], 2);
        const streams = await store.readStreams([a, b, missing]);
        expect([...streams.keys()].sort()).toEqual([a, b, missing].sort());
        expect(streams.get(a)?.map((e) => [e.type, e.streamPosition])).toEqual([['Placed', 1], ['Paid', 2], ['Shipped', 3]]);
        expect(streams.get(b)?.map((e) => e.type)).toEqual(['Placed']);
        expect(streams.get(missing)).toEqual([]);
      });

      it('gives each stream exactly what readStream gives', async () => {
        const stream = `order-${randomUUID()}`;
        await store.append(stream, [event('Placed', { cents: 125 }), event('Paid')], 0);
        const [alone, batch] = await Promise.all([store.readStream(stream), store.readStreams([stream])]);
        expect(batch.get(stream)).toEqual(alone);
      });

      it('answers an empty list with an empty map', async () => {
        expect((await store.readStreams([])).size).toBe(0);
      });
    });
  });
}

export function event(type: string, data: Record<string, unknown> = {}): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: { correlationId: randomUUID(), causationId: null, actor: 'system', occurredAt: new Date().toISOString() },
  };
}

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
