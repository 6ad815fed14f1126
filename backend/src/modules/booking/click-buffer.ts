import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { ClickRecorded } from '../../domain/click/click.events';
import { clicksStream } from '../../domain/click/click.stream';
import { EVENT_STORE, type EventStore, type NewEvent } from '../../infrastructure/event-store/event-store.port';
import { type CommandContext, toNewEvents } from '../shared/event-sourced-command';

/** Clicks are written together at most this often (and at once past MAX_BATCH). */
const FLUSH_MS = 10;
const MAX_BATCH = 500;

/**
 * Tracking clicks are the hottest write (issue 4 bar: tracking at 30% of a trivial endpoint with
 * a p99 under 50 ms). The tracking response does not wait for the click to be stored: clicks are
 * appended in batches, one append per program stream (`clicks-<programId>`) every 10 ms. A crash
 * can lose the last few milliseconds of clicks; attribution then falls back to the referral code
 * and `aff`, which every link carries anyway. Bookings and money never go through here.
 *
 * A click's id is its event's id, so once stored it is found by the events table's unique key
 * (click-lookup.ts) without waiting for a read model; until then it is answered from memory here.
 */
@Injectable()
export class ClickBuffer implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Clicks');
  private pending: { event: NewEvent; programId: string }[] = [];
  /** Recorded here and not stored yet (or being stored): what a look-up cannot find elsewhere. */
  private readonly unstored = new Map<string, ClickRecorded>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  record(click: ClickRecorded, context: CommandContext): void {
    const event: NewEvent = { ...toNewEvents([click], context)[0], eventId: click.clickId };
    this.pending.push({ event, programId: click.programId });
    this.unstored.set(click.clickId, click);
    if (this.pending.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** A click this instance recorded that is not in the event store yet. */
  find(clickId: string): ClickRecorded | null {
    return this.unstored.get(clickId) ?? null;
  }

  /** Stores everything recorded so far; resolves when it is stored (tests and shutdown use it). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  /** Before DatabaseModule closes the pools (its onApplicationShutdown), so the last clicks still reach them. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private async write(batch: { event: NewEvent; programId: string }[]): Promise<void> {
    const byProgram = new Map<string, NewEvent[]>();
    for (const { event, programId } of batch) {
      const events = byProgram.get(programId);
      if (events) events.push(event);
      else byProgram.set(programId, [event]);
    }
    for (const [programId, events] of byProgram) {
      for (let attempt = 1; ; attempt++) {
        try {
          // 'any': clicks only accumulate, no decision depends on the stream's version. No wake-up:
          // nobody waits for a read model to show a click (look-ups use this buffer, then the
          // event id), so the projections take them in their next batch instead of a transaction
          // per 10 ms.
          await this.store.append(clicksStream(programId), events, 'any', { wake: false });
          break;
        } catch (error) {
          if (attempt >= 3) {
            this.logger.error(`${events.length} click(s) of program ${programId} could not be stored: ${(error as Error).message}`);
            break;
          }
        }
      }
      // Stored (findable in the event store from now on) or given up on: either way, done here.
      for (const event of events) this.unstored.delete(event.eventId);
    }
  }
}
