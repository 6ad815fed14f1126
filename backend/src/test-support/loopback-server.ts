import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';

/*
 * Test support for the real adapters: local HTTP servers that stand in for Google, Calendly and
 * Stripe (each contract suite shapes the answers), and a recorder proving nothing else was reached.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ServedLoopback {
  port: number;
  baseUrl: string;
  /** Every request received, in order, for the specs' wire-format checks. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 and a free port; `answer` turns each recorded request into a response. */
export async function serveLoopback(answer: (request: RecordedRequest) => RawAnswer): Promise<ServedLoopback> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const { status, headers, body } = answer(request);
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Records the host of every TCP connection this process opens (fetch, gaxios and http all end in
 * `Socket#connect`), so a spec can prove the real adapters reached nothing but its local fakes.
 */
export function recordOutboundConnections(): { hosts: string[]; stop(): void } {
  const hosts: string[] = [];
  const original = Socket.prototype.connect;
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    // net.connect() passes its normalized [options, callback] array as the single argument.
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    const options = (typeof first === 'object' && first !== null ? first : { host: args[1] }) as { host?: unknown; path?: unknown };
    hosts.push(typeof options.path === 'string' ? `unix:${options.path}` : typeof options.host === 'string' ? options.host : 'localhost');
    return (original as (...a: unknown[]) => Socket).apply(this, args);
  } as typeof original;
  return { hosts, stop: () => void (Socket.prototype.connect = original) };
}
