import { Inject, Injectable } from '@nestjs/common';
import type { BillingSetupStatus } from '@leadledger/contracts/billing';
import { merchantBillingDecider } from '../../domain/merchant-billing/merchant-billing.decide';
import type { MerchantBillingEvent, PaymentMethod } from '../../domain/merchant-billing/merchant-billing.events';
import type { MerchantBillingState } from '../../domain/merchant-billing/merchant-billing.state';
import { billingStream } from '../../domain/merchant-billing/merchant-billing.stream';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../infrastructure/payments/payments.port';
import { toDomainEvent } from '../shared/event-sourced-command';

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
