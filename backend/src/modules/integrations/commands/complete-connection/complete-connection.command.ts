import { Command } from '@nestjs/cqrs';
import type { CalendarProvider } from '../../../../infrastructure/calendars/calendar.errors';

/** The provider sent the merchant back with a code: exchange it and store the connection. */
export class CompleteConnectionCommand extends Command<void> {
  constructor(
    readonly provider: CalendarProvider,
    readonly code: string,
    readonly state: string,
    /** The signed-in user on this browser, if any: must be the merchant who started. */
    readonly sessionUserId: string | null,
    readonly origin: string,
  ) {
    super();
  }
}
