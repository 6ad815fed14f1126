import { Command } from '@nestjs/cqrs';
import type { AccountStatus } from '@leadledger/contracts/account-status';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** An admin lifts a suspension: sign-in and links work again. */
export class ReinstateAccountCommand extends Command<AccountStatus> {
  constructor(
    readonly userId: string,
    readonly adminId: string,
    readonly note: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
