import { addDays, dateInZone, zonedTimeToInstant } from '../../../lib/zoned-time';

/** A `datetime-local` value: the admin's wall clock, to the second (some browsers add `.000`). */
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** "2026-10-31T23:59:59" for the end of the day before `now` in `timeZone`: an auditor's usual question. */
export function endOfYesterday(now: Date, timeZone: string): string {
  return `${addDays(dateInZone(now, timeZone), -1)}T23:59:59`;
}

/**
 * The instant a wall-clock value names in `timeZone`, as the server's `at`. The value is read as
 * the end of the second (or minute) it shows, so "as of 23:59:59" counts an event at 23:59:59.4;
 * a time later than now asks about now, since the server refuses the future. null: not a time.
 */
export function instantOf(value: string, timeZone: string, now: Date = new Date()): string | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [, date, hour, minute, second] = match;
  const start = zonedTimeToInstant(date, Number(hour), Number(minute), timeZone).getTime();
  if (Number.isNaN(start)) return null;
  const end = second === undefined ? start + 59_999 : start + Number(second) * 1000 + 999;
  return new Date(Math.min(end, now.getTime())).toISOString();
}

/** The wall-clock value (to the second) that `instant` shows in `timeZone`, for the input. */
export function localValueOf(instant: string, timeZone: string): string | null {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(time))
      .map((p) => [p.type, p.value]),
  );
  return `${dateInZone(new Date(time), timeZone)}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "Oct 31, 2026, 11:59:59 PM EDT" in the admin's zone: the heading names the instant asked about. */
export function formatInstant(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'long' }).format(new Date(instant));
}
