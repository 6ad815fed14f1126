import { Command } from '@nestjs/cqrs';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import type { UserEntity } from '../../../../infrastructure/database/entities/user.entity';
import type { CommandContext } from '../../../shared/event-sourced-command';

/** An affiliate joins the program behind a referral code (join dialog, signup link, login with ref). */
export class JoinProgramCommand extends Command<AffiliateMembership> {
  constructor(
    readonly affiliate: Pick<UserEntity, 'id' | 'role'>,
    readonly referralCode: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
