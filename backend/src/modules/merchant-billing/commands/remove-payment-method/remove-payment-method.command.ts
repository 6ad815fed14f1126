import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/event-sourced-command';

export class RemovePaymentMethodCommand extends Command<void> {
  constructor(
    readonly merchantId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
