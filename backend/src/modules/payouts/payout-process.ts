import { Inject, Injectable, Logger } from '@nestjs/common';
import { affiliateWalletDecider } from '../../domain/affiliate-wallet/affiliate-wallet.decide';
import type { InFlightPayout } from '../../domain/affiliate-wallet/affiliate-wallet.state';
import { EVENT_STORE, type EventStore, type LogPosition } from '../../infrastructure/event-store/event-store.port';
import { PaymentError, PaymentProviderUnavailable, PaymentRequestRejected } from '../../infrastructure/payments/payments.errors';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../infrastructure/payments/payments.port';
import { walletStream } from '../calls/approval/approval-process';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';

/** How one processor attempt ended; `unknown` leaves the payout in flight for the sweeper. */
export type PayoutSettlement =
  | { outcome: 'completed'; transferId: string; checkpoints: LogPosition[] }
  | { outcome: 'failed'; reason: string; checkpoints: LogPosition[] }
  | { outcome: 'unknown'; checkpoints: LogPosition[] };

/** Deterministic, so a resumed payout repeats the first request exactly (same key, same parameters). */
export const payoutDescription = (payoutId: string): string => `LeadLedger instant payout ${payoutId}`;

/**
 * The second half of a collect (DESIGN.md 4 "Payouts"), shared by the request and the sweeper: pay
 * the net amount outside any transaction with the payout id as idempotency key, then record
 * PayoutCompleted, or PayoutFailed (which returns the money to the available balance).
 */
@Injectable()
export class PayoutProcess {
  private readonly logger = new Logger('Payouts');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
  ) {}

  async settle(affiliateId: string, payout: InFlightPayout, accountId: string | null, context: CommandContext): Promise<PayoutSettlement> {
    if (accountId === null) return this.fail(affiliateId, payout.payoutId, 'No payout account was on file for this payout.', context);
    let transferId: string;
    try {
      const result = await this.processor.payout({
        accountId,
        amountCents: payout.netCents,
        idempotencyKey: payout.payoutId,
        description: payoutDescription(payout.payoutId),
      });
      transferId = result.transferId;
    } catch (error) {
      // No answer, or a reused key (the first request may have paid): the outcome is unknown, keep it reserved.
      const unknown = !(error instanceof PaymentError) || error instanceof PaymentProviderUnavailable || (error instanceof PaymentRequestRejected && /idempoten/i.test(error.detail));
      if (unknown) {
        this.logger.warn(`payout ${payout.payoutId} has no answer yet: ${error instanceof Error ? error.message : String(error)}`);
        return { outcome: 'unknown', checkpoints: [] };
      }
      return this.fail(affiliateId, payout.payoutId, error.message, context);
    }
    const { checkpoint } = await decideAndAppend(
      this.store,
      walletStream(affiliateId),
      affiliateWalletDecider,
      { type: 'CompletePayout', affiliateId, payoutId: payout.payoutId, processorTransferId: transferId, now: context.now.toISOString() },
      context,
      20,
    );
    return { outcome: 'completed', transferId, checkpoints: checkpoint ? [checkpoint] : [] };
  }

  private async fail(affiliateId: string, payoutId: string, reason: string, context: CommandContext): Promise<PayoutSettlement> {
    const { checkpoint } = await decideAndAppend(
      this.store,
      walletStream(affiliateId),
      affiliateWalletDecider,
      { type: 'FailPayout', affiliateId, payoutId, reason, now: context.now.toISOString() },
      context,
      20,
    );
    return { outcome: 'failed', reason, checkpoints: checkpoint ? [checkpoint] : [] };
  }
}
