import { END, excludeSystemEvents, KurrentDBClient, START, type ResolvedEvent } from '@kurrent/kurrentdb-client';
import { openSubscriptionCount } from './kurrentdb-local.server';
import { event, streamName, typesOf, useLocalKurrentDb } from './kurrentdb-local.spec-fixtures';

type Subscription = ReturnType<KurrentDBClient['subscribeToAll']> | ReturnType<KurrentDBClient['subscribeToStream']>;

/** Resolves with the next `count` events the subscription delivers that `keep` accepts. */
function nextEvents(subscription: Subscription, count: number, keep: (e: ResolvedEvent) => boolean = () => true) {
  return new Promise<ResolvedEvent[]>((resolve, reject) => {
    const seen: ResolvedEvent[] = [];
    const timer = setTimeout(() => done(new Error(`only ${seen.length} of ${count} events arrived`)), 5000);
    const onData = (resolved: ResolvedEvent) => {
      if (keep(resolved)) seen.push(resolved);
      if (seen.length >= count) done(null);
    };
    const done = (error: Error | null) => {
      clearTimeout(timer);
      subscription.off('data', onData);
      if (error) reject(error);
      else resolve(seen);
    };
    subscription.on('data', onData);
    subscription.once('error', done);
  });
}

const caughtUp = (subscription: Subscription) => new Promise((resolve) => subscription.once('caughtUp', resolve));

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}

describe('kurrentdb-local subscriptions, through the real client', () => {
  const db = useLocalKurrentDb();
  // Every test cancels what it opened; the server must then let go of it (no leaked listeners).
  afterEach(() => waitUntil(() => openSubscriptionCount(db.server()) === 0));

  it('subscribeToAll from the start sends the history, then caught-up, then live events, until cancelled', async () => {
    const stream = streamName();
    await db.client().appendToStream(stream, [event('Old1', {}), event('Old2', {})]);
    const subscription = db.client().subscribeToAll({ fromPosition: START });
    const confirmed = new Promise((resolve) => subscription.once('confirmation', resolve));
    const history = nextEvents(subscription, 2, (e) => e.event!.streamId === stream);
    const wentLive = caughtUp(subscription);

    await confirmed;
    expect(typesOf(await history)).toEqual(['Old1', 'Old2']);
    await wentLive;
    const fresh = nextEvents(subscription, 1, (e) => e.event!.streamId === stream);
    await db.client().appendToStream(stream, event('New', {}));
    const [live] = await fresh;
    expect(live.event!.type).toBe('New');
    // Subscriptions decode `created` (ticks) to the millisecond.
    expect(Math.abs(live.event!.created.getTime() - Date.now())).toBeLessThan(5000);
    expect(openSubscriptionCount(db.server())).toBe(1);

    await subscription.unsubscribe();
  });

  it('subscribeToAll includes system events unless a filter excludes them on the server', async () => {
    const everything = db.client().subscribeToAll({ fromPosition: START });
    const [first] = await nextEvents(everything, 1);
    expect(first.event!.streamId.startsWith('$')).toBe(true);
    await everything.unsubscribe();

    const checkpoints: bigint[] = [];
    const filtered = db.client().subscribeToAll({
      fromPosition: START,
      filter: excludeSystemEvents({ maxSearchWindow: 1, checkpointReached: async (_s, p) => void checkpoints.push(p.commit) }),
    });
    const stream = streamName();
    const mine = nextEvents(filtered, 1, (e) => e.event!.streamId === stream);
    const received: ResolvedEvent[] = [];
    filtered.on('data', (e: ResolvedEvent) => received.push(e));
    await caughtUp(filtered);
    await db.client().appendToStream(stream, event('Visible', {}));
    await mine;
    expect(received.some((e) => e.event!.type.startsWith('$'))).toBe(false);
    expect(checkpoints.length).toBeGreaterThan(0);
    await filtered.unsubscribe();
  });

  it('subscribeToAll from a position sends only what came after it', async () => {
    const stream = streamName();
    const { position } = await db.client().appendToStream(stream, event('Seen', {}));
    await db.client().appendToStream(stream, event('After', {}));
    const subscription = db.client().subscribeToAll({ fromPosition: position! });

    const [firstMine] = await nextEvents(subscription, 1, (e) => e.event!.streamId === stream);

    expect(firstMine.event!.type).toBe('After');
    await subscription.unsubscribe();
  });

  it('subscribeToAll from the end sends only new events', async () => {
    const stream = streamName();
    await db.client().appendToStream(stream, event('Before', {}));
    const subscription = db.client().subscribeToAll({ fromPosition: END });
    const next = nextEvents(subscription, 1);
    await caughtUp(subscription);

    await db.client().appendToStream(stream, event('Later', {}));

    expect(typesOf(await next)).toEqual(['Later']);
    await subscription.unsubscribe();
  });

  it('subscribeToStream sends one stream only, from after the given revision, then live', async () => {
    const stream = streamName();
    await db.client().appendToStream(stream, [event('A', {}), event('B', {}), event('C', {})]);
    const subscription = db.client().subscribeToStream(stream, { fromRevision: 0n });
    const received = nextEvents(subscription, 3);
    await caughtUp(subscription);

    await db.client().appendToStream(streamName(), event('Elsewhere', {}));
    await db.client().appendToStream(stream, event('D', {}));

    const events = await received;
    expect(typesOf(events)).toEqual(['B', 'C', 'D']);
    expect(events.map((e) => e.event!.revision)).toEqual([1n, 2n, 3n]);
    await subscription.unsubscribe();
  });

  it('subscribeToStream on a stream that does not exist yet waits for its first event', async () => {
    const stream = streamName();
    const subscription = db.client().subscribeToStream(stream, { fromRevision: START });
    const first = nextEvents(subscription, 1);
    await caughtUp(subscription);

    await db.client().appendToStream(stream, event('Born', {}));

    expect(typesOf(await first)).toEqual(['Born']);
    await subscription.unsubscribe();
  });

  it('lets go of every subscription when a client disposes, and keeps serving the others', async () => {
    const other = KurrentDBClient.connectionString(db.server().url);
    const stream = streamName();
    const leaving = other.subscribeToStream(stream);
    const staying = db.client().subscribeToStream(stream);
    await Promise.all([caughtUp(leaving), caughtUp(staying)]);
    expect(openSubscriptionCount(db.server())).toBe(2);

    await other.dispose();
    await waitUntil(() => openSubscriptionCount(db.server()) === 1);
    const next = nextEvents(staying, 1);
    await db.client().appendToStream(stream, event('StillHere', {}));
    expect(typesOf(await next)).toEqual(['StillHere']);
    await staying.unsubscribe();
  });
});
