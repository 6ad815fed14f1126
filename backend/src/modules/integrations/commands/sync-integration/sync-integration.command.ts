import { Command } from '@nestjs/cqrs';
import type { SyncIntegrationResponse } from '@leadledger/contracts/integration';

/** Pulls busy times (Google) or meeting types (Calendly) for the current week plus the next 4. */
export class SyncIntegrationCommand extends Command<SyncIntegrationResponse> {
  constructor(
    readonly merchantId: string,
    readonly integrationId: string,
    readonly now: Date,
  ) {
    super();
  }
}
