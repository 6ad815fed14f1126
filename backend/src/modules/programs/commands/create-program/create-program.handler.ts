import { programStream } from '../../../../domain/program/program.stream';
import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { Inject, UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AffiliateProgram } from '@leadledger/contracts/program';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { programDecider } from '../../../../domain/program/program.decide';
import type { CalendlyEventType } from '../../../../domain/program/program.events';
import { PG_POOL } from '../../../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { ProgramReadModel, toAffiliateProgram } from '../../program-read-model';
import { newReferralCode } from '../../referral-code';
import { CreateProgramCommand } from './create-program.command';

const PROVIDER_NAMES = { google: 'Google Calendar', calendly: 'Calendly' } as const;

@CommandHandler(CreateProgramCommand)
export class CreateProgramHandler implements ICommandHandler<CreateProgramCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly programs: ProgramReadModel,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute(command: CreateProgramCommand): Promise<AffiliateProgram> {
    const { merchant } = command;
    const integration = await this.activeIntegration(merchant.id, command.integration);
    if (!integration) {
      throw new UnprocessableEntityException(`Connect ${PROVIDER_NAMES[command.integration]} in Integrations before creating a program for it.`);
    }
    const eventType = command.integration === 'calendly' ? this.meetingType(integration.eventTypes, command.calendlyEventTypeUri) : null;

    const programId = randomUUID();
    const referralCode = await this.claimReferralCode(programId);
    const name = command.name || defaultProgramName(merchant.companyName || `${merchant.firstName}'s`, command.payoutCents);
    const { checkpoint } = await decideAndAppend(
      this.store,
      programStream(programId),
      programDecider,
      {
        type: 'CreateProgram',
        programId,
        merchantId: merchant.id,
        name,
        referralCode,
        payoutCents: command.payoutCents,
        integration: command.integration,
        integrationId: integration.id,
        calendlyEventType: eventType,
        now: command.context.now.toISOString(),
      },
      command.context,
    );
    if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.programs]);
    const row = await this.programs.byId(programId);
    if (!row) throw new WriteAcceptedReadModelStale('program', programId);
    return toAffiliateProgram(row);
  }

  private meetingType(available: CalendlyEventType[], uri: string | undefined): CalendlyEventType {
    if (!uri) throw new UnprocessableEntityException('Meeting type required: please select a Calendly meeting type for this program.');
    const found = available.find((t) => t.uri === uri);
    if (!found) throw new UnprocessableEntityException('That meeting type is not one of your connected Calendly account\'s. Refresh the list and choose again.');
    return found;
  }

  private async activeIntegration(merchantId: string, provider: string): Promise<{ id: string; eventTypes: CalendlyEventType[] } | null> {
    const { rows } = await this.pool.query(
      `SELECT id, calendly_event_types FROM calendar_integrations WHERE merchant_id = $1 AND provider = $2 AND is_active`,
      [merchantId, provider],
    );
    return rows[0] ? { id: rows[0].id, eventTypes: rows[0].calendly_event_types ?? [] } : null;
  }

  /** Codes are claimed before the program exists so two programs can never share one. */
  private async claimReferralCode(programId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newReferralCode();
      const { rowCount } = await this.pool.query(
        `INSERT INTO referral_codes (code, program_id) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING`,
        [code, programId],
      );
      if (rowCount === 1) return code;
    }
    throw new Error('could not find an unused referral code in 5 attempts');
  }
}

/** "Acme: $50 per approved call": tells a merchant's programs apart when none was named. */
function defaultProgramName(owner: string, payoutCents: number): string {
  const dollars = payoutCents % 100 === 0 ? String(payoutCents / 100) : (payoutCents / 100).toFixed(2);
  return `${owner} program: $${dollars} per approved call`;
}
