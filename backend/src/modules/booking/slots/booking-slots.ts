import { addDays, type WallTime, instantOf, wallTimeAt } from './zoned-time';

/**
 * The booking grid (docs/product/attribution-and-booking.md, Booking slots): 30-minute slots from 06:00 to 17:30,
 * Monday to Friday, in the merchant's zone. "06:00 to 17:30" is the working window, so the last
 * slot starts at 17:00 and ends at 17:30; a 17:30 start would run past it and is refused.
 */
export const SLOT_MINUTES = 30;
export const SLOT_MS = SLOT_MINUTES * 60_000;
const FIRST_START_MINUTES = 6 * 60;
const LAST_START_MINUTES = 17 * 60;

/** The grid as the booking page draws it: sent with each week so the page cannot drift from these rules. */
export const SLOT_GRID = { firstStartMinutes: FIRST_START_MINUTES, lastStartMinutes: LAST_START_MINUTES, slotMinutes: SLOT_MINUTES } as const;
/** How far ahead a booking (or a week of the grid) may be: beyond it, nobody is planning a sales call. */
export const MAX_WEEKS_AHEAD = 26;

export type DateParts = { year: number; month: number; day: number };

export interface TimeRange {
  start: Date;
  end: Date;
}

/** The Sunday starting the week that contains `now` on the merchant's wall calendar. */
export function currentWeekStart(now: Date, timeZone: string): DateParts {
  const w = wallTimeAt(now, timeZone);
  return addDays(w, -w.weekday);
}

/** Sunday 00:00 to the next Sunday 00:00, merchant time, as instants. */
export function weekRange(weekStart: DateParts, timeZone: string): TimeRange {
  return { start: instantOf(weekStart, 0, 0, timeZone), end: instantOf(addDays(weekStart, 7), 0, 0, timeZone) };
}

/** Every slot start of the week, Monday to Friday, in order. */
export function weekSlotStarts(weekStart: DateParts, timeZone: string): Date[] {
  const starts: Date[] = [];
  for (let d = 1; d <= 5; d++) {
    const date = addDays(weekStart, d);
    for (let m = FIRST_START_MINUTES; m <= LAST_START_MINUTES; m += SLOT_MINUTES) {
      starts.push(instantOf(date, Math.floor(m / 60), m % 60, timeZone));
    }
  }
  return starts;
}

export function overlapsAny(range: TimeRange, blocks: readonly TimeRange[]): boolean {
  return blocks.some((b) => b.start < range.end && range.start < b.end);
}

export function slotRange(start: Date): TimeRange {
  return { start, end: new Date(start.getTime() + SLOT_MS) };
}

/** The week's bookable starts: on the grid, still ahead, and clear of every busy block. */
export function availableSlots(weekStart: DateParts, timeZone: string, now: Date, busy: readonly TimeRange[]): Date[] {
  return weekSlotStarts(weekStart, timeZone).filter((start) => start > now && !overlapsAny(slotRange(start), busy));
}

export type SlotProblem = 'not-on-grid' | 'weekend' | 'outside-hours' | 'past' | 'too-far';

/** Why `start` cannot be booked (busy blocks aside), or null when it is a slot of the grid. */
export function slotProblem(start: Date, timeZone: string, now: Date): SlotProblem | null {
  const w: WallTime = wallTimeAt(start, timeZone);
  if (w.weekday === 0 || w.weekday === 6) return 'weekend';
  const minutes = w.hour * 60 + w.minute;
  if (minutes < FIRST_START_MINUTES || minutes > LAST_START_MINUTES) return 'outside-hours';
  if (w.minute % SLOT_MINUTES !== 0 || w.second !== 0 || start.getUTCMilliseconds() !== 0) return 'not-on-grid';
  if (start <= now) return 'past';
  if (start.getTime() - now.getTime() > MAX_WEEKS_AHEAD * 7 * 86_400_000) return 'too-far';
  return null;
}

export function slotProblemMessage(problem: SlotProblem, timeZone: string): string {
  switch (problem) {
    case 'weekend':
      return 'Calls can only be booked Monday to Friday.';
    case 'outside-hours':
      return `Calls can only be booked between 06:00 and 17:30 (${timeZone} time); the last call starts at 17:00.`;
    case 'not-on-grid':
      return 'Calls start on the hour or the half hour. Please choose one of the slots shown.';
    case 'past':
      return 'That time has already passed. Please choose a later slot.';
    case 'too-far':
      return `Calls can be booked at most ${MAX_WEEKS_AHEAD} weeks ahead.`;
    default: {
      const unreachable: never = problem;
      return unreachable;
    }
  }
}
