import type { Clock } from './clock';

/**
 * The system clock plus an offset that only grows: with SANDBOX_CLOCK set, browser journeys move
 * the app forward in time (a call past its decision deadline) without waiting days. Never used with
 * a real payment processor (environment.ts refuses the combination). Request contexts keep the
 * real time; what reads this clock (sweepers, sessions) sees the moved one.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves forward by `ms`; the clock never goes back, as a real one would not. */
  advance(ms: number): Date {
    if (!Number.isFinite(ms) || ms <= 0) throw new RangeError('The clock only moves forward.');
    this.offsetMs += ms;
    return this.now();
  }
}
