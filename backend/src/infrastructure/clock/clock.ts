/** Time enters the domain as data (CONVENTIONS.md 3): handlers ask the clock, then pass `now`. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('Clock');

export const systemClock: Clock = { now: () => new Date() };
