import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { CalendarEventsResponse } from '@leadledger/contracts/booking';
import { normalizeBusyBlocks } from '../../../../infrastructure/calendars/time-blocks';
import { BusyTimes } from '../../busy-times';
import { PublicPrograms } from '../../public-programs';
import { availableSlots, currentWeekStart, type DateParts, MAX_WEEKS_AHEAD, weekRange, SLOT_GRID } from '../../slots/booking-slots';
import { addDays, isoDate, parseIsoDate, wallTimeAt } from '../../slots/zoned-time';

export const WEEK_START_INVALID = 'weekStart must be the Sunday that starts the week, as YYYY-MM-DD.';
export const WEEK_IN_THE_PAST = 'That week is over. Please choose this week or a later one.';

/**
 * `POST /api/calendar-events`: one week of the booking grid (docs/product/screens-and-routes.md, Public booking page):
 * busy blocks (calendar and other bookings, times only) and the slots still bookable.
 */
@Injectable()
export class ListCalendarEvents {
  constructor(
    private readonly programs: PublicPrograms,
    private readonly busy: BusyTimes,
  ) {}

  async execute(referralCode: string, weekStartText: string, now: Date): Promise<CalendarEventsResponse> {
    const program = await this.programs.requireBookable(referralCode);
    const timeZone = program.merchant.timeZone;
    const weekStart = this.checkWeek(weekStartText, timeZone, now);
    const calendar = await this.busy.calendarOf(program.merchantId);
    const range = weekRange(weekStart, timeZone);
    const [calendarBusy, bookings] = await Promise.all([this.busy.calendarBusy(calendar, range), this.busy.bookings(program.merchantId, range)]);
    const busy = normalizeBusyBlocks([...calendarBusy, ...bookings], range.start, range.end);
    return {
      timeZone,
      busy: busy.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })),
      availableSlots: availableSlots(weekStart, timeZone, now, busy).map((d) => d.toISOString()),
      slotGrid: SLOT_GRID,
    };
  }

  /** A Sunday (the merchant's calendar), not before the current week, not beyond the booking horizon. */
  private checkWeek(text: string, timeZone: string, now: Date): DateParts {
    const date = typeof text === 'string' ? parseIsoDate(text) : null;
    if (!date || new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() !== 0) throw new UnprocessableEntityException(WEEK_START_INVALID);
    const current = isoDate(currentWeekStart(now, timeZone));
    if (isoDate(date) < current) throw new UnprocessableEntityException(WEEK_IN_THE_PAST);
    const last = isoDate(addDays(wallTimeAt(now, timeZone), MAX_WEEKS_AHEAD * 7));
    if (isoDate(date) > last) throw new UnprocessableEntityException(`Calls can be booked at most ${MAX_WEEKS_AHEAD} weeks ahead.`);
    return date;
  }
}
