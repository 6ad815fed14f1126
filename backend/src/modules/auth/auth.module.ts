import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from '../../infrastructure/database/entities/session.entity';
import { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { AuthController } from './auth.controller';
import { LogInHandler } from './commands/log-in/log-in.handler';
import { LogOutHandler } from './commands/log-out/log-out.handler';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { SessionGuard } from './session/session.guard';
import { SessionService } from './session/session.service';
import { AffiliateIpSightings } from './session/affiliate-ip-sightings';
import { ClientFingerprint } from '../tracking/client-fingerprint';
import { SuspendedAccounts } from './session/suspended-accounts';

/** Accounts and sessions; installs the deny-by-default guard for the whole API. */
@Module({
  imports: [CqrsModule, AffiliatesModule, TypeOrmModule.forFeature([UserEntity, SessionEntity])],
  controllers: [AuthController],
  providers: [SessionService, SuspendedAccounts, ClientFingerprint, AffiliateIpSightings, RegisterUserHandler, LogInHandler, LogOutHandler, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [SessionService],
})
export class AuthModule {}
