import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MerchantBillingModule } from '../merchant-billing/merchant-billing.module';
import { AffiliateStatsController } from './affiliate-stats.controller';
import { ApprovalProcess } from './approval/approval-process';
import { ApprovalSweeper } from './approval/approval-sweeper';
import { CallReadModel } from './call-read-model';
import { CallsController } from './calls.controller';
import { ApproveCallHandler } from './commands/approve-call/approve-call.handler';
import { RejectCallHandler } from './commands/reject-call/reject-call.handler';

/** Calls after booking: the merchant's decision, the charge, the affiliate's view (issue 4). */
@Module({
  imports: [CqrsModule, MerchantBillingModule],
  controllers: [CallsController, AffiliateStatsController],
  providers: [CallReadModel, ApprovalProcess, ApprovalSweeper, ApproveCallHandler, RejectCallHandler],
  exports: [CallReadModel, ApprovalProcess, ApprovalSweeper],
})
export class CallsModule {}
