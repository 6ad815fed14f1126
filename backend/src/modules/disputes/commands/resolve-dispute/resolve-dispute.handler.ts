import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { HttpException, Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminDispute } from '@leadledger/contracts/dispute';
import { callDecider } from '../../../../domain/call/call.decide';
import * as callErrors from '../../../../domain/call/call.errors';
import type { ApprovalStarted, DisputeUpholdStarted } from '../../../../domain/call/call.events';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { PaymentDeclined } from '../../../../infrastructure/payments/payments.errors';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { callStream, foldCall } from '../../../calls/approval/approval-process';
import { MerchantBillingReader } from '../../../merchant-billing/merchant-billing-reader';
import { paymentHttpError } from '../../../merchant-billing/payment-http-error';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { DisputeProcess } from '../../dispute-process';
import { DisputeReadModel } from '../../dispute-read-model';
import { ResolveDisputeCommand } from './resolve-dispute.command';

export const PROCESSOR_SILENT = 'The payment processor did not answer; the dispute will be resolved automatically once it does.';

/**
 * An admin's decision (issue 6). Denying closes the dispute. Upholding appends DisputeUpholdStarted
 * at the version read, so of many concurrent resolves one wins and the rest get 409; then
 * DisputeProcess refunds or charges outside any transaction and records the answer.
 */
@CommandHandler(ResolveDisputeCommand)
export class ResolveDisputeHandler implements ICommandHandler<ResolveDisputeCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly billing: MerchantBillingReader,
    private readonly process: DisputeProcess,
    private readonly disputes: DisputeReadModel,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute(command: ResolveDisputeCommand): Promise<AdminDispute> {
    const { disputeId, adminId, outcome, note, context } = command;
    const callId = await this.disputes.callOf(disputeId);
    if (!callId) throw callErrors.DisputeNotFound();
    const now = context.now.toISOString();
    if (outcome === 'deny') {
      const { checkpoint } = await decideAndAppend(this.store, callStream(callId), callDecider, { type: 'DenyDispute', callId, disputeId, adminId, note, now }, context);
      if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.disputes, READ_MODEL.calls, READ_MODEL.wallets, READ_MODEL.ledger]);
      return this.answer(disputeId);
    }

    const start = { type: 'StartDisputeUphold' as const, callId, disputeId, adminId, note, now };
    // The dispute's own refusals (resolved, in flight) come before "the merchant has no card".
    const call = foldCall(await this.store.readStream(callStream(callId)));
    callDecider.decide(start, call);
    if (call.status !== 'absent' && call.dispute?.raisedBy === 'affiliate' && (await this.billing.paymentMethodOf(call.merchantId)) === null) {
      throw callErrors.DisputedMerchantHasNoCard();
    }

    const started = await decideAndAppend(this.store, callStream(callId), callDecider, start, context);
    const uphold = started.events.find((e): e is DisputeUpholdStarted => e.type === 'DisputeUpholdStarted');
    const attempt = started.events.find((e): e is ApprovalStarted => e.type === 'ApprovalStarted');
    if (!uphold || !started.checkpoint || started.state.status === 'absent') throw callErrors.DisputeResolutionInProgress();
    const approval = attempt ? { attempt, position: started.checkpoint } : null;

    const settlement = await this.process.settle(started.state, { uphold, approval }, context);
    await this.waiter.waitForAll([started.checkpoint, ...settlement.checkpoints], [READ_MODEL.disputes, READ_MODEL.calls, READ_MODEL.wallets, READ_MODEL.ledger]);
    if (settlement.outcome === 'unknown') throw new ServiceUnavailableException(PROCESSOR_SILENT);
    if (settlement.outcome === 'failed') {
      // 402 as for an approval: the dispute is open again with the processor's reason as lastFailure.
      if (settlement.error instanceof PaymentDeclined) throw new HttpException({ message: settlement.error.message, code: 'PaymentDeclined' }, 402);
      throw paymentHttpError(settlement.error);
    }
    return this.answer(disputeId);
  }

  private async answer(disputeId: string): Promise<AdminDispute> {
    const dispute = await this.disputes.forAdmin(disputeId);
    if (!dispute) throw new WriteAcceptedReadModelStale('dispute', disputeId);
    return dispute;
  }
}
