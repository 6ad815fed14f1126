import { Command } from '@nestjs/cqrs';
import type { ReadModelStatus } from '@leadledger/contracts/admin';

/** An admin lets a parked read model retry its event, after a fix (docs/architecture/projections.md). */
export class ResumeProjectionCommand extends Command<ReadModelStatus> {
  constructor(
    readonly name: string,
    readonly adminId: string,
  ) {
    super();
  }
}
