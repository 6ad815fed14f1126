import { Inject, Injectable } from '@nestjs/common';
import type { PayoutMethodStatus } from '@leadledger/contracts/payout';
import { payoutMethodDecider, type PayoutMethodEvent, type PayoutMethodState } from '../../domain/payout-method/payout-method';
import { payoutMethodStream } from '../../domain/payout-method/payout-method.stream';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../infrastructure/payments/payments.port';
import { toDomainEvent } from '../shared/event-sourced-command';

/** The affiliate's payout card, folded from its tiny stream (one event per card change). */
@Injectable()
export class PayoutMethodReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
  ) {}

  async stateOf(affiliateId: string): Promise<PayoutMethodState> {
    return fold(await this.store.readStream(payoutMethodStream(affiliateId)));
  }

  async status(affiliateId: string): Promise<PayoutMethodStatus> {
    return statusOf(await this.stateOf(affiliateId), this.processor.mode === 'sandbox');
  }
}

export function statusOf(state: PayoutMethodState, isSandbox: boolean): PayoutMethodStatus {
  const card = state.card;
  return {
    hasPayoutMethod: card !== null,
    payoutMethodDetails: card && { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
    isSandbox,
  };
}

function fold(events: StoredEvent[]): PayoutMethodState {
  return events.map((e) => toDomainEvent<PayoutMethodEvent>(e)).reduce(payoutMethodDecider.evolve, payoutMethodDecider.initialState);
}
