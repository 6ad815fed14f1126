import type { ServerWritableStream } from '@grpc/grpc-js';

/**
 * Writes one message and, when the transport's buffer is full, waits until it drains, or until
 * the client goes away: a cancelled call never drains, and waiting on it would leak.
 */
export async function writeWithBackpressure<Message>(call: ServerWritableStream<unknown, Message>, message: Message): Promise<void> {
  if (call.write(message)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      call.off('drain', done);
      call.off('cancelled', done);
      resolve();
    };
    call.once('drain', done);
    call.once('cancelled', done);
  });
}
