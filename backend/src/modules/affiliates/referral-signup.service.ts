import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { ProgramReadModel } from '../programs/program-read-model';
import type { CommandContext } from '../shared/event-sourced-command';
import { JoinProgramCommand } from './commands/join-program/join-program.command';
import { UNKNOWN_CODE_MESSAGE } from './commands/join-program/join-program.handler';

export const EXPIRED_PROGRAM_MESSAGE = 'This program has expired. Please contact the merchant for a new link.';

/**
 * Signing up or in through a referral link joins that program (docs/product/api.md, Session and auth). The code is
 * checked before the account is created, so a bad link leaves no account half-made behind.
 */
@Injectable()
export class ReferralSignupService {
  constructor(
    private readonly programs: ProgramReadModel,
    private readonly commands: CommandBus,
  ) {}

  async assertJoinable(referralCode: string): Promise<void> {
    const program = await this.programs.byCode(referralCode);
    if (!program) throw new NotFoundException(UNKNOWN_CODE_MESSAGE);
    if (program.archived_at) throw new ConflictException(EXPIRED_PROGRAM_MESSAGE);
  }

  async join(user: Pick<UserEntity, 'id' | 'role'>, referralCode: string, context: CommandContext): Promise<void> {
    await this.commands.execute(new JoinProgramCommand(user, referralCode, { ...context, actor: { userId: user.id, role: user.role } }));
  }

  /** At sign-in the link is a convenience: a join that is refused must not refuse the sign-in. */
  async joinIfPossible(user: Pick<UserEntity, 'id' | 'role'>, referralCode: string, context: CommandContext): Promise<boolean> {
    if (user.role !== 'affiliate') return false;
    try {
      await this.join(user, referralCode, context);
      return true;
    } catch {
      return false;
    }
  }
}
