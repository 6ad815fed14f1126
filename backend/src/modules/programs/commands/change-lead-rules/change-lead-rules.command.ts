import { Command } from '@nestjs/cqrs';
import type { ProgramLeadRules } from '@leadledger/contracts/lead-quality';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** The merchant sets a program's lead rules (docs/product/lead-quality.md, Program rules). */
export class ChangeLeadRulesCommand extends Command<ProgramLeadRules> {
  constructor(
    readonly programId: string,
    readonly merchantId: string,
    readonly rules: { expectedCountries: string[]; rejectAtOrBelow: number | null; rejectSignals: string[] },
    readonly context: CommandContext,
  ) {
    super();
  }
}
