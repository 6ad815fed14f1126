import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from '../config/environment';
import { loggedUrl, REDACT_HEADERS } from './log-redaction';

/** An error as logged: what it is, where it was thrown, and its code (a PostgreSQL or Node one). */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
}

/**
 * Only these fields of an error, never its other properties: client errors carry their request
 * (an OAuth exchange's `config.data` holds the client secret and the code, its `config.headers`
 * the bearer token), so the default serializer, which copies every property, could print them.
 */
export function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, stack: error.stack, ...(typeof code === 'string' && { code }) };
}

/** Requests are described by request-log.ts; anything else that logs one gets no more than this: no headers, no body. */
function loggedRequest(req: { id?: unknown; method?: string; url?: string; originalUrl?: string }): object {
  const url = req.originalUrl ?? req.url;
  return { id: req.id, method: req.method, url: typeof url === 'string' ? loggedUrl(url) : undefined };
}

function loggedResponse(res: { statusCode?: number }): object {
  return { statusCode: res.statusCode };
}

/**
 * The one pino logger of the app (docs/operations/logging.md): a JSON object per line on stdout.
 * Levels stay pino's numbers (30 info, 40 warn, 50 error): a label formatter would print the words
 * "warn" and "error", which operators (and test/clean-shutdown.e2e.spec.ts) read as trouble.
 * Written synchronously, so lines keep their order with the console lines main.ts prints and none is
 * lost when the process exits.
 */
export function createJsonLogger(level: LogLevel, destination: DestinationStream = pino.destination({ fd: 1, sync: true })): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: REDACT_HEADERS,
      serializers: { err: loggedError, error: loggedError, req: loggedRequest, res: loggedResponse },
    },
    destination,
  );
}
