import { Module } from '@nestjs/common';
import { MerchantBillingModule } from '../merchant-billing/merchant-billing.module';
import { MoneyMovementsModule } from '../money-movements/money-movements.module';
import { IdempotencyModule } from '../shared/idempotency/idempotency.module';
import { CollectPayout } from './collect-payout';
import { EarningsReadModel } from './earnings-read-model';
import { PayoutMethodReader } from './payout-method-reader';
import { PayoutMethods } from './payout-methods';
import { PayoutsController } from './payouts.controller';

/**
 * Affiliates cash out (issue 5): earnings, the payout card and instant payouts, paid through the
 * one money-movement primitive. MerchantBillingModule provides the app's one payments processor.
 */
@Module({
  imports: [MerchantBillingModule, MoneyMovementsModule, IdempotencyModule],
  controllers: [PayoutsController],
  providers: [EarningsReadModel, PayoutMethodReader, PayoutMethods, CollectPayout],
})
export class PayoutsModule {}
