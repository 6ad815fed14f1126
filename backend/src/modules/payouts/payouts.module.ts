import { Module } from '@nestjs/common';
import { IdempotencyKeys } from '../booking/idempotency-keys';
import { MerchantBillingModule } from '../merchant-billing/merchant-billing.module';
import { CollectPayout } from './collect-payout';
import { EarningsReadModel } from './earnings-read-model';
import { PayoutMethodReader } from './payout-method-reader';
import { PayoutMethods } from './payout-methods';
import { PayoutProcess } from './payout-process';
import { PayoutSweeper } from './payout-sweeper';
import { PayoutsController } from './payouts.controller';

/**
 * Affiliates cash out (issue 5): earnings, the payout card, instant payouts and their sweeper.
 * MerchantBillingModule provides the app's one payments processor (same instance as approvals).
 */
@Module({
  imports: [MerchantBillingModule],
  controllers: [PayoutsController],
  providers: [EarningsReadModel, PayoutMethodReader, PayoutMethods, PayoutProcess, PayoutSweeper, CollectPayout, IdempotencyKeys],
  exports: [PayoutSweeper, PayoutProcess],
})
export class PayoutsModule {}
