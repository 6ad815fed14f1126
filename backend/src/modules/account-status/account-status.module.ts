import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../auth/auth.module';
import { AccountStatusController } from './account-status.controller';
import { AccountStatusReadModel } from './account-status.read-model';
import { ReinstateAccountHandler } from './commands/reinstate-account/reinstate-account.handler';
import { SuspendAccountHandler } from './commands/suspend-account/suspend-account.handler';

/** Account suspension (admins): the commands, the panel's read; sign-in and links enforce it from the stream. */
@Module({
  imports: [CqrsModule, AuthModule],
  controllers: [AccountStatusController],
  providers: [AccountStatusReadModel, SuspendAccountHandler, ReinstateAccountHandler],
})
export class AccountStatusModule {}
