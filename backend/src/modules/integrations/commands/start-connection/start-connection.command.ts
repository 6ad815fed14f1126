import { Command } from '@nestjs/cqrs';
import type { ConnectIntegrationResponse } from '@leadledger/contracts/integration';
import type { CalendarProvider } from '../../../../infrastructure/calendars/calendar.errors';

/** Begins OAuth: a one-time state for this merchant and the provider's consent URL. */
export class StartConnectionCommand extends Command<ConnectIntegrationResponse> {
  constructor(
    readonly merchantId: string,
    readonly provider: CalendarProvider,
    readonly origin: string,
  ) {
    super();
  }
}
