import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { hashPassword, verifyPassword } from '../../../../infrastructure/crypto/password-hasher';
import { UserEntity } from '../../../../infrastructure/database/entities/user.entity';
import { SessionService } from '../../../auth/session/session.service';
import { ChangePassword } from './change-password.command';

@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ChangePassword): Promise<void> {
    const user = await this.users.findOneBy({ id: command.userId });
    if (!user) throw new NotFoundException('This account no longer exists.');
    // 400, not 401: the session is fine, only the typed password is wrong.
    if (!(await verifyPassword(user.passwordHash, command.currentPassword))) {
      throw new BadRequestException({
        message: 'Your current password is incorrect.',
        errors: { currentPassword: 'Your current password is incorrect.' },
      });
    }
    await this.users.update({ id: user.id }, { passwordHash: await hashPassword(command.newPassword), updatedAt: this.clock.now() });
    await this.sessions.endOthers(user.id, command.keepSessionToken);
  }
}
