import { nextSignal } from './next-signal';
import { EventEmitter } from 'node:events';
import { END, type AllStreamResolvedEvent, type AllStreamSubscription, type KurrentDBClient, type Position, excludeSystemEvents } from '@kurrent/kurrentdb-client';
import { compareLogPositions, isQuiet, isSystemEvent, positionOf } from './kurrentdb-events';

/** Wait before subscribing again after the subscription dropped (server down, connection lost). */
const RESUBSCRIBE_MS = 1000;
/** Own appends remembered so the feed does not wake listeners a second time for them. */
const OWN_IDS_KEPT = 10_000;

/**
 * What this process hears of the log as it grows: one live catch-up subscription to `$all` from
 * its end, filtered by the server to leave out system events (docs/architecture/event-store.md).
 *
 * - Wake-ups (`onAppend`): this process's own appends wake listeners at once (the store signals); the
 *   subscription wakes them for other processes' appends, except those marked `wake: false`.
 *   When the subscription drops it is opened again every second, and once it is back listeners
 *   are woken once, since anything appended meanwhile was not heard (subscribers also poll).
 * - The highest `$all` position known to be committed (`highest`): events heard, positions our
 *   appends were answered with, and the head read at connect. kurrentdb-append.ts uses it to tell
 *   a fresh write from KurrentDB's silent answer to a replayed one.
 */
export class KurrentDbLiveFeed {
  private readonly emitter = new EventEmitter();
  private readonly own = new Set<string>();
  private subscription: AllStreamSubscription | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private known: Position | null;

  constructor(
    private readonly client: KurrentDBClient,
    head: Position | null,
  ) {
    this.emitter.setMaxListeners(0);
    this.known = head;
  }

  start(): void {
    this.subscribe(false);
  }

  onAppend(listener: () => void): () => void {
    this.emitter.on('appended', listener);
    return () => this.emitter.off('appended', listener);
  }

  /** Resolves at the next wake-up, or after `timeoutMs`. */
  waitForAppend(timeoutMs: number): Promise<void> {
    return nextSignal((listener) => this.onAppend(listener), timeoutMs);
  }

  /** Wakes local listeners only (ends waits on shutdown). */
  signal(): void {
    this.emitter.emit('appended');
  }

  /**
   * Before an append of ours that wakes: the feed may hear its events before the append's answer
   * arrives, and listeners are woken once, by the store, after the answer.
   */
  expectOwn(eventIds: readonly string[]): void {
    for (const id of eventIds) this.own.add(id);
    for (const id of this.own) {
      if (this.own.size <= OWN_IDS_KEPT) break;
      this.own.delete(id);
    }
  }

  /** The append failed or was a replay: its events will not be heard (or wake as anyone else's). */
  forgetOwn(eventIds: readonly string[]): void {
    for (const id of eventIds) this.own.delete(id);
  }

  /** Records a position the server confirmed. */
  observe(position: Position): void {
    if (!this.known || compareLogPositions(position, this.known) > 0) this.known = position;
  }

  /** The highest position known to be committed, or null before anything was seen. */
  highest(): Position | null {
    return this.known;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const subscription = this.subscription;
    this.subscription = null;
    this.signal();
    await subscription?.unsubscribe().catch(() => undefined);
  }

  private subscribe(afterDrop: boolean): void {
    if (this.closed) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.subscription = subscription;
    subscription.on('data', (resolved: AllStreamResolvedEvent) => this.heard(resolved));
    if (afterDrop) subscription.once('confirmation', () => this.signal());
    const dropped = () => this.resubscribeSoon(subscription);
    subscription.once('error', dropped);
    subscription.once('close', dropped);
  }

  private heard(resolved: AllStreamResolvedEvent): void {
    if (!resolved.event) return;
    this.observe(positionOf(resolved));
    if (isSystemEvent(resolved) || isQuiet(resolved)) return;
    if (this.own.delete(resolved.event.id)) return;
    this.signal();
  }

  private resubscribeSoon(subscription: AllStreamSubscription): void {
    if (this.closed || this.subscription !== subscription) return;
    this.subscription = null;
    subscription.removeAllListeners('data');
    subscription.on('error', () => undefined);
    void subscription.unsubscribe().catch(() => undefined);
    this.timer = setTimeout(() => this.subscribe(true), RESUBSCRIBE_MS);
    this.timer.unref();
  }
}
