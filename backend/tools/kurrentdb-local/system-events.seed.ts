import { randomUUID } from 'node:crypto';
import type { EventLogStore } from './event-log.store';

/**
 * A fresh KurrentDB is never empty: on first start it writes system events of its own, among them
 * `$metadata` events in `$$`-prefixed metastreams (e.g. `$$$scavenges` and `$$$stats-<host>:<port>`,
 * setting how long those streams keep events). They sit in `$all` before any user event, so
 * anything reading `$all` must skip `$`-prefixed streams or event types. Seeding the same kind of
 * events here keeps code that forgets to skip them from passing against this server.
 */
export function seedSystemEvents(store: EventLogStore, host: string, port: number): void {
  writeMetadata(store, '$$$scavenges', { $maxAge: 2_592_000 });
  writeMetadata(store, `$$$stats-${host}:${port}`, { $maxAge: 86_400 });
}

function writeMetadata(store: EventLogStore, metastream: string, metadata: Record<string, unknown>): void {
  store.append(metastream, 'any', [
    {
      id: randomUUID(),
      type: '$metadata',
      contentType: 'application/json',
      data: Buffer.from(JSON.stringify(metadata), 'utf8'),
      customMetadata: new Uint8Array(),
    },
  ]);
}
