import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { CalendarUnavailable } from '../../infrastructure/calendars/calendar.errors';
import { normalizeBusyBlocks } from '../../infrastructure/calendars/time-blocks';
import { CalendarConnectors } from '../integrations/calendar-connectors';
import { type IntegrationRow, IntegrationStore } from '../integrations/integration-store';
import { SLOT_MS, type TimeRange } from './slots/booking-slots';
import { SlotClaims } from './slot-claims';

export const CALENDAR_NOT_CONNECTED = "This merchant's calendar is not connected right now, so calls cannot be booked. Please try again later.";

/**
 * What makes a slot unavailable: the merchant's Google busy times (live, so a meeting added a
 * minute ago counts; the last sync's copy when Google is not answering) and other bookings.
 * Times only, never titles or attendees (issue 4).
 */
@Injectable()
export class BusyTimes {
  private readonly logger = new Logger('BusyTimes');

  constructor(
    private readonly integrations: IntegrationStore,
    private readonly connectors: CalendarConnectors,
    private readonly slots: SlotClaims,
  ) {}

  async calendarOf(merchantId: string): Promise<IntegrationRow> {
    return this.requireCalendar(await this.integrations.findActive(merchantId, 'google'));
  }

  /** The merchant's live Google calendar, already read (PublicPrograms.requireBookableWithCalendar); 409 without one. */
  requireCalendar(row: IntegrationRow | null): IntegrationRow {
    if (!row) throw new ConflictException(CALENDAR_NOT_CONNECTED);
    return row;
  }

  async calendarBusy(row: IntegrationRow, range: TimeRange): Promise<TimeRange[]> {
    try {
      const tokens = await this.connectors.freshTokens(row);
      return await this.connectors.google.busyBlocks(tokens, row.calendar_id ?? 'primary', range.start, range.end);
    } catch (error) {
      if (!(error instanceof CalendarUnavailable)) throw error;
      this.logger.warn(`Google free/busy unavailable for integration ${row.id}; using the last sync`);
      const stored = (await this.integrations.busyBlocks(row.id)).map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));
      return normalizeBusyBlocks(stored, range.start, range.end);
    }
  }

  async bookings(merchantId: string, range: TimeRange): Promise<TimeRange[]> {
    return (await this.slots.within(merchantId, range.start, range.end)).map((start) => ({ start, end: new Date(start.getTime() + SLOT_MS) }));
  }
}
