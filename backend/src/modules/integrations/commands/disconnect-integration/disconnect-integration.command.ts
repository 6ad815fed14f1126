import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** Pauses the programs that book through it, then switches the connection off and erases its secrets; programs keep their history. */
export class DisconnectIntegrationCommand extends Command<void> {
  constructor(
    readonly merchantId: string,
    readonly integrationId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
