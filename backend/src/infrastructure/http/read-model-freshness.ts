import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

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
 */
export function readModelFreshness(req: Request, res: Response, next: NextFunction): void {
  // Only commands wait for read models; reads (the tracking redirect among them) skip the cost.
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  const freshness: Freshness = { stale: new Set() };
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (freshness.stale.size > 0 && !this.headersSent) this.setHeader(STALE_HEADER, [...freshness.stale].join(', '));
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
  requests.run(freshness, next);
}

/** Called by the projection waiter when it gave up; outside a request it does nothing. */
export function noteStaleReadModels(names: readonly string[]): void {
  const freshness = requests.getStore();
  if (freshness) for (const name of names) freshness.stale.add(name);
}
