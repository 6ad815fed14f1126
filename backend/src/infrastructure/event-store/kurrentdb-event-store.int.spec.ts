import { randomUUID } from 'node:crypto';
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { startLocalKurrentDb, type LocalKurrentDb } from '../../../tools/kurrentdb-local/kurrentdb-local.server';
import { describeEventStoreContract, event } from './event-store.contract';
import { EventStoreUnavailable, START_OF_LOG, StreamVersionConflict } from './event-store.port';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import {
  freePort,
  readEverything,
  sleep,
  startRelay,
  startSilentServer,
  waitForFeed,
  waitUntil,
  withOption,
} from './kurrentdb-event-store.spec-fixtures';

/*
 * The contract and these checks run against a fresh local server that speaks KurrentDB's gRPC
 * protocol (tools/kurrentdb-local), or against the real KurrentDB named by EVENTSTORE_URL. The
 * connection-loss and start-up checks always use local servers: a real one cannot be stopped here.
 */
const realUrl = process.env.EVENTSTORE_URL;
const target = realUrl ? 'KurrentDB server (EVENTSTORE_URL)' : 'kurrentdb (local protocol server)';

interface Target {
  url: string;
  close(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  if (realUrl) return { url: realUrl, close: async () => undefined };
  const server = await startLocalKurrentDb();
  return { url: server.url, close: () => server.close() };
}

describeEventStoreContract(target, async () => {
  const server = await openTarget();
  const store = await KurrentDbEventStore.connect(server.url);
  return {
    store,
    // KurrentDB gives a position at commit: a late writer's event simply comes later in the log.
    slowWriter: async (stream, events) => ({ commit: async () => void (await store.append(stream, events, 0)) }),
    close: async () => {
      await store.close();
      await server.close();
    },
  };
});

describe(`KurrentDB adapter on ${target}`, () => {
  let server: Target;
  let store: KurrentDbEventStore;
  let raw: KurrentDBClient;

  beforeEach(async () => {
    server = await openTarget();
    store = await KurrentDbEventStore.connect(server.url);
    raw = KurrentDBClient.connectionString(server.url);
  });
  afterEach(async () => {
    await raw.dispose();
    await store.close();
    await server.close();
  });

  /** What KurrentDB itself writes: `$`-streams, and `$`-types (a tombstone, a link) in any stream. */
  async function appendSystemEvents(): Promise<void> {
    await raw.appendToStream(`$ll-test-${randomUUID()}`, [{ id: randomUUID(), contentType: 'application/json', type: 'Noise', data: {}, metadata: undefined }]);
    await raw.appendToStream(`order-${randomUUID()}`, [{ id: randomUUID(), contentType: 'application/json', type: '$noise', data: {}, metadata: undefined }]);
  }

  it('leaves system events out of readAll and readHead, also from the start of the log', async () => {
    const from = await store.readHead();
    const { checkpoint } = await store.append(`order-${randomUUID()}`, [event('Mine')], 0);
    await appendSystemEvents();
    expect((await store.readAll(from, 100)).map((e) => e.type)).toEqual(['Mine']);
    expect(await store.readHead()).toBe(checkpoint);
    const everything = await readEverything(store);
    expect(everything.filter((e) => e.streamId.startsWith('$') || e.type.startsWith('$'))).toEqual([]);
    expect(everything.map((e) => e.type)).toContain('Mine');
  });

  it('counts only events it returns against the limit, past a run of system events', async () => {
    const from = await store.readHead();
    await store.append(`order-${randomUUID()}`, [event('A')], 0);
    for (let i = 0; i < 3; i++) await appendSystemEvents();
    await store.append(`order-${randomUUID()}`, [event('B')], 0);
    expect((await store.readAll(from, 2)).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('leaves system events out of subscriptions', async () => {
    const seen: string[] = [];
    const subscription = store.subscribe(await store.readHead(), async (batch) => void seen.push(...batch.map((e) => e.type)));
    await appendSystemEvents();
    await store.append(`order-${randomUUID()}`, [event('Mine')], 0);
    await waitUntil(() => seen.includes('Mine'));
    await subscription.close();
    expect(seen).toEqual(['Mine']);
  });

  it('reports a replay that KurrentDB answers as a success, with any or an exact version, one event or several', async () => {
    const stream = `order-${randomUUID()}`;
    const events = [event('Placed'), event('Paid')];
    const first = await store.append(stream, events, 0);
    expect(await store.append(stream, events, 0)).toEqual({ ...first, duplicate: true });
    const noted = event('Noted');
    const third = await store.append(stream, [noted], 'any');
    expect(third).toMatchObject({ nextVersion: 3, duplicate: false });
    expect(await store.append(stream, [noted], 'any')).toEqual({ ...third, duplicate: true });
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Placed', 'Paid', 'Noted']);
  });

  it('reports a replay refused for its expected version as a duplicate, found by reading the stream back', async () => {
    const stream = `order-${randomUUID()}`;
    const placed = event('Placed');
    const first = await store.append(stream, [placed], 0);
    await store.append(stream, [event('Paid')], 1);
    await store.append(stream, [event('Shipped')], 2);
    expect(await store.append(stream, [placed], 1)).toEqual({ ...first, duplicate: true });
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Placed', 'Paid', 'Shipped']);
  });

  it('reports a conflict, never a success, when the URL asks the client not to throw on append failures', async () => {
    const lenient = await KurrentDbEventStore.connect(withOption(server.url, 'throwOnAppendFailure=false'));
    try {
      const stream = `order-${randomUUID()}`;
      const placed = event('Placed');
      const first = await lenient.append(stream, [placed], 0);
      await expect(lenient.append(stream, [event('Paid')], 0)).rejects.toMatchObject({ expected: 0, actual: 1 });
      await expect(lenient.append(stream, [event('Paid')], 5)).rejects.toBeInstanceOf(StreamVersionConflict);
      expect(await lenient.append(stream, [placed], 0)).toEqual({ ...first, duplicate: true });
      expect(await lenient.readStream(stream)).toHaveLength(1);
    } finally {
      await lenient.close();
    }
  });

  it('keeps the schema version and the recorded time', async () => {
    const stream = `order-${randomUUID()}`;
    const before = Date.now();
    await store.append(stream, [{ ...event('Placed'), schemaVersion: 3 }], 0);
    const [stored] = await store.readStream(stream);
    expect(stored.schemaVersion).toBe(3);
    expect(Math.abs(stored.recordedAt.getTime() - before)).toBeLessThan(5000);
  });

  it('returns [] for a stream that does not exist', async () => {
    expect(await store.readStream(`order-${randomUUID()}`)).toEqual([]);
  });

  it("wakes another process's listeners for its appends, but not for those with wake: false", async () => {
    const other = await KurrentDbEventStore.connect(server.url);
    try {
      await waitForFeed(store, other);
      let calls = 0;
      const off = store.onAppend(() => (calls += 1));
      await other.append(`clicks-${randomUUID()}`, [event('Quiet')], 0, { wake: false });
      await other.append(`order-${randomUUID()}`, [event('Loud')], 0);
      await waitUntil(() => calls > 0);
      await sleep(200);
      off();
      expect(calls).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('wakes its own listeners once per waking append, and not for wake: false', async () => {
    let calls = 0;
    const off = store.onAppend(() => (calls += 1));
    await store.append(`clicks-${randomUUID()}`, [event('Quiet')], 0, { wake: false });
    expect(calls).toBe(0);
    await store.append(`order-${randomUUID()}`, [event('Loud'), event('Louder')], 0);
    expect(calls).toBe(1);
    await sleep(200); // the live feed hears all three events meanwhile
    off();
    expect(calls).toBe(1);
  });
});

describe('KurrentDB adapter when the connection is lost (local protocol server)', () => {
  it('answers EventStoreUnavailable while the server is down and works again once one is back', async () => {
    const first = await startLocalKurrentDb();
    const store = await KurrentDbEventStore.connect(first.url);
    let second: LocalKurrentDb | null = null;
    try {
      const stream = `order-${randomUUID()}`;
      await store.append(stream, [event('Before')], 0);
      await first.close();

      const lost = event('Lost');
      await expect(store.append(stream, [lost], 1)).rejects.toBeInstanceOf(EventStoreUnavailable);
      await expect(store.append(stream, [lost], 1)).rejects.toThrow('The event store cannot be reached right now');
      await expect(store.readStream(stream)).rejects.toBeInstanceOf(EventStoreUnavailable);
      await expect(store.readAll(START_OF_LOG, 10)).rejects.toBeInstanceOf(EventStoreUnavailable);
      await expect(store.readHead()).rejects.toBeInstanceOf(EventStoreUnavailable);

      // The local server keeps nothing: the new one on the same address is an empty database.
      second = await startLocalKurrentDb({ port: first.port });
      const result = await store.append(stream, [event('After')], 0);
      expect(result.nextVersion).toBe(1);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['After']);
      expect((await store.readAll(START_OF_LOG, 10)).map((e) => e.type)).toEqual(['After']);
      expect(await store.readHead()).toBe(result.checkpoint);
    } finally {
      await store.close();
      await first.close();
      await second?.close();
    }
  });

  it('keeps a subscription and the live feed going across a network outage, missing nothing written meanwhile', async () => {
    const server = await startLocalKurrentDb();
    const proxy = await startRelay(server.port);
    const store = await KurrentDbEventStore.connect(`kurrentdb://127.0.0.1:${proxy.port}?tls=false`);
    const other = await KurrentDbEventStore.connect(server.url); // another instance, never cut off
    const seen: string[] = [];
    const subscription = store.subscribe(await store.readHead(), async (batch) => void seen.push(...batch.map((e) => e.type)));
    let woken = 0;
    const off = store.onAppend(() => (woken += 1));
    try {
      await store.append(`order-${randomUUID()}`, [event('Before')], 0);
      await waitUntil(() => seen.includes('Before'));

      await proxy.stop();
      await expect(store.append(`order-${randomUUID()}`, [event('Lost')], 0)).rejects.toBeInstanceOf(EventStoreUnavailable);
      await other.append(`order-${randomUUID()}`, [event('During')], 0);
      await sleep(600); // a few failed polls and resubscriptions
      expect(seen).toEqual(['Before']);

      woken = 0;
      await proxy.start();
      await waitUntil(() => seen.includes('During')); // caught up from where it was
      await waitUntil(() => woken > 0); // the live feed is back (and woke listeners once)
      woken = 0;
      await other.append(`order-${randomUUID()}`, [event('After')], 0);
      await waitUntil(() => woken > 0 && seen.includes('After'));
      expect(seen).toEqual(['Before', 'During', 'After']);
    } finally {
      off();
      await subscription.close();
      await other.close();
      await store.close();
      await proxy.stop();
      await server.close();
    }
  });
});

describe('KurrentDbEventStore.connect', () => {
  it('fails fast, naming EVENTSTORE_URL and the address without credentials, when nobody listens', async () => {
    const port = await freePort();
    const started = Date.now();
    const connecting = KurrentDbEventStore.connect(`kurrentdb://admin:s3cret@127.0.0.1:${port}?tls=false`);
    await expect(connecting).rejects.toThrow(`Cannot reach KurrentDB at kurrentdb://127.0.0.1:${port}?tls=false (EVENTSTORE_URL)`);
    await expect(connecting).rejects.not.toThrow('s3cret');
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('gives up after its timeout when the address accepts connections but never answers', async () => {
    const silent = await startSilentServer();
    const started = Date.now();
    try {
      await expect(KurrentDbEventStore.connect(`kurrentdb://127.0.0.1:${silent.port}?tls=false`, { timeoutMs: 500 })).rejects.toThrow(
        /Cannot reach KurrentDB at kurrentdb:\/\/127\.0\.0\.1:\d+\?tls=false \(EVENTSTORE_URL\): no answer within 0\.5 s/,
      );
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await silent.close();
    }
  });

  it('refuses a value that is not a connection string, naming EVENTSTORE_URL', async () => {
    await expect(KurrentDbEventStore.connect('postgres://user:pw@db/leadledger')).rejects.toThrow(/EVENTSTORE_URL/);
    await expect(KurrentDbEventStore.connect('postgres://user:pw@db/leadledger')).rejects.not.toThrow('pw');
  });
});
