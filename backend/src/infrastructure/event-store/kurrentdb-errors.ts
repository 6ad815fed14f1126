import {
  CancelledError,
  DeadlineExceededError,
  NotLeaderError,
  TimeoutError,
  UnavailableError,
  UnknownError,
  convertToCommandError,
} from '@kurrent/kurrentdb-client';
import { EventStoreUnavailable } from './event-store.port';

/**
 * Whether a client error means "the server could not be reached or did not answer in time", the
 * case callers answer with 503 and retry: no connection (UNAVAILABLE, also what the native reader
 * reports), no answer before the deadline, the node stepped down (NOT_LEADER: the client goes to
 * the new leader on the next call), a call the server cancelled or timed out (ABORTED), a cluster
 * that could not be discovered. Appends retried after one of these are safe: the event ids are
 * ours, and KurrentDB answers a retried append with the same ids as the first (kurrentdb-append.ts).
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const converted = convertToCommandError(error);
  if (
    converted instanceof UnavailableError ||
    converted instanceof DeadlineExceededError ||
    converted instanceof NotLeaderError ||
    converted instanceof CancelledError ||
    converted instanceof TimeoutError
  ) {
    return true;
  }
  if (/^Failed to discover after \d+ attempts/.test(error.message)) return true;
  // The native reader wraps transport failures it has no name for.
  return converted instanceof UnknownError && /connect|transport|broken pipe|connection reset|timed? ?out/i.test(converted.message);
}

/** The error to throw for a failed call: EventStoreUnavailable when the server is out of reach. */
export function portErrorOf(error: unknown): unknown {
  return isUnreachable(error) ? new EventStoreUnavailable(error) : error;
}

/** Runs one call to the server, translating "out of reach" into EventStoreUnavailable. */
export async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw portErrorOf(error);
  }
}
