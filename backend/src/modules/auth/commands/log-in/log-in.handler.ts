import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../../../infrastructure/crypto/password-hasher';
import { UserEntity } from '../../../../infrastructure/database/entities/user.entity';
import { SessionService } from '../../session/session.service';
import { ACCOUNT_SUSPENDED, SuspendedAccounts } from '../../session/suspended-accounts';
import { LogIn, type LoggedIn } from './log-in.command';

@CommandHandler(LogIn)
export class LogInHandler implements ICommandHandler<LogIn> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
    private readonly suspended: SuspendedAccounts,
  ) {}

  async execute(command: LogIn): Promise<LoggedIn> {
    const user = await this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email: command.email })
      .getOne();
    // Same work and the same answer whether the email is unknown or the password wrong.
    const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, command.password);
    if (!user || !valid) throw new UnauthorizedException('Incorrect email or password.');
    // Only after the password: a guesser learns nothing of the account. 403, since the
    // credentials were right (docs/architecture/invariants.md).
    if (await this.suspended.isSuspended(user)) throw new ForbiddenException(ACCOUNT_SUSPENDED);
    return { user, sessionToken: await this.sessions.start(user.id, command.userAgent) };
  }
}
