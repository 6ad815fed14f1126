import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionService } from '../../session/session.service';
import { LogOut } from './log-out.command';

@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut> {
  constructor(private readonly sessions: SessionService) {}

  async execute(command: LogOut): Promise<void> {
    if (command.sessionToken) await this.sessions.end(command.sessionToken);
  }
}
