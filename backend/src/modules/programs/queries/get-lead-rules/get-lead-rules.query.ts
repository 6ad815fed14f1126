import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ProgramLeadRules } from '@leadledger/contracts/lead-quality';
import { NO_LEAD_RULES } from '../../../../domain/program/program-lead-rules';
import { loadProgram } from '../../../../domain/program/program.stream';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';

/**
 * A program's lead rules, from its stream: one small stream read, and the rules bookings are
 * judged by are exactly these (no read model to lag behind them).
 */
@Injectable()
export class GetLeadRules {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(programId: string, merchantId: string): Promise<ProgramLeadRules> {
    const program = await loadProgram(this.store, programId);
    // Another merchant's program does not exist for this one (docs/architecture/overview.md, Security).
    if (program.status === 'absent' || program.merchantId !== merchantId) throw new NotFoundException('Program not found.');
    return program.leadRules ?? NO_LEAD_RULES;
  }
}
