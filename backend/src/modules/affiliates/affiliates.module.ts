import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProgramsModule } from '../programs/programs.module';
import { AffiliatesController } from './affiliates.controller';
import { JoinProgramHandler } from './commands/join-program/join-program.handler';
import { RemoveAffiliateHandler } from './commands/remove-affiliate/remove-affiliate.handler';
import { SetPrimaryMembershipHandler } from './commands/set-primary-membership/set-primary-membership.handler';
import { MembershipReadModel } from './membership-read-model';
import { PrimaryMemberships } from './primary-memberships';
import { ReferralSignupService } from './referral-signup.service';

@Module({
  imports: [CqrsModule, ProgramsModule],
  controllers: [AffiliatesController],
  providers: [MembershipReadModel, PrimaryMemberships, ReferralSignupService, JoinProgramHandler, SetPrimaryMembershipHandler, RemoveAffiliateHandler],
  exports: [MembershipReadModel, ReferralSignupService],
})
export class AffiliatesModule {}
