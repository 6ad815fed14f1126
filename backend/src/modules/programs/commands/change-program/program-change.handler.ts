import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AffiliateProgram } from '@leadledger/contracts/program';
import type { Pool } from 'pg';
import type { ProgramCommand } from '../../../../domain/program/program.commands';
import { programDecider } from '../../../../domain/program/program.decide';
import { loadProgram, programStream } from '../../../../domain/program/program.stream';
import { PG_POOL } from '../../../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { ProgramReadModel, toAffiliateProgram } from '../../program-read-model';
import { type ProgramChange, ProgramChangeCommand } from './program-change.command';

export const NOTHING_TO_CHANGE = 'Nothing to change: send a new name, a new commission (payoutPerCall), new decision terms (decisionTerms), or several.';

@CommandHandler(ProgramChangeCommand)
export class ProgramChangeHandler implements ICommandHandler<ProgramChangeCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly programs: ProgramReadModel,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ programId, merchantId, change, context }: ProgramChangeCommand): Promise<AffiliateProgram> {
    const command = await this.domainCommand(programId, merchantId, change, context.now.toISOString());
    const { checkpoint } = await decideAndAppend(this.store, programStream(programId), programDecider, command, context);
    if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.programs]);
    const row = await this.programs.byId(programId);
    if (!row) throw new WriteAcceptedReadModelStale('program', programId);
    return toAffiliateProgram(row);
  }

  private async domainCommand(programId: string, merchantId: string, change: ProgramChange, now: string): Promise<ProgramCommand> {
    switch (change.kind) {
      case 'change':
        if (change.name === undefined && change.payoutCents === undefined && change.decisionTerms === undefined) throw new BadRequestException(NOTHING_TO_CHANGE);
        return { type: 'ChangeProgram', programId, merchantId, name: change.name, payoutCents: change.payoutCents, decisionTerms: change.decisionTerms, now };
      case 'pause':
        return { type: 'PauseProgram', programId, merchantId, reason: 'merchant', now };
      case 'resume': {
        // Which calendar the program books through is its stream's answer; whether one is connected, the integrations'.
        const program = await loadProgram(this.store, programId);
        const calendarConnected = program.status !== 'absent' && (await this.calendarConnected(merchantId, program.integration));
        return { type: 'ResumeProgram', programId, merchantId, reason: 'merchant', calendarConnected, now };
      }
    }
  }

  private async calendarConnected(merchantId: string, provider: string): Promise<boolean> {
    const { rows } = await this.pool.query(`SELECT 1 FROM calendar_integrations WHERE merchant_id = $1 AND provider = $2 AND is_active`, [merchantId, provider]);
    return rows.length > 0;
  }
}
