import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a client may choose: short, and nothing (spaces, quotes, newlines) that could forge or break a log line. */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

type IdentifiedRequest = IncomingMessage & { correlationId?: string };

/** Middleware sees node's request; guards, decorators and filters see Fastify's, which wraps it as `raw`. */
type AnyRequest = IdentifiedRequest | { raw: IdentifiedRequest };

/**
 * This request's id, chosen once and then the same for whoever asks: its log lines and the
 * correlation id of the events it appends (docs/operations/logging.md, Request id). A well-formed
 * `X-Request-Id` is kept so a client's retry and its own logs line up; otherwise a fresh one is made.
 */
export function requestIdOf(request: AnyRequest): string {
  const req = 'raw' in request ? request.raw : request;
  const header = req.headers['x-request-id'];
  req.correlationId ??= typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
  return req.correlationId;
}

/** Mounted before everything that answers, so every answer (errors and static files too) names its id. */
export function requestId(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  res.setHeader(REQUEST_ID_HEADER, requestIdOf(req));
  next();
}
