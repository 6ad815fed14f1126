import { Command } from '@nestjs/cqrs';
import type { AffiliateProgram, IntegrationProvider } from '@leadledger/contracts/program';
import type { UserEntity } from '../../../../infrastructure/database/entities/user.entity';
import type { CommandContext } from '../../../shared/event-sourced-command';

export class CreateProgramCommand extends Command<AffiliateProgram> {
  constructor(
    readonly merchant: UserEntity,
    readonly payoutCents: number,
    readonly integration: IntegrationProvider,
    readonly calendlyEventTypeUri: string | undefined,
    readonly name: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
