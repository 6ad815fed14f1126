import { Inject, Injectable, Logger } from '@nestjs/common';
import { affiliateWalletDecider } from '../../../domain/affiliate-wallet/affiliate-wallet.decide';
import { callDecider } from '../../../domain/call/call.decide';
import type { ApprovalStarted, CallEvent } from '../../../domain/call/call.events';
import type { BookedCall, CallState } from '../../../domain/call/call.state';
import * as merchantBillingErrors from '../../../domain/merchant-billing/merchant-billing.errors';
import { EVENT_STORE, type EventStore, type LogPosition, type StoredEvent } from '../../../infrastructure/event-store/event-store.port';
import { PaymentDeclined, PaymentRequestRejected } from '../../../infrastructure/payments/payments.errors';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../../infrastructure/payments/payments.port';
import { MerchantBillingReader } from '../../merchant-billing/merchant-billing-reader';
import { type CommandContext, decideAndAppend, toDomainEvent } from '../../shared/event-sourced-command';

export const callStream = (callId: string): string => `call-${callId}`;
export const walletStream = (affiliateId: string): string => `affiliate-wallet-${affiliateId}`;

/** How one charge attempt ended; `unknown` leaves the approval in flight for the sweeper. */
export type Settlement =
  | { outcome: 'approved'; checkpoints: LogPosition[] }
  | { outcome: 'declined'; error: Error; checkpoints: LogPosition[] }
  | { outcome: 'unknown'; error: unknown; checkpoints: LogPosition[] };

export function foldCall(history: StoredEvent[]): CallState {
  return history.map((e) => toDomainEvent<CallEvent>(e)).reduce(callDecider.evolve, callDecider.initialState);
}

/**
 * The second half of an approval (DESIGN.md 4), shared by the request and the sweeper: charge the
 * card on file when the attempt started, outside any transaction, with the attempt's idempotency
 * key, then record what the processor said and credit the affiliate's wallet.
 */
@Injectable()
export class ApprovalProcess {
  private readonly logger = new Logger('Approval');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly billing: MerchantBillingReader,
  ) {}

  async settle(call: BookedCall, attempt: ApprovalStarted, startedAt: LogPosition, context: CommandContext): Promise<Settlement> {
    const card = await this.billing.paymentMethodAsOf(call.merchantId, startedAt);
    if (card === null) {
      // The card was removed between the check and the start: nothing can have been charged.
      const error = merchantBillingErrors.NoPaymentMethod();
      return { outcome: 'declined', error, checkpoints: await this.recordDecline(call, attempt, error.message, null, context) };
    }
    let chargeId: string;
    try {
      const result = await this.processor.charge({
        customerId: card.processorCustomerId,
        paymentMethodId: card.processorPaymentMethodId,
        amountCents: attempt.chargeCents,
        currency: 'usd',
        idempotencyKey: attempt.idempotencyKey,
        // Deterministic, so a resumed attempt repeats the first request exactly.
        description: `LeadLedger: approved call ${call.callId} (commission ${attempt.payoutCents} cents + platform fee ${attempt.feeCents} cents)`,
        metadata: { callId: call.callId },
      });
      chargeId = result.chargeId;
    } catch (error) {
      if (error instanceof PaymentDeclined) {
        return { outcome: 'declined', error, checkpoints: await this.recordDecline(call, attempt, error.message, error.declineCode, context) };
      }
      // Refused outright (detached card, amount too small): nothing was charged. A reused key with
      // other parameters is the exception: the first request may have been charged, so it stays in flight.
      if (error instanceof PaymentRequestRejected && !/idempoten/i.test(error.detail)) {
        return { outcome: 'declined', error, checkpoints: await this.recordDecline(call, attempt, error.message, null, context) };
      }
      this.logger.warn(`charge for call ${call.callId} (${attempt.idempotencyKey}) has no answer yet: ${error instanceof Error ? error.message : String(error)}`);
      return { outcome: 'unknown', error, checkpoints: [] };
    }
    const recorded = await decideAndAppend(
      this.store,
      callStream(call.callId),
      callDecider,
      { type: 'RecordCharge', callId: call.callId, idempotencyKey: attempt.idempotencyKey, processorChargeId: chargeId, now: context.now.toISOString() },
      context,
    );
    const checkpoints = recorded.checkpoint ? [recorded.checkpoint] : [];
    const credited = await this.credit(call.callId, call.affiliateId, call.merchantId, attempt.payoutCents, context).catch((error: Error) => {
      // The charge is recorded; the sweeper finds the approved call without a credit and retries.
      this.logger.error(`crediting call ${call.callId} failed, left for the sweeper: ${error.message}`);
      return null;
    });
    if (credited) checkpoints.push(credited);
    return { outcome: 'approved', checkpoints };
  }

  /** The policy on CallApproved: safe to repeat (the wallet credits a call once). */
  async credit(callId: string, affiliateId: string, merchantId: string, amountCents: number, context: CommandContext): Promise<LogPosition | null> {
    const { checkpoint } = await decideAndAppend(
      this.store,
      walletStream(affiliateId),
      affiliateWalletDecider,
      { type: 'CreditCommission', affiliateId, callId, merchantId, amountCents, now: context.now.toISOString() },
      context,
      20,
    );
    return checkpoint;
  }

  private async recordDecline(call: BookedCall, attempt: ApprovalStarted, reason: string, declineCode: string | null, context: CommandContext): Promise<LogPosition[]> {
    const { checkpoint } = await decideAndAppend(
      this.store,
      callStream(call.callId),
      callDecider,
      { type: 'RecordChargeDeclined', callId: call.callId, idempotencyKey: attempt.idempotencyKey, reason, declineCode, now: context.now.toISOString() },
      context,
    );
    return checkpoint ? [checkpoint] : [];
  }
}
