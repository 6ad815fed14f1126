import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { paymentsFromEnvironment } from '../../infrastructure/payments/payments-adapters';
import { PAYMENT_PROCESSOR } from '../../infrastructure/payments/payments.port';
import { RemovePaymentMethodHandler } from './commands/remove-payment-method/remove-payment-method.handler';
import { SetPaymentMethodHandler } from './commands/set-payment-method/set-payment-method.handler';
import { MerchantBillingController } from './merchant-billing.controller';
import { MerchantBillingReader } from './merchant-billing-reader';

/**
 * The merchant's card on file, and the one payments processor of the app (Stripe or the sandbox,
 * DESIGN.md 7): exported so approvals (calls) and payouts (issue 5) share the same instance, which
 * matters for the sandbox's memory of attached cards and idempotency keys.
 */
@Module({
  imports: [CqrsModule],
  controllers: [MerchantBillingController],
  providers: [
    { provide: PAYMENT_PROCESSOR, useFactory: (clock: Clock) => paymentsFromEnvironment(process.env, clock), inject: [CLOCK] },
    MerchantBillingReader,
    SetPaymentMethodHandler,
    RemovePaymentMethodHandler,
  ],
  exports: [PAYMENT_PROCESSOR, MerchantBillingReader],
})
export class MerchantBillingModule {}
