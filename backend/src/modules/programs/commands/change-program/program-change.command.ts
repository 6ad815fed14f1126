import { Command } from '@nestjs/cqrs';
import type { AffiliateProgram } from '@leadledger/contracts/program';
import type { DecisionTerms } from '../../../../domain/call/call.events';
import type { CommandContext } from '../../../shared/event-sourced-command';

/**
 * One command for the merchant's changes to a program (issue 12): rename, a new commission or new decision terms,
 * pause, resume. Each is decided by the program's stream (domain/program/program.decide.ts).
 */
export type ProgramChange =
  | { kind: 'change'; name?: string; payoutCents?: number; decisionTerms?: DecisionTerms }
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
