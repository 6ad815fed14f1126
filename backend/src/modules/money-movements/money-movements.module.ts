import { Module } from '@nestjs/common';
import { MerchantBillingModule } from '../merchant-billing/merchant-billing.module';
import { MoneyMovementSweeper } from './money-movement.sweeper';
import { MoneyMovements } from './money-movements';

/**
 * The one money-movement primitive (docs/architecture/money-movements.md) and its one sweeper,
 * used by approvals, upheld disputes and payouts. MerchantBillingModule provides the app's one
 * payments processor.
 */
@Module({
  imports: [MerchantBillingModule],
  providers: [MoneyMovements, MoneyMovementSweeper],
  exports: [MoneyMovements, MoneyMovementSweeper],
})
export class MoneyMovementsModule {}
