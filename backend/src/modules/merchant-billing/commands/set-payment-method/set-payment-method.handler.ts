import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BillingSetupStatus } from '@leadledger/contracts/billing';
import { merchantBillingDecider } from '../../../../domain/merchant-billing/merchant-billing.decide';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { PAYMENT_PROCESSOR, type PaymentProcessor, type SavedPaymentMethod } from '../../../../infrastructure/payments/payments.port';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { billingStream } from '../../../../domain/merchant-billing/merchant-billing.stream';
import { MerchantBillingReader } from '../../merchant-billing-reader';
import { paymentHttpError } from '../../payment-http-error';
import { SetPaymentMethodCommand } from './set-payment-method.command';

@CommandHandler(SetPaymentMethodCommand)
export class SetPaymentMethodHandler implements ICommandHandler<SetPaymentMethodCommand> {
  private readonly logger = new Logger('MerchantBilling');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly billing: MerchantBillingReader,
  ) {}

  async execute(command: SetPaymentMethodCommand): Promise<BillingSetupStatus> {
    const { merchant, context } = command;
    const previous = await this.billing.paymentMethodOf(merchant.id);
    let saved: SavedPaymentMethod;
    let customerId: string;
    try {
      // The port asks callers to reuse the customer they recorded rather than ensure it again.
      customerId = previous?.processorCustomerId ?? (await this.processor.ensureCustomer(merchant.id, merchant.email)).customerId;
      saved = await this.processor.attachCard(customerId, command.card);
    } catch (error) {
      throw paymentHttpError(error);
    }
    await decideAndAppend(
      this.store,
      billingStream(merchant.id),
      merchantBillingDecider,
      {
        type: 'SetPaymentMethod',
        merchantId: merchant.id,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
        processorCustomerId: customerId,
        processorPaymentMethodId: saved.paymentMethodId,
        now: context.now.toISOString(),
      },
      context,
    );
    // The replaced card is no longer ours to charge; a failed detach only leaves it idle at the processor.
    if (previous && previous.processorPaymentMethodId !== saved.paymentMethodId) {
      await this.processor.detachCard(previous.processorPaymentMethodId).catch((error: Error) => this.logger.warn(`detaching the replaced card failed: ${error.message}`));
    }
    return this.billing.status(merchant.id);
  }
}
