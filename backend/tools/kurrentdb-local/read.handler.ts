import type { ServerWritableStream } from '@grpc/grpc-js';
import type { ReadReq, ReadResp } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';
import { CatchUpSubscription } from './catch-up.subscription';
import type { EventLogStore } from './event-log.store';
import { readEventResponse, streamNotFoundResponse } from './grpc-message.codec';
import { selectEvents } from './read-range.query';
import { parseReadRequest } from './read-request.parser';
import { writeWithBackpressure } from './write-backpressure.helper';

export type ReadCall = ServerWritableStream<ReadReq, ReadResp>;

/**
 * Streams.Read serves both plain reads (readStream and readAll, which the client sends through its
 * native bridge) and catch-up subscriptions (subscribeToStream and subscribeToAll, sent through
 * grpc-js). A read with `subscription` options never ends on its own: the client cancels it.
 */
export function readHandler(store: EventLogStore, subscriptions: Set<CatchUpSubscription>) {
  return (call: ReadCall): void => {
    const request = parseReadRequest(call.request);
    if (request.maxCount === null) {
      const subscription = new CatchUpSubscription(store, call, request, () => subscriptions.delete(subscription));
      subscriptions.add(subscription);
      subscription.start();
      return;
    }
    const selected = selectEvents(store, request);
    if (selected === 'stream-not-found') {
      // Not a gRPC error: KurrentDB answers with a `stream_not_found` message and a normal end.
      call.write(streamNotFoundResponse(request.target.kind === 'stream' ? request.target.name : '$all'));
      call.end();
      return;
    }
    void writeInTurn(call, selected.map((event) => () => readEventResponse(event, request.uuidForm)));
  };
}

/** Writes one message at a time, waiting for the transport to drain, so a long read is not buffered whole. */
async function writeInTurn(call: ReadCall, messages: Array<() => ReadResp>): Promise<void> {
  let cancelled = false;
  call.on('cancelled', () => (cancelled = true));
  for (const message of messages) {
    if (cancelled) return;
    await writeWithBackpressure(call, message());
  }
  if (!cancelled) call.end();
}
