import { Command } from '@nestjs/cqrs';
import type { SignupRole } from '@leadledger/contracts/user';
import type { UserEntity } from '../../../../infrastructure/database/entities/user.entity';

export interface Registered {
  user: UserEntity;
  sessionToken: string;
}

/** Opens an account and signs it in. `referralCode` joins a program once programs exist. */
export class RegisterUser extends Command<Registered> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName: string,
    readonly lastName: string | null,
    readonly role: SignupRole,
    readonly timeZone: string,
    readonly userAgent: string | undefined,
  ) {
    super();
  }
}
