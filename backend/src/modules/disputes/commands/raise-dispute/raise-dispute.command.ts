import { Command } from '@nestjs/cqrs';
import type { DisputeRaisedBy, DisputeSummary } from '@leadledger/contracts/dispute';
import type { CommandContext } from '../../../shared/event-sourced-command';

export class RaiseDisputeCommand extends Command<DisputeSummary> {
  constructor(
    readonly callId: string,
    readonly raisedBy: DisputeRaisedBy,
    readonly userId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
