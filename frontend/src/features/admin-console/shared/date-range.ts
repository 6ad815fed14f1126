/** Admin figures are per UTC day (contracts/admin.ts `ActivityDay`, `ReconciliationRow`). */
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface DayRange {
  /** First day, inclusive (`2026-11-16`). */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  return { from: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: isoDay(now) };
}

/** The day after `day`: ranges go to the server with an exclusive end (as the event log's do). */
export function nextDay(day: string): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS));
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`));

/** What is wrong with a From/To pair typed by a person, or null. Both ends are optional. */
export function rangeError(from: string, to: string): string | null {
  if (from && !isDay(from)) return 'From is not a valid date.';
  if (to && !isDay(to)) return 'To is not a valid date.';
  if (from && to && from > to) return 'From must be on or before To.';
  return null;
}

/** An inclusive day range as server query parameters: `from` inclusive, `to` exclusive. */
export function rangeQuery(from: string, to: string): { from?: string; to?: string } {
  return { from: from || undefined, to: to ? nextDay(to) : undefined };
}
