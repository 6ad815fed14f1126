import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The header that names read models a command's answer could not wait for (docs/architecture/projections.md). */
export const STALE_HEADER = 'X-Read-Models-Stale';

interface Freshness {
  stale: Set<string>;
}

const requests = new AsyncLocalStorage<Freshness>();

/**
 * A command waits for the read models its answer needs; when that wait times out the answer is
 * still sent, but says so: every answer of this request carries `X-Read-Models-Stale` naming the
 * read models that had not caught up, so a client knows the next GET may not show its write yet.
 * A `preHandler` hook: the body is parsed by then, and the handler runs inside `done`, so the
 * request's store reaches the code the command runs.
 */
export function readModelFreshness(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  // Only commands wait for read models; reads (the tracking redirect among them) skip the cost.
  if (request.method === 'GET' || request.method === 'HEAD') return done();
  const freshness: Freshness = { stale: new Set() };
  const res = reply.raw;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (freshness.stale.size > 0 && !this.headersSent) this.setHeader(STALE_HEADER, [...freshness.stale].join(', '));
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  requests.run(freshness, done);
}

/** Called by the projection waiter when it gave up; outside a request it does nothing. */
export function noteStaleReadModels(names: readonly string[]): void {
  const freshness = requests.getStore();
  if (freshness) for (const name of names) freshness.stale.add(name);
}
