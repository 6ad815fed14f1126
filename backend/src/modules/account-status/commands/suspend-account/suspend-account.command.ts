import { Command } from '@nestjs/cqrs';
import type { AccountStatus } from '@leadledger/contracts/account-status';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** An admin suspends a merchant or an affiliate; the context's actor is that admin. */
export class SuspendAccountCommand extends Command<AccountStatus> {
  constructor(
    readonly userId: string,
    readonly adminId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
