import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SetupPayoutMethodResponse } from '@leadledger/contracts/payout';
import { payoutMethodDecider, type PayoutMethodRemoved } from '../../domain/payout-method/payout-method';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { type CardDetails, PAYMENT_PROCESSOR, type PaymentProcessor, type ConnectedAccount, type SavedDebitCard } from '../../infrastructure/payments/payments.port';
import { paymentHttpError } from '../merchant-billing/payment-http-error';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';
import { payoutMethodStream } from '../../domain/payout-method/payout-method.stream';
import { PayoutMethodReader, statusOf } from './payout-method-reader';

/** Payout Settings (docs/product/api.md, Payouts and earnings): the affiliate's debit card at the processor. */
@Injectable()
export class PayoutMethods {
  private readonly logger = new Logger('PayoutMethods');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly reader: PayoutMethodReader,
  ) {}

  /**
   * The card goes to the processor (the connected account is created once and reused), only its
   * description and ids to the stream. A replaced card is removed at the processor afterwards.
   */
  async setUp(affiliate: UserEntity, card: CardDetails, context: CommandContext): Promise<SetupPayoutMethodResponse> {
    const previous = await this.reader.stateOf(affiliate.id);
    let account: ConnectedAccount;
    let saved: SavedDebitCard;
    try {
      account = await this.processor.ensureConnectedAccount(affiliate.id, affiliate.email, previous.accountId);
      saved = await this.processor.addDebitCard(account.accountId, card);
    } catch (error) {
      throw paymentHttpError(error);
    }
    const { state } = await decideAndAppend(
      this.store,
      payoutMethodStream(affiliate.id),
      payoutMethodDecider,
      {
        type: 'SetPayoutMethod',
        affiliateId: affiliate.id,
        accountId: account.accountId,
        externalAccountId: saved.externalAccountId,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
        now: context.now.toISOString(),
      },
      context,
    );
    const replaced = previous.card;
    if (replaced && replaced.externalAccountId !== saved.externalAccountId) {
      await this.processor
        .removeDebitCard(replaced.accountId, replaced.externalAccountId)
        .catch((error: Error) => this.logger.warn(`removing the replaced payout card failed: ${error.message}`));
    }
    const status = statusOf(state, this.processor.mode === 'sandbox');
    return account.onboardingUrl ? { ...status, onboardingUrl: account.onboardingUrl } : status;
  }

  /** Our record first (none: 409), then the processor; a failed removal there only leaves an idle card. */
  async remove(affiliateId: string, context: CommandContext): Promise<void> {
    const { events } = await decideAndAppend(
      this.store,
      payoutMethodStream(affiliateId),
      payoutMethodDecider,
      { type: 'RemovePayoutMethod', affiliateId, now: context.now.toISOString() },
      context,
    );
    const removed = events.find((e): e is PayoutMethodRemoved => e.type === 'PayoutMethodRemoved');
    if (removed) {
      await this.processor
        .removeDebitCard(removed.accountId, removed.externalAccountId)
        .catch((error: Error) => this.logger.warn(`removing the payout card failed: ${error.message}`));
    }
  }
}
