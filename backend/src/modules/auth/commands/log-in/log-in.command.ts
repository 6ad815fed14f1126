import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '../../../../infrastructure/database/entities/user.entity';

export interface LoggedIn {
  user: UserEntity;
  sessionToken: string;
}

/** Checks the password and starts a new session. */
export class LogIn extends Command<LoggedIn> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly userAgent: string | undefined,
  ) {
    super();
  }
}
