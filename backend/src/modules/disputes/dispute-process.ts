import { Inject, Injectable, Logger } from '@nestjs/common';
import { affiliateWalletDecider } from '../../domain/affiliate-wallet/affiliate-wallet.decide';
import { callDecider } from '../../domain/call/call.decide';
import type { ApprovalStarted, DisputeUpholdStarted, RefundOrder } from '../../domain/call/call.events';
import type { BookedCall } from '../../domain/call/call.state';
import { DomainError } from '../../domain/shared/domain-error';
import { EVENT_STORE, type EventStore, type LogPosition } from '../../infrastructure/event-store/event-store.port';
import { PaymentRequestRejected } from '../../infrastructure/payments/payments.errors';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../infrastructure/payments/payments.port';
import { ApprovalProcess, callStream, walletStream } from '../calls/approval/approval-process';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';

/** How one uphold attempt ended; `unknown` leaves the dispute `resolving` for the sweeper. */
export type DisputeSettlement =
  | { outcome: 'upheld'; checkpoints: LogPosition[] }
  | { outcome: 'failed'; error: Error; checkpoints: LogPosition[] }
  | { outcome: 'unknown'; error: unknown; checkpoints: LogPosition[] };

/** The uphold in flight: for an affiliate's dispute, with the approval attempt it started and where. */
export type UpholdInFlight = { uphold: DisputeUpholdStarted; approval: { attempt: ApprovalStarted; position: LogPosition } | null };

/**
 * The second half of an upheld dispute (issue 6), shared by the request and the sweeper, outside any
 * transaction: a merchant's dispute refunds the whole charge with the uphold's idempotency key, records
 * ChargeRefunded and claws the commission back; an affiliate's dispute is an approval (ApprovalProcess:
 * charge, MerchantCharged + CallApproved, credit), which also upholds the dispute in the same append.
 */
@Injectable()
export class DisputeProcess {
  private readonly logger = new Logger('Disputes');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly approval: ApprovalProcess,
  ) {}

  async settle(call: BookedCall, inFlight: UpholdInFlight, context: CommandContext): Promise<DisputeSettlement> {
    const { uphold, approval } = inFlight;
    if (uphold.refund) return this.refund(call, uphold, uphold.refund, context);
    if (!approval) throw new Error(`dispute ${uphold.disputeId}: no approval attempt under ${uphold.idempotencyKey}`);
    const settled = await this.approval.settle(call, approval.attempt, approval.position, context);
    if (settled.outcome === 'approved') return { outcome: 'upheld', checkpoints: settled.checkpoints };
    return settled.outcome === 'declined' ? { ...settled, outcome: 'failed' } : settled;
  }

  /** The policy on ChargeRefunded: safe to repeat (the wallet claws a call back once). */
  async clawBack(call: Pick<BookedCall, 'callId' | 'affiliateId' | 'merchantId' | 'payoutCents'>, context: CommandContext): Promise<LogPosition | null> {
    const { callId, affiliateId, merchantId, payoutCents } = call;
    try {
      const { checkpoint } = await decideAndAppend(
        this.store,
        walletStream(affiliateId),
        affiliateWalletDecider,
        { type: 'ClawBackCommission', affiliateId, callId, merchantId, amountCents: payoutCents, now: context.now.toISOString() },
        context,
        20,
      );
      return checkpoint;
    } catch (error) {
      // The commission never reached the wallet (its credit failed and the call is no longer approved): nothing to take back.
      if (error instanceof DomainError && error.code === 'CommissionNotCredited') return null;
      throw error;
    }
  }

  private async refund(call: BookedCall, uphold: DisputeUpholdStarted, order: RefundOrder, context: CommandContext): Promise<DisputeSettlement> {
    const { idempotencyKey } = uphold;
    let refundId: string;
    try {
      // The same request every time, so a resumed attempt is replayed by the processor, never refunded twice.
      ({ refundId } = await this.processor.refund({ chargeId: order.processorChargeId, amountCents: order.refundCents, idempotencyKey, reason: 'requested_by_customer' }));
    } catch (error) {
      // Refused outright (already refunded elsewhere, unknown charge): nothing was refunded by this key.
      // A key reused with other parameters is the exception: the first request may have gone through.
      if (error instanceof PaymentRequestRejected && !/idempoten/i.test(error.detail)) {
        const { checkpoint } = await decideAndAppend(this.store, callStream(call.callId), callDecider, { type: 'RecordRefundFailed', callId: call.callId, idempotencyKey, reason: error.message, now: context.now.toISOString() }, context);
        return { outcome: 'failed', error, checkpoints: checkpoint ? [checkpoint] : [] };
      }
      this.logger.warn(`refund for dispute ${uphold.disputeId} (${idempotencyKey}) has no answer yet: ${error instanceof Error ? error.message : String(error)}`);
      return { outcome: 'unknown', error, checkpoints: [] };
    }
    const recorded = await decideAndAppend(
      this.store,
      callStream(call.callId),
      callDecider,
      { type: 'RecordRefund', callId: call.callId, idempotencyKey, processorRefundId: refundId, now: context.now.toISOString() },
      context,
    );
    const checkpoints = recorded.checkpoint ? [recorded.checkpoint] : [];
    const clawedBack = await this.clawBack(call, context).catch((error: Error) => {
      // The refund is recorded; the sweeper finds the upheld dispute without a clawback and retries.
      this.logger.error(`clawing back call ${call.callId} failed, left for the sweeper: ${error.message}`);
      return null;
    });
    if (clawedBack) checkpoints.push(clawedBack);
    return { outcome: 'upheld', checkpoints };
  }
}
