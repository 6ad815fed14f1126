import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MoneyMovementsModule } from '../money-movements/money-movements.module';
import { AdminDisputesController } from './admin-disputes.controller';
import { RaiseDisputeHandler } from './commands/raise-dispute/raise-dispute.handler';
import { ResolveDisputeHandler } from './commands/resolve-dispute/resolve-dispute.handler';
import { DisputeReadModel } from './dispute-read-model';
import { DisputesController } from './disputes.controller';

/**
 * Disputes (issue 6): merchants and affiliates raise them on calls; admins uphold or deny. Upholding
 * moves money through the one money-movement primitive (MoneyMovementsModule).
 */
@Module({
  imports: [CqrsModule, MoneyMovementsModule],
  controllers: [DisputesController, AdminDisputesController],
  providers: [DisputeReadModel, RaiseDisputeHandler, ResolveDisputeHandler],
  exports: [DisputeReadModel],
})
export class DisputesModule {}
