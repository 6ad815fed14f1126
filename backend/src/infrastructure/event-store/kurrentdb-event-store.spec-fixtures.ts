import { randomUUID } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import { event } from './event-store.contract';
import { type EventStore, type StoredEvent, START_OF_LOG, comparePositions } from './event-store.port';

/** Every event `readAll` returns from the start of the log, checking each page starts after the last. */
export async function readEverything(store: EventStore): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  let position = START_OF_LOG;
  for (;;) {
    const page = await store.readAll(position, 1000);
    if (page.length === 0) return all;
    expect(comparePositions(position, page[0].position)).toBeLessThan(0);
    all.push(...page);
    position = page[page.length - 1].position;
  }
}

/** Appends from `writer` until `listener` hears them: its live feed is subscribed. */
export async function waitForFeed(listener: EventStore, writer: EventStore): Promise<void> {
  let heard = false;
  const off = listener.onAppend(() => (heard = true));
  const deadline = Date.now() + 5000;
  while (!heard && Date.now() < deadline) {
    await writer.append(`warmup-${randomUUID()}`, [event('Warmup')], 0);
    await sleep(50);
  }
  off();
  expect(heard).toBe(true);
  await sleep(100); // let the last warm-up's echo pass
}

/** The connection string with one more option: `kurrentdb://h:1?tls=false` + `a=b`. */
export function withOption(url: string, option: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${option}`;
}

export interface Relay {
  port: number;
  /** Cuts every connection and stops listening: a network outage. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** A TCP relay to a local server, so the network between client and server can fail and come back. */
export async function startRelay(targetPort: number): Promise<Relay> {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as { port: number }).port;
        relay.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!relay.listening) return resolve();
      relay.close(() => resolve());
    });
  await start();
  return { port, start, stop };
}

/** A port nobody listens on (for now). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Accepts TCP connections and never says a word. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
