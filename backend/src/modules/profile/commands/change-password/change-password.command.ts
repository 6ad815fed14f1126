import { Command } from '@nestjs/cqrs';

/** Replaces the password after checking the current one; signs out every other browser. */
export class ChangePassword extends Command<void> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly keepSessionToken: string | null,
  ) {
    super();
  }
}
