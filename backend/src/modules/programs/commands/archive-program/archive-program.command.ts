import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** SPEC.md: deleting a program archives it; history stays, new joins and bookings are refused. */
export class ArchiveProgramCommand extends Command<void> {
  constructor(
    readonly programId: string,
    readonly merchantId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
