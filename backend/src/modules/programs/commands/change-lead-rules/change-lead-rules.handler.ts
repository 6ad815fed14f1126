import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProgramLeadRules } from '@leadledger/contracts/lead-quality';
import { NO_LEAD_RULES } from '../../../../domain/program/program-lead-rules';
import { programDecider } from '../../../../domain/program/program.decide';
import { programStream } from '../../../../domain/program/program.stream';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { ChangeLeadRulesCommand } from './change-lead-rules.command';

/** Load, decide, append; the answer is the rules as the stream now holds them (no read model to wait for). */
@CommandHandler(ChangeLeadRulesCommand)
export class ChangeLeadRulesHandler implements ICommandHandler<ChangeLeadRulesCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ programId, merchantId, rules, context }: ChangeLeadRulesCommand): Promise<ProgramLeadRules> {
    const { state } = await decideAndAppend(
      this.store,
      programStream(programId),
      programDecider,
      { type: 'ChangeLeadRules', programId, merchantId, ...rules, now: context.now.toISOString() },
      context,
    );
    // The decider let it through, so the program is this merchant's.
    return state.status === 'absent' ? NO_LEAD_RULES : (state.leadRules ?? NO_LEAD_RULES);
  }
}
