import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { RoutedRequest as RequestWithPattern } from '../http/route-pattern';
import { loggedUrl } from './log-redaction';
import { requestIdOf } from './request-id';

/** Node's request with the route that answered it (route-pattern.ts), and the logger this middleware gives it. */
type RoutedRequest = RequestWithPattern & { originalUrl?: string; log?: Logger };

/** The fields of a request's line (docs/operations/logging.md, Request lines). */
export interface RequestLine {
  method: string | undefined;
  /** The matched route's pattern (`/api/calls/:id/status`), null when no route answered (static files, 404s). */
  route: string | null;
  /** The path as sent, secret query values replaced (log-redaction.ts). */
  url: string;
  status: number;
  /** Milliseconds from the request's arrival to the last byte of the answer. */
  responseTime: number;
}

/**
 * One line per request once it is answered, and `req.log`: the app's logger bound to the request
 * id (the events' correlation id, request-id.ts), which nestjs-pino hands to every Nest `Logger`
 * line written during the request (json-logs.module.ts). Bodies and headers stay out. A 4xx is the
 * client's business and logs at info; a 5xx logs at error, beside the filter's line with its stack.
 *
 * Written here rather than with pino-http, which does more per request than this needs (request
 * and response serializers, listeners for every outcome). The line itself has a price: the
 * tracking endpoint answers about a fifth fewer requests per second with it than with no request
 * logging (npm run bench, docs/operations/benchmarks.md, Request logging).
 */
export function requestLog(logger: Logger) {
  return (req: RoutedRequest, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    const log = logger.child({ requestId: requestIdOf(req) });
    req.log = log;
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      const line = requestLine(req, res, Math.round(performance.now() - started));
      if (line.status >= 500) log.error(line, 'request errored');
      else log.info(line, 'request completed');
    };
    res.once('finish', write);
    // A client that hangs up before the answer is complete still gets its line.
    res.once('close', write);
    next();
  };
}

function requestLine(req: RoutedRequest, res: ServerResponse, responseTime: number): RequestLine {
  return {
    method: req.method,
    route: req.routePattern ?? null,
    url: loggedUrl(req.originalUrl ?? req.url ?? ''),
    status: res.statusCode,
    responseTime,
  };
}
