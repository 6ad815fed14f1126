import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CallsModule } from '../calls/calls.module';
import { MerchantBillingModule } from '../merchant-billing/merchant-billing.module';
import { AdminDisputesController } from './admin-disputes.controller';
import { RaiseDisputeHandler } from './commands/raise-dispute/raise-dispute.handler';
import { ResolveDisputeHandler } from './commands/resolve-dispute/resolve-dispute.handler';
import { DisputeProcess } from './dispute-process';
import { DisputeReadModel } from './dispute-read-model';
import { DisputeSweeper } from './dispute-sweeper';
import { DisputesController } from './disputes.controller';

/**
 * Disputes (issue 6): merchants and affiliates raise them on calls; admins uphold or deny. Upholding
 * reuses the approval machinery of CallsModule and the one payments processor of MerchantBillingModule.
 */
@Module({
  imports: [CqrsModule, CallsModule, MerchantBillingModule],
  controllers: [DisputesController, AdminDisputesController],
  providers: [DisputeReadModel, DisputeProcess, DisputeSweeper, RaiseDisputeHandler, ResolveDisputeHandler],
  exports: [DisputeSweeper, DisputeReadModel],
})
export class DisputesModule {}
