import { Command } from '@nestjs/cqrs';
import type { AffiliateProgram } from '@leadledger/contracts/program';
import type { CommandContext } from '../../../shared/event-sourced-command';

/**
 * One command for the merchant's changes to a program (issue 12): rename or a new commission,
 * pause, resume. Each is decided by the program's stream (domain/program/program.decide.ts).
 */
export type ProgramChange =
  | { kind: 'change'; name?: string; payoutCents?: number }
  | { kind: 'pause' }
  | { kind: 'resume' };

export class ProgramChangeCommand extends Command<AffiliateProgram> {
  constructor(
    readonly programId: string,
    readonly merchantId: string,
    readonly change: ProgramChange,
    readonly context: CommandContext,
  ) {
    super();
  }
}
