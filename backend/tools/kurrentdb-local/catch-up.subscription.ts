import { randomUUID } from 'node:crypto';
import { status, type ServerWritableStream } from '@grpc/grpc-js';
import { Timestamp } from 'google-protobuf/google/protobuf/timestamp_pb';
import { ReadResp, type ReadReq } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';
import type { EventLogStore, StoredEvent } from './event-log.store';
import { readEventResponse } from './grpc-message.codec';
import type { ReadRequest } from './read-request.parser';
import { writeWithBackpressure } from './write-backpressure.helper';

/**
 * One catch-up subscription: confirmation, then the history from the requested point, then a
 * `caught_up` message, then every later matching append until the client cancels.
 *
 * It walks `$all` with a cursor and is woken by each append, so history and live events come
 * from the same list: nothing is missed or sent twice at the switch to live. Starting points are
 * exclusive, as in KurrentDB: from revision R sends R+1 onwards, from position P sends events
 * after P; from end sends only new events.
 */
export class CatchUpSubscription {
  private cursor = 0;
  private pumping = false;
  private closed = false;
  private caughtUp = false;
  private scannedSinceCheckpoint = 0;
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly store: EventLogStore,
    private readonly call: ServerWritableStream<ReadReq, ReadResp>,
    private readonly request: ReadRequest,
    private readonly onClosed: () => void,
  ) {}

  start(): void {
    const confirmation = new ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID());
    this.call.write(new ReadResp().setConfirmation(confirmation));
    this.cursor = this.firstIndex();
    this.stopListening = this.store.onAppended(() => void this.pump());
    // 'cancelled' is how grpc-js reports the client going away (unsubscribe, dispose, lost connection).
    this.call.on('cancelled', () => this.close());
    this.call.on('error', () => this.close());
    void this.pump();
  }

  /** Ends the call the way a node going down does, so the client reports the server as unavailable. */
  shutDown(): void {
    if (this.closed) return;
    this.close();
    this.call.emit('error', { code: status.UNAVAILABLE, details: 'Server is shutting down' });
  }

  /** Stops listening; the call itself is ended by the client. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopListening();
    this.onClosed();
  }

  private firstIndex(): number {
    const log = this.store.allEvents();
    const { from, target } = this.request;
    if (from.kind === 'end') return log.length;
    if (from.kind === 'start' || target.kind === 'stream') return 0;
    const index = log.findIndex((e) => e.position > from.value);
    return index < 0 ? log.length : index;
  }

  private matches(event: StoredEvent): boolean {
    const { target, from, filter } = this.request;
    if (target.kind === 'stream') {
      return event.streamName === target.name && (from.kind !== 'at' || BigInt(event.revision) > from.value);
    }
    return !filter || filter.matches(event);
  }

  private async pump(): Promise<void> {
    if (this.pumping || this.closed) return;
    this.pumping = true;
    try {
      // The log is a live array: appends made while a write waits for drain are seen by this loop.
      const log = this.store.allEvents();
      while (!this.closed && this.cursor < log.length) {
        const event = log[this.cursor++];
        if (this.matches(event)) await writeWithBackpressure(this.call, readEventResponse(event, this.request.uuidForm));
        await this.countTowardsCheckpoint(event);
      }
      if (!this.caughtUp && !this.closed) {
        this.caughtUp = true;
        this.call.write(new ReadResp().setCaughtUp(this.caughtUpMessage()));
      }
    } finally {
      this.pumping = false;
    }
  }

  /** A filtered `$all` subscription tells the client how far it has looked, so it can resume there. */
  private async countTowardsCheckpoint(event: StoredEvent): Promise<void> {
    const filter = this.request.filter;
    if (!filter || this.request.target.kind !== 'all') return;
    if (++this.scannedSinceCheckpoint < filter.checkpointEvery) return;
    this.scannedSinceCheckpoint = 0;
    const checkpoint = new ReadResp.Checkpoint();
    checkpoint.setCommitPosition(event.position.toString());
    checkpoint.setPreparePosition(event.position.toString());
    checkpoint.setTimestamp(Timestamp.fromDate(new Date()));
    await writeWithBackpressure(this.call, new ReadResp().setCheckpoint(checkpoint));
  }

  private caughtUpMessage(): ReadResp.CaughtUp {
    const caughtUp = new ReadResp.CaughtUp().setTimestamp(Timestamp.fromDate(new Date()));
    const { target } = this.request;
    if (target.kind === 'stream') {
      const events = this.store.streamEvents(target.name);
      if (events.length > 0) caughtUp.setStreamRevision(String(events.length - 1));
      return caughtUp;
    }
    const log = this.store.allEvents();
    if (log.length > 0) {
      const position = new ReadResp.Position();
      position.setCommitPosition(log[log.length - 1].position.toString());
      position.setPreparePosition(log[log.length - 1].position.toString());
      caughtUp.setPosition(position);
    }
    return caughtUp;
  }
}
