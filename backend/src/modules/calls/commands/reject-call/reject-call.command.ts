import { Command } from '@nestjs/cqrs';
import type { Call, RejectionReason } from '@leadledger/contracts/call';
import type { CommandContext } from '../../../shared/event-sourced-command';

export class RejectCallCommand extends Command<Call> {
  constructor(
    readonly callId: string,
    readonly merchantId: string,
    readonly reason: RejectionReason,
    readonly note: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
