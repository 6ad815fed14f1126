import type { CalendarEventsResponse, SlotGrid } from '@leadledger/contracts/booking';
import { addDays, dateInZone, dayOfWeek, formatTimeInZone, sundayOf, zonedTimeToInstant } from '../../lib/zoned-time';

/**
 * The booking grid: 30-minute slots in the 06:00 to 17:30 window, weekdays only, so the last call
 * starts at 17:00. The server sends the grid it books on with each week (`slotGrid`) and the page
 * draws exactly those rows; this copy only lays out the week before the first answer arrives. (A
 * 17:30 row, which the server never offers, once showed as "Taken" every weekday.)
 */
const DEFAULT_GRID: SlotGrid = { firstStartMinutes: 6 * 60, lastStartMinutes: 17 * 60, slotMinutes: 30 };
/** The current week and the next four (calendar sync covers the same span, SPEC.md section 9). */
export const WEEKS_AHEAD = 4;

export type SlotState = 'available' | 'taken' | 'past' | 'weekend';

export interface Slot {
  start: Date;
  time: string;
  state: SlotState;
}

export interface Day {
  date: string;
  isWeekend: boolean;
  slots: Slot[];
}

export function currentWeekStart(timeZone: string, now = new Date()): string {
  return sundayOf(dateInZone(now, timeZone));
}

export function weekStartAt(timeZone: string, offset: number, now = new Date()): string {
  return addDays(currentWeekStart(timeZone, now), offset * 7);
}

/**
 * Every slot of the week with its state. The server's `availableSlots` are the truth for what
 * can be booked; the rest is labelled by the rule that excludes it (weekend, past, or taken by a
 * busy block or another booking).
 */
export function buildWeek(weekStart: string, timeZone: string, week: CalendarEventsResponse | undefined, now = new Date()): Day[] {
  const available = new Set((week?.availableSlots ?? []).map((iso) => new Date(iso).getTime()));
  const grid = week?.slotGrid ?? DEFAULT_GRID;
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    const isWeekend = [0, 6].includes(dayOfWeek(date));
    const slots: Slot[] = [];
    for (let minutes = grid.firstStartMinutes; minutes <= grid.lastStartMinutes; minutes += grid.slotMinutes) {
      const start = zonedTimeToInstant(date, Math.floor(minutes / 60), minutes % 60, timeZone);
      const state: SlotState = isWeekend
        ? 'weekend'
        : start.getTime() <= now.getTime()
          ? 'past'
          : available.has(start.getTime())
            ? 'available'
            : 'taken';
      slots.push({ start, time: formatTimeInZone(start, timeZone), state });
    }
    return { date, isWeekend, slots };
  });
}

export const slotStateLabel: Record<SlotState, string> = {
  available: 'available',
  taken: 'taken',
  past: 'in the past',
  weekend: 'weekend, closed',
};
