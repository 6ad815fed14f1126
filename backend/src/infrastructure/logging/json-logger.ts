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

const openDestinations = new Set<ReturnType<typeof pino.destination>>();

function stdoutDestination(): DestinationStream {
  const destination = pino.destination({ fd: 1, sync: false });
  openDestinations.add(destination);
  if (openDestinations.size === 1) {
    process.on('exit', () => {
      for (const open of openDestinations) {
        try {
          open.flushSync();
        } catch {
          // Nothing more can be done for a stdout that refuses a last write while the process ends.
        }
      }
    });
  }
  return destination;
}

/** Writes every log line still buffered; main.ts awaits it before exiting. */
export function flushJsonLogs(): Promise<void> {
  return Promise.all([...openDestinations].map((destination) => new Promise<void>((resolve) => destination.flush(() => resolve())))).then(() => undefined);
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
 * Written asynchronously: a synchronous write to a pipe its reader is slow to drain (a process
 * manager, a test harness) blocks the whole app, and pino's writer then sleeps 100 ms per retry (a
 * browser journey took 29 s instead of 15). What is still buffered is written when the app stops
 * (flushJsonLogs, main.ts) or exits.
 */
export function createJsonLogger(level: LogLevel, destination: DestinationStream = stdoutDestination()): Logger {
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
