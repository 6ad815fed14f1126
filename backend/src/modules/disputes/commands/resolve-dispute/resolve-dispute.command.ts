import { Command } from '@nestjs/cqrs';
import type { AdminDispute, ResolveDisputeRequest } from '@leadledger/contracts/dispute';
import type { CommandContext } from '../../../shared/event-sourced-command';

export class ResolveDisputeCommand extends Command<AdminDispute> {
  constructor(
    readonly disputeId: string,
    readonly adminId: string,
    readonly outcome: ResolveDisputeRequest['outcome'],
    readonly note: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
