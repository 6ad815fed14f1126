import type { CalendarEventsResponse } from '@leadledger/contracts/booking';
import { addDays, dateInZone, dayOfWeek, formatTimeInZone, sundayOf, zonedTimeToInstant } from '../../lib/zoned-time';

/*
 * The booking grid has one source: the server's. Each week's answer carries the grid it books on
 * (`slotGrid`: 06:00 to 17:30, so the last call starts at 17:00) and the slots it offers, and the
 * page draws exactly those rows, with no copy of the hours here that could drift. (A 17:30 row
 * the server never offers once showed as "Taken" every weekday.)
 */
/** The current week and the next four (calendar sync covers the same span, docs/product/limits-and-timings.md, Calendar and booking). */
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
 * Every slot of the week with its state, on the server's grid (`week.slotGrid`). The server's
 * `availableSlots` are the truth for what can be booked: only an offered slot is available. The
 * rest is labelled by the rule that excludes it: weekend, past, or taken (a busy block or another
 * booking). Since the rows are the server's own, a row it never offers (such as a 17:30 start)
 * cannot appear here as "Taken".
 */
export function buildWeek(weekStart: string, timeZone: string, week: CalendarEventsResponse, now = new Date()): Day[] {
  const available = new Set(week.availableSlots.map((iso) => new Date(iso).getTime()));
  const { firstStartMinutes, lastStartMinutes, slotMinutes } = week.slotGrid;
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    const isWeekend = [0, 6].includes(dayOfWeek(date));
    const slots: Slot[] = [];
    for (let minutes = firstStartMinutes; minutes <= lastStartMinutes; minutes += slotMinutes) {
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
