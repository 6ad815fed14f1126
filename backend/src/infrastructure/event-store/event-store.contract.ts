import { randomUUID } from 'node:crypto';
import { type EventStore, type NewEvent, START_OF_LOG, StreamVersionConflict, type StoredEvent } from './event-store.port';

/**
 * The behaviour every event store adapter must have (CONVENTIONS.md 9). Each adapter's
 * `*.int.spec.ts` calls this with a factory that gives a store over an empty log.
 */
export function describeEventStoreContract(adapter: string, open: () => Promise<{ store: EventStore; close(): Promise<void> }>): void {
  describe(`event store contract: ${adapter}`, () => {
    let store: EventStore;
    let close: () => Promise<void>;

    beforeEach(async () => {
      ({ store, close } = await open());
    });
    afterEach(async () => close());

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

    describe('readEvent', () => {
      it('finds one stored event by its id, in any stream, and nothing for an unknown id', async () => {
        const stream = `order-${randomUUID()}`;
        const placed = event('Placed', { amountCents: 500 });
        const paid = event('Paid');
        await store.append(stream, [placed, paid], 0);
        expect(await store.readEvent(paid.eventId)).toMatchObject({ eventId: paid.eventId, type: 'Paid', streamId: stream, streamPosition: 2 });
        expect(await store.readEvent(placed.eventId)).toMatchObject({ type: 'Placed', data: { amountCents: 500 } });
        expect(await store.readEvent(randomUUID())).toBeNull();
      });
    });

    describe('readAll', () => {
      it('returns every committed event once, in order, from a checkpoint, in pages', async () => {
        const stream = `order-${randomUUID()}`;
        await store.append(stream, [event('A'), event('B'), event('C')], 0);
        await store.append(`other-${randomUUID()}`, [event('D')], 0);
        const firstPage = await store.readAll(START_OF_LOG, 2);
        const rest = await store.readAll(checkpointOf(firstPage[1]), 100);
        expect([...firstPage, ...rest].map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
        const positions = [...firstPage, ...rest].map((e) => e.globalPosition);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      });

      it('returns nothing after the last event', async () => {
        await store.append(`order-${randomUUID()}`, [event('A')], 0);
        const all = await store.readAll(START_OF_LOG, 100);
        expect(await store.readAll(checkpointOf(all[all.length - 1]), 100)).toEqual([]);
      });
    });

    describe('subscribe', () => {
      it('delivers events appended before and after it started, in order, one batch at a time', async () => {
        await store.append(`order-${randomUUID()}`, [event('Before')], 0);
        const seen: string[] = [];
        let inFlight = 0;
        let overlapped = false;
        const subscription = store.subscribe(START_OF_LOG, async (batch) => {
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
        const subscription = store.subscribe(START_OF_LOG, async (batch) => void seen.push(...batch.map((e) => e.type)));
        await store.append(`order-${randomUUID()}`, [event('Quiet')], 0, { wake: false });
        await waitUntil(() => seen.includes('Quiet'));
        await subscription.close();
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

function checkpointOf(e: StoredEvent) {
  return { transactionId: e.transactionId, globalPosition: e.globalPosition };
}

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
