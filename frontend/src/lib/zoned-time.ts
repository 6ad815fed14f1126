/**
 * Calendar dates and wall-clock times in a named IANA zone, with Intl only (no date library):
 * booking slots are laid out in the merchant's zone whatever the customer's browser uses.
 * A "date" here is a plain `YYYY-MM-DD` string; day arithmetic happens on UTC midnights.
 */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');
const parseDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const formatDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The instant the zone's clock shows `date` at `hour:minute`. */
export function zonedTimeToInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hour, minute);
  // Two passes settle the offset across a daylight-saving change.
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The zone's calendar date at `instant`. */
export function dateInZone(instant: Date, timeZone: string): string {
  const w = wallClock(instant.getTime(), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

export function addDays(date: string, days: number): string {
  return formatDate(parseDate(date) + days * 86_400_000);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(parseDate(date)).getUTCDay();
}

/** docs/product/limits-and-timings.md, Calendar and booking: weeks start on Sunday. */
export function sundayOf(date: string): string {
  return addDays(date, -dayOfWeek(date));
}

const dayLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const longDayLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });

/** "Tue, Aug 12". */
export function formatDay(date: string): string {
  return dayLabel.format(new Date(parseDate(date)));
}

/** "Tuesday, August 12". */
export function formatLongDay(date: string): string {
  return longDayLabel.format(new Date(parseDate(date)));
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "9:30 AM" on the zone's clock. One formatter per zone: making one costs a hundred times more than
 * using it, and a booking week labels some 160 slots (docs/operations/benchmarks.md, Public pages).
 */
export function formatTimeInZone(instant: Date, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** "Tuesday, August 12, 2025 at 9:30 AM EDT" in `timeZone` (the browser's when omitted). */
export function formatFullDateTime(instant: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/** The browser's zone, for showing the customer their own time. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
