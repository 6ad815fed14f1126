import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** The program's merchant removes an affiliate; its history (and future commissions owed) stays. */
export class RemoveAffiliateCommand extends Command<void> {
  constructor(
    readonly merchantId: string,
    readonly membershipId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
