import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MoneyMovementsModule } from '../money-movements/money-movements.module';
import { NoShowsModule } from '../no-shows/no-shows.module';
import { AffiliateStatsController } from './affiliate-stats.controller';
import { CallReadModel } from './call-read-model';
import { UnattributedBookingsController } from './unattributed-bookings.controller';
import { CallsController } from './calls.controller';
import { ApproveCallHandler } from './commands/approve-call/approve-call.handler';
import { RejectCallHandler } from './commands/reject-call/reject-call.handler';

/** Calls after booking: the merchant's decision, the charge (MoneyMovementsModule), the affiliate's view (issue 4). */
@Module({
  imports: [CqrsModule, MoneyMovementsModule, NoShowsModule],
  controllers: [UnattributedBookingsController, CallsController, AffiliateStatsController],
  providers: [CallReadModel, ApproveCallHandler, RejectCallHandler],
  exports: [CallReadModel],
})
export class CallsModule {}
