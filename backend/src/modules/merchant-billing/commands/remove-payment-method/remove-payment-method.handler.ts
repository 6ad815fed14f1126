import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { merchantBillingDecider } from '../../../../domain/merchant-billing/merchant-billing.decide';
import type { PaymentMethodRemoved } from '../../../../domain/merchant-billing/merchant-billing.events';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../../../infrastructure/payments/payments.port';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { billingStream } from '../../../../domain/merchant-billing/merchant-billing.stream';
import { RemovePaymentMethodCommand } from './remove-payment-method.command';

@CommandHandler(RemovePaymentMethodCommand)
export class RemovePaymentMethodHandler implements ICommandHandler<RemovePaymentMethodCommand> {
  private readonly logger = new Logger('MerchantBilling');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
  ) {}

  /**
   * The card leaves our records first (no card: 409 from the decider), then the processor. The
   * other order could leave a detached card on file that every approval would fail to charge;
   * this one at worst leaves an unused card at the processor, and detaching may be retried.
   */
  async execute(command: RemovePaymentMethodCommand): Promise<void> {
    const { events } = await decideAndAppend(
      this.store,
      billingStream(command.merchantId),
      merchantBillingDecider,
      { type: 'RemovePaymentMethod', merchantId: command.merchantId, now: command.context.now.toISOString() },
      command.context,
    );
    const removed = events.find((e): e is PaymentMethodRemoved => e.type === 'PaymentMethodRemoved');
    if (removed) {
      await this.processor.detachCard(removed.processorPaymentMethodId).catch((error: Error) => this.logger.warn(`detaching the removed card failed: ${error.message}`));
    }
  }
}
