import type { Pool } from 'pg';
import type { Decider } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/domain-error';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase, openTestPool } from '../../test-support/test-database';
import { type CommandContext, decideAndAppend, decideAndAppendNew } from './event-sourced-command';

type TabEvent = { type: 'TabOpened' } | { type: 'AmountAdded'; cents: number };
type TabCommand = { type: 'OpenTab' } | { type: 'AddAmount'; cents: number };
type TabState = { open: boolean; totalCents: number };

const tab: Decider<TabCommand, TabEvent, TabState> = {
  initialState: { open: false, totalCents: 0 },
  evolve: (s, e) => (e.type === 'TabOpened' ? { ...s, open: true } : { ...s, totalCents: s.totalCents + e.cents }),
  decide: (c, s) => {
    if (c.type === 'OpenTab') {
      if (s.open) throw new DomainError('TabAlreadyOpen', 'conflict', 'The tab is already open.');
      return [{ type: 'TabOpened' }];
    }
    if (!s.open) throw new DomainError('TabNotOpen', 'conflict', 'Open the tab first.');
    return [{ type: 'AmountAdded', cents: c.cents }];
  },
};

const context: CommandContext = { correlationId: 'req-1', actor: { userId: 'u1', role: 'merchant' }, now: new Date('2026-05-01T12:00:00Z') };

// One database for the file: every case writes streams of its own.
let db: TestDatabase;
let pool: Pool;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = openTestPool(db.url, 12);
  store = new PostgresEventStore(pool, new EventNotifications(db.url));
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

describe('load, decide, append', () => {
  it('appends what the decider decides, with the request metadata, and returns the new state', async () => {
    await decideAndAppend(store, 'tab-a', tab, { type: 'OpenTab' }, context);
    const result = await decideAndAppend(store, 'tab-a', tab, { type: 'AddAmount', cents: 125 }, context);
    expect(result.state).toEqual({ open: true, totalCents: 125 });
    const [, added] = await store.readStream('tab-a');
    expect(added).toMatchObject({ type: 'AmountAdded', data: { cents: 125 }, metadata: { correlationId: 'req-1', actor: context.actor, occurredAt: '2026-05-01T12:00:00.000Z' } });
  });

  it('lets exactly one of many concurrent deciders win a one-time decision; the others see the rule', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 10 }, () => decideAndAppend(store, 'tab-b', tab, { type: 'OpenTab' }, context)));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refused.every((a) => a.reason instanceof DomainError && a.reason.code === 'TabAlreadyOpen')).toBe(true);
    expect(await store.readStream('tab-b')).toHaveLength(1);
  });

  it('retries concurrent additive commands on version conflicts so none is lost', async () => {
    await decideAndAppend(store, 'tab-c', tab, { type: 'OpenTab' }, context);
    await Promise.all(Array.from({ length: 4 }, (_, i) => decideAndAppend(store, 'tab-c', tab, { type: 'AddAmount', cents: i + 1 }, context, 20)));
    const events = await store.readStream('tab-c');
    expect(events).toHaveLength(5);
    expect(events.map((e) => e.streamPosition)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('decide and append on a stream just named', () => {
  it('appends the decision on the initial state without reading the stream first', async () => {
    const reads = jest.spyOn(store, 'readStream');
    const result = await decideAndAppendNew(store, 'tab-new-a', tab, { type: 'OpenTab' }, context);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(result.state).toEqual({ open: true, totalCents: 0 });
    expect(result.checkpoint).not.toBeNull();
    expect((await store.readStream('tab-new-a')).map((e) => e.type)).toEqual(['TabOpened']);
  });

  it('refuses as decideAndAppend would when the stream is still empty', async () => {
    await expect(decideAndAppendNew(store, 'tab-new-c', tab, { type: 'AddAmount', cents: 1 }, context)).rejects.toMatchObject({ code: 'TabNotOpen' });
    expect(await store.readStream('tab-new-c')).toEqual([]);
  });

  it('decides from the history when the stream exists after all, so its rules still hold', async () => {
    await decideAndAppend(store, 'tab-new-b', tab, { type: 'OpenTab' }, context);
    await expect(decideAndAppendNew(store, 'tab-new-b', tab, { type: 'OpenTab' }, context)).rejects.toMatchObject({ code: 'TabAlreadyOpen' });
    // On the initial state the tab is closed and the decider refuses; the stream says it is open.
    const added = await decideAndAppendNew(store, 'tab-new-b', tab, { type: 'AddAmount', cents: 7 }, context);
    expect(added.state).toEqual({ open: true, totalCents: 7 });
    expect(await store.readStream('tab-new-b')).toHaveLength(2);
  });
});
