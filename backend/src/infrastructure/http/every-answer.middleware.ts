import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestId } from '../logging/request-id';
import { requestLog } from '../logging/request-log';
import { httpMetrics } from '../metrics/http-metrics.middleware';
import { securityHeaders } from './security-headers.middleware';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const nothing = () => undefined;

/**
 * What every answer gets, in this order, as one middleware: its timing for /metrics (first, so
 * static files, refusals and errors are timed too), its request id, its JSON log line (when logs
 * are on) and the security headers. Each part calls `next` at once, so they run as one; mounted
 * apart they cost four passes through the middleware runner per request (npm run bench,
 * docs/operations/benchmarks.md).
 */
export function everyAnswer(logger: Logger | null): Middleware {
  const parts: Middleware[] = [httpMetrics, requestId, ...(logger ? [requestLog(logger)] : [])];
  return (req, res, next) => {
    for (const part of parts) part(req, res, nothing);
    securityHeaders(req, res, next);
  };
}
