import { Inject, Injectable } from '@nestjs/common';
import type { BillingSetupStatus } from '@leadledger/contracts/billing';
import { merchantBillingDecider } from '../../domain/merchant-billing/merchant-billing.decide';
import type { MerchantBillingEvent, PaymentMethod } from '../../domain/merchant-billing/merchant-billing.events';
import type { MerchantBillingState } from '../../domain/merchant-billing/merchant-billing.state';
import { EVENT_STORE, type EventStore, type LogPosition, type StoredEvent, comparePositions } from '../../infrastructure/event-store/event-store.port';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../infrastructure/payments/payments.port';
import { toDomainEvent } from '../shared/event-sourced-command';

export const billingStream = (merchantId: string): string => `merchant-billing-${merchantId}`;

/**
 * The merchant's card on file, folded from its `merchant-billing-*` stream. The stream is tiny
 * (one event per card change), so no read model is needed.
 */
@Injectable()
export class MerchantBillingReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
  ) {}

  async stateOf(merchantId: string): Promise<MerchantBillingState> {
    return fold(await this.store.readStream(billingStream(merchantId)));
  }

  async paymentMethodOf(merchantId: string): Promise<PaymentMethod | null> {
    return (await this.stateOf(merchantId)).paymentMethod;
  }

  /**
   * The card on file when an approval started (events before `position`): a resumed charge
   * must repeat the first request exactly, or the processor refuses the reused idempotency key.
   */
  async paymentMethodAsOf(merchantId: string, position: LogPosition): Promise<PaymentMethod | null> {
    const events = await this.store.readStream(billingStream(merchantId));
    return fold(events.filter((e) => comparePositions(e.position, position) < 0)).paymentMethod;
  }

  async status(merchantId: string): Promise<BillingSetupStatus> {
    const method = await this.paymentMethodOf(merchantId);
    return {
      hasBillingSetup: method !== null,
      hasPaymentMethod: method !== null,
      paymentMethodDetails: method && { brand: method.brand, last4: method.last4, exp_month: method.expMonth, exp_year: method.expYear },
      isSandbox: this.processor.mode === 'sandbox',
    };
  }
}

function fold(events: StoredEvent[]): MerchantBillingState {
  return events.map((e) => toDomainEvent<MerchantBillingEvent>(e)).reduce(merchantBillingDecider.evolve, merchantBillingDecider.initialState);
}
