import { Command } from '@nestjs/cqrs';
import type { Call } from '@leadledger/contracts/call';
import type { CommandContext } from '../../../shared/event-sourced-command';

export class ApproveCallCommand extends Command<Call> {
  constructor(
    readonly callId: string,
    readonly merchantId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
