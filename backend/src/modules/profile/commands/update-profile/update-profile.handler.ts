import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { UserEntity } from '../../../../infrastructure/database/entities/user.entity';
import { UpdateProfile } from './update-profile.command';

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: UpdateProfile): Promise<UserEntity> {
    const user = await this.users.findOneBy({ id: command.userId });
    if (!user) throw new NotFoundException('This account no longer exists.');
    user.firstName = command.firstName;
    user.lastName = command.lastName;
    if (command.companyName !== undefined) user.companyName = command.companyName || null;
    if (command.timeZone) user.timeZone = command.timeZone;
    user.updatedAt = this.clock.now();
    await this.users.save(user);
    return user;
  }
}
