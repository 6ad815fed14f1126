import { BadRequestException } from '@nestjs/common';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TimeRange {
  from: Date;
  /** Exclusive. */
  to: Date;
}

/**
 * A from/to pair of validated ISO strings (the DTOs check the format) as instants, with a default
 * window ending now when either is missing. `to` is exclusive; a range must not be empty or longer
 * than `maxDays`, so one request cannot ask for years of daily rows.
 */
export function timeRange(from: string | undefined, to: string | undefined, defaultDays: number, maxDays: number, now: Date): TimeRange {
  const end = to ? new Date(to) : now;
  const start = from ? new Date(from) : new Date(end.getTime() - defaultDays * DAY_MS);
  if (start.getTime() >= end.getTime()) throw new BadRequestException('The "from" date must be before the "to" date.');
  if (end.getTime() - start.getTime() > maxDays * DAY_MS) throw new BadRequestException(`Choose a range of at most ${maxDays} days.`);
  return { from: start, to: end };
}

/** The first instant of the UTC day `days` days before `now`'s day (0 = today). */
export function startOfUtcDay(now: Date, daysBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack));
}
