import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { type HttpLogger, type Options, pinoHttp } from 'pino-http';
import { loggedUrl } from './log-redaction';
import { requestIdOf } from './request-id';

/** What express adds to a request by the time it is answered. */
type RoutedRequest = IncomingMessage & { originalUrl?: string; baseUrl?: string; route?: { path?: unknown } };

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
 * The options shared by the request middleware and nestjs-pino's logger: the request id under
 * `requestId` (the events' correlation id, request-id.ts) on every line logged during a request,
 * and the serializers and redaction of json-logger.ts, which pino-http would otherwise replace
 * with its defaults (those copy every header and every property of an error).
 */
export function requestLogOptions(logger: Logger): Options {
  return {
    logger,
    wrapSerializers: false,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req) => requestIdOf(req),
    quietReqLogger: true,
    quietResLogger: true,
  };
}

/**
 * One line per request once it is answered (pino-http). Bodies and headers stay out. A 4xx is the
 * client's business and logs at info; a 5xx logs at error, beside the filter's line with its stack.
 */
export function requestLog(logger: Logger): HttpLogger {
  return pinoHttp({
    ...requestLogOptions(logger),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, value: { responseTime: number }) => requestLine(req, res, value.responseTime),
    customErrorObject: (req, res, _error, value: { responseTime: number }) => requestLine(req, res, value.responseTime),
  });
}

function requestLine(req: RoutedRequest, res: ServerResponse, responseTime: number): RequestLine {
  const pattern = req.route?.path;
  return {
    method: req.method,
    route: typeof pattern === 'string' ? `${req.baseUrl ?? ''}${pattern}` : null,
    url: loggedUrl(req.originalUrl ?? req.url ?? ''),
    status: res.statusCode,
    responseTime,
  };
}
