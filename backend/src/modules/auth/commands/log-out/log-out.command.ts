import { Command } from '@nestjs/cqrs';

/** Ends the session behind this cookie value (other browsers stay signed in). */
export class LogOut extends Command<void> {
  constructor(readonly sessionToken: string | null) {
    super();
  }
}
