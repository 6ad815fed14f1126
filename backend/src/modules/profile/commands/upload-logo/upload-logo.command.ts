import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '../../../../infrastructure/database/entities/user.entity';

/** Stores a new company logo for the user and drops the previous file. */
export class UploadLogo extends Command<UserEntity> {
  constructor(
    readonly userId: string,
    readonly content: Buffer,
  ) {
    super();
  }
}
