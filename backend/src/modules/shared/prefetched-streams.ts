import type { StreamReader } from '../../domain/shared/stream-reader';
import type { EventStore, StoredEvent } from '../../infrastructure/event-store/event-store.port';

/**
 * A stream reader holding streams read together up front, and reading any other from the store:
 * a command that loads several small aggregates (a booking: its program, the merchant's account
 * status, the named membership) pays one round trip for them instead of one each (npm run bench,
 * book-call). Only for one command's decisions: what it holds is as fresh as that one read.
 */
export async function prefetchStreams(store: EventStore, streamIds: readonly string[]): Promise<StreamReader> {
  const read = await store.readStreams(streamIds);
  return {
    readStream: (streamId: string): Promise<StoredEvent[]> => {
      const held = read.get(streamId);
      return held ? Promise.resolve(held) : store.readStream(streamId);
    },
  };
}
