import { KurrentDBClient, type Position } from '@kurrent/kurrentdb-client';
import { isUnreachable } from './kurrentdb-errors';
import { positionOf } from './kurrentdb-events';
import { readLastPosition } from './kurrentdb-log-reader';

/** How long the server has to answer at start before the app gives up on it. */
export const CONNECT_TIMEOUT_MS = 5000;

export interface OpenedClient {
  client: KurrentDBClient;
  /** The last `$all` position at connect (system events included), or null for an empty log. */
  head: Position | null;
}

/**
 * Opens a client and checks that the server answers a read of the end of `$all` within
 * `timeoutMs`; otherwise fails with a message a person can act on, naming EVENTSTORE_URL and the
 * URL without its credentials (docs/architecture/event-store.md: a bad value stops the app naming it).
 */
export async function openKurrentDbClient(url: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<OpenedClient> {
  let client: KurrentDBClient;
  try {
    client = KurrentDBClient.connectionString(url);
  } catch (error) {
    throw new Error(`EVENTSTORE_URL is not a KurrentDB connection string (${withoutCredentials(url)}): ${(error as Error).message}`);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    const last = await Promise.race([readLastPosition(client), timeout]);
    return { client, head: last ? positionOf(last) : null };
  } catch (error) {
    await client.dispose().catch(() => undefined);
    throw new Error(
      `Cannot reach KurrentDB at ${withoutCredentials(url)} (EVENTSTORE_URL): ${reasonOf(error)}. ` +
        'Start the server or correct EVENTSTORE_URL, or unset EVENTSTORE_URL to keep the events in PostgreSQL.',
    );
  } finally {
    clearTimeout(timer);
  }
}

/** `kurrentdb://admin:changeit@host:2113?tls=false` → `kurrentdb://host:2113?tls=false`. */
export function withoutCredentials(url: string): string {
  return url.replace(/^([a-z+]+:\/\/)[^@/?#]*@/i, '$1');
}

function reasonOf(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  // The native reader's errors carry only their class name.
  if (/^\w*Error$/.test(message) || !message) return isUnreachable(error) ? 'nothing answers there (server down, wrong host or port?)' : message || 'unknown error';
  return message;
}
