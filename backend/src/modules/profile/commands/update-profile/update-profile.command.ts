import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '../../../../infrastructure/database/entities/user.entity';

export class UpdateProfile extends Command<UserEntity> {
  constructor(
    readonly userId: string,
    readonly firstName: string,
    readonly lastName: string,
    /** undefined = leave as is; null or '' = clear. */
    readonly companyName: string | null | undefined,
    readonly timeZone: string | undefined,
  ) {
    super();
  }
}
