import type { Pool } from 'pg';
import { encodePosition, type LogPosition } from '../../infrastructure/event-store/event-store.port';
import type { Advance } from './projection-runner';
import { ProjectionWaiter } from './projection-waiter';

/** A checkpoint table in memory that counts the queries made of it. */
function fakeCheckpoints(initial: Record<string, LogPosition>) {
  const positions = new Map(Object.entries(initial));
  let queries = 0;
  const pool = {
    query: async (_sql: string, [names]: [string[]]) => {
      queries += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { rows: names.filter((n) => positions.has(n)).map((name) => ({ name, position: positions.get(name), events_applied: 0, updated_at: null, parked_at: null })) };
    },
  } as unknown as Pool;
  return { pool, queries: () => queries, move: (name: string, to: LogPosition) => positions.set(name, to) };
}

/** An advance signal the test fires, as the projection runner does after each commit, naming what moved. */
function advances() {
  const listeners = new Set<(advance: Advance) => void>();
  return {
    subscribe: (listener: (advance: Advance) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    fire: (moved: Advance = new Map()) => [...listeners].forEach((listener) => listener(moved)),
  };
}

const at = (n: number) => encodePosition(n, 0);

describe('ProjectionWaiter', () => {
  it('answers at once when the read models are already past the target', async () => {
    const db = fakeCheckpoints({ calls: at(5) });
    const waiter = new ProjectionWaiter(db.pool, ['calls']);
    await expect(waiter.waitFor(at(5), ['calls'])).resolves.toEqual({ caughtUp: true, lagging: [] });
  });

  it('reads the checkpoints once per advance however many requests wait, and answers each when its own event is applied', async () => {
    const db = fakeCheckpoints({ calls: at(0) });
    const signal = advances();
    const waiter = new ProjectionWaiter(db.pool, ['calls'], signal.subscribe);
    const answers: number[] = [];
    const waits = Array.from({ length: 50 }, (_, i) => waiter.waitFor(at(i + 1), ['calls'], 10_000).then((outcome) => (answers.push(i + 1), outcome)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const before = db.queries();
    for (const step of [10, 30, 50]) {
      db.move('calls', at(step));
      signal.fire();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(answers.length).toBe(step);
    }
    expect((await Promise.all(waits)).every((outcome) => outcome.caughtUp)).toBe(true);
    // Three advances: a read each (and one more at most for waits that began during a read).
    expect(db.queries() - before).toBeLessThanOrEqual(6);
  });

  it('gives up at its own deadline and names the read models still behind', async () => {
    const db = fakeCheckpoints({ calls: at(1), ledger: at(9) });
    const waiter = new ProjectionWaiter(db.pool, ['calls', 'ledger']);
    const started = Date.now();
    await expect(waiter.waitFor(at(5), ['calls', 'ledger'], 100)).resolves.toEqual({ caughtUp: false, lagging: ['calls'] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('refuses a read model it does not know', async () => {
    const waiter = new ProjectionWaiter(fakeCheckpoints({}).pool, ['calls']);
    await expect(waiter.waitFor(at(1), ['nope'])).rejects.toThrow('No such read model: nope');
  });
});

describe('ProjectionWaiter, a wait that begins while others wait', () => {
  // The loop's 25 ms pause never ends by itself here: only an advance or a new wait wakes it.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('is answered at once when its read model is already past it, not at the next advance', async () => {
    const db = fakeCheckpoints({ calls: at(3) });
    const signal = advances();
    const waiter = new ProjectionWaiter(db.pool, ['calls'], signal.subscribe);
    let slowDone = false;
    const slow = waiter.waitFor(at(9), ['calls'], 60_000).then((outcome) => ((slowDone = true), outcome));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    await expect(waiter.waitFor(at(2), ['calls'], 60_000)).resolves.toEqual({ caughtUp: true, lagging: [] });
    expect(slowDone).toBe(false);
    db.move('calls', at(9));
    signal.fire();
    await expect(slow).resolves.toEqual({ caughtUp: true, lagging: [] });
  });
});

describe('ProjectionWaiter, when the runner in this process leads', () => {
  it('answers every wait from the positions the advances name, without reading the checkpoints again', async () => {
    const db = fakeCheckpoints({ calls: at(0) });
    const signal = advances();
    const waiter = new ProjectionWaiter(db.pool, ['calls'], signal.subscribe, () => true);
    const answers: number[] = [];
    const waits = Array.from({ length: 50 }, (_, i) => waiter.waitFor(at(i + 1), ['calls'], 10_000).then((outcome) => (answers.push(i + 1), outcome)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const before = db.queries();
    for (const step of [10, 30, 50]) {
      // The table is not moved: only the advance says where the read model is.
      signal.fire(new Map([['calls', at(step)]]));
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(answers.length).toBe(step);
    }
    expect((await Promise.all(waits)).every((outcome) => outcome.caughtUp)).toBe(true);
    expect(db.queries() - before).toBe(0);
    // A later wait already passed is answered without a reading either.
    await expect(waiter.waitFor(at(40), ['calls'])).resolves.toEqual({ caughtUp: true, lagging: [] });
    expect(db.queries() - before).toBe(0);
  });

  it('still reads the checkpoints now and then, so a read model moved elsewhere or parked is seen', async () => {
    const db = fakeCheckpoints({ calls: at(0) });
    const signal = advances();
    const waiter = new ProjectionWaiter(db.pool, ['calls'], signal.subscribe, () => true);
    const wait = waiter.waitFor(at(5), ['calls'], 10_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    db.move('calls', at(5));
    const started = Date.now();
    await expect(wait).resolves.toEqual({ caughtUp: true, lagging: [] });
    // No advance came: the next reading, a quarter of a second after the first at most, answered it.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('ignores an advance of another read model', async () => {
    const db = fakeCheckpoints({ calls: at(0), ledger: at(0) });
    const signal = advances();
    const waiter = new ProjectionWaiter(db.pool, ['calls', 'ledger'], signal.subscribe, () => true);
    const wait = waiter.waitFor(at(5), ['calls', 'ledger'], 300);
    await new Promise((resolve) => setTimeout(resolve, 5));
    db.move('ledger', at(9));
    signal.fire(new Map([['ledger', at(9)]]));
    await expect(wait).resolves.toEqual({ caughtUp: false, lagging: ['calls'] });
  });
});
