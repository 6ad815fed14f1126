import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { paymentsFromEnvironment } from '../../infrastructure/payments/payments-adapters';
import { MeteredPayments } from '../../infrastructure/payments/metered.payments';
import { PAYMENT_PROCESSOR } from '../../infrastructure/payments/payments.port';
import { PgSandboxRecords } from '../../infrastructure/payments/sandbox-records.pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import type { Pool } from 'pg';
import { RemovePaymentMethodHandler } from './commands/remove-payment-method/remove-payment-method.handler';
import { SetPaymentMethodHandler } from './commands/set-payment-method/set-payment-method.handler';
import { MerchantBillingController } from './merchant-billing.controller';
import { MerchantBillingReader } from './merchant-billing-reader';

/**
 * The merchant's card on file, and the one payments processor of the app (Stripe or the sandbox,
 * docs/architecture/overview.md, Integrations): exported so approvals (calls) and payouts (issue 5) share the same instance, which
 * matters for the sandbox's memory of attached cards and idempotency keys.
 */
@Module({
  imports: [CqrsModule],
  controllers: [MerchantBillingController],
  providers: [
    // The sandbox keeps its books (what it charged, refunded and paid) in the database, as Stripe
    // keeps its own, so reconciliation against the processor survives a restart.
    {
      provide: PAYMENT_PROCESSOR,
      useFactory: (clock: Clock, pool: Pool) => MeteredPayments.wrap(paymentsFromEnvironment(process.env, clock, new PgSandboxRecords(pool))),
      inject: [CLOCK, PG_POOL],
    },
    MerchantBillingReader,
    SetPaymentMethodHandler,
    RemovePaymentMethodHandler,
  ],
  exports: [PAYMENT_PROCESSOR, MerchantBillingReader],
})
export class MerchantBillingModule {}
