import { createServer } from 'node:net';
import { KurrentDBClient, UnavailableError } from '@kurrent/kurrentdb-client';
import { openSubscriptionCount, startLocalKurrentDb } from './kurrentdb-local.server';
import { collect, event, streamName } from './kurrentdb-local.spec-fixtures';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('kurrentdb-local server lifecycle', () => {
  it('listens on the requested port and names it in a tls=false connection string', async () => {
    const port = await freePort();
    const db = await startLocalKurrentDb({ port });
    try {
      expect(db.port).toBe(port);
      expect(db.url).toBe(`kurrentdb://127.0.0.1:${port}?tls=false`);
    } finally {
      await db.close();
    }
  });

  it('starts empty each time but for its system events: it keeps nothing', async () => {
    const stream = streamName();
    const first = await startLocalKurrentDb();
    const firstClient = KurrentDBClient.connectionString(first.url);
    await firstClient.appendToStream(stream, event('Gone', {}));
    await firstClient.dispose();
    await first.close();

    const second = await startLocalKurrentDb();
    const client = KurrentDBClient.connectionString(second.url);
    try {
      const all = await collect(client.readAll());
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((e) => e.event!.streamId.startsWith('$$'))).toBe(true);
    } finally {
      await client.dispose();
      await second.close();
    }
  });

  it('ends open subscriptions on close: their clients see the server unavailable instead of waiting forever', async () => {
    const db = await startLocalKurrentDb();
    const client = KurrentDBClient.connectionString(db.url);
    const subscription = client.subscribeToStream(streamName());
    await new Promise((resolve) => subscription.once('caughtUp', resolve));
    const failed = new Promise<Error>((resolve) => subscription.once('error', resolve));

    const started = Date.now();
    await db.close();

    expect(await failed).toBeInstanceOf(UnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(openSubscriptionCount(db)).toBe(0);
    await client.dispose();
  });

  it('refuses a second server on a port already taken', async () => {
    const db = await startLocalKurrentDb();
    const grpcLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(startLocalKurrentDb({ port: db.port })).rejects.toThrow(`Cannot listen on 127.0.0.1:${db.port}`);
    } finally {
      grpcLog.mockRestore();
      await db.close();
    }
  });
});
