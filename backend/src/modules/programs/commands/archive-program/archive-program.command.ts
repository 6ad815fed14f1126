import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** docs/product/attribution-and-booking.md, Archived and paused programs: deleting a program archives it; history stays, new joins and bookings are refused. */
export class ArchiveProgramCommand extends Command<void> {
  constructor(
    readonly programId: string,
    readonly merchantId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
