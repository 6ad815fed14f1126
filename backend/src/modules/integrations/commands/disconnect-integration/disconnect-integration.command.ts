import { Command } from '@nestjs/cqrs';

/** Switches the connection off and erases its secrets; programs keep their history. */
export class DisconnectIntegrationCommand extends Command<void> {
  constructor(
    readonly merchantId: string,
    readonly integrationId: string,
  ) {
    super();
  }
}
