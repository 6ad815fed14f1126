import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { hashPassword } from '../../../../infrastructure/crypto/password-hasher';
import { UserEntity } from '../../../../infrastructure/database/entities/user.entity';
import { SessionService } from '../../session/session.service';
import { type Registered, RegisterUser } from './register-user.command';

@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RegisterUser): Promise<Registered> {
    const now = this.clock.now();
    const user = this.users.create({
      id: randomUUID(),
      email: command.email.toLowerCase(),
      passwordHash: await hashPassword(command.password),
      firstName: command.firstName,
      lastName: command.lastName || null,
      role: command.role,
      companyName: null,
      logoFile: null,
      timeZone: command.timeZone,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await this.users.insert(user);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new ConflictException('An account with this email already exists. Sign in instead.');
      }
      throw error;
    }
    return { user, sessionToken: await this.sessions.start(user.id, command.userAgent) };
  }
}
