import { Module } from '@nestjs/common';
import { MerchantBillingModule } from '../../merchant-billing/merchant-billing.module';
import { ProcessorReconciliationController } from './processor-reconciliation.controller';
import { ProcessorReconciliationReadModel } from './processor-reconciliation.read-model';
import { SandboxProcessorController } from './sandbox-processor.controller';

/**
 * Reconciliation against the processor (issue 13). It needs the app's one payments processor,
 * which MerchantBillingModule provides (the sandbox's books live in the database, migration 19).
 */
@Module({
  imports: [MerchantBillingModule],
  controllers: [ProcessorReconciliationController, SandboxProcessorController],
  providers: [ProcessorReconciliationReadModel],
})
export class ProcessorReconciliationModule {}
