import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { HttpException, Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Call } from '@leadledger/contracts/call';
import { callDecider } from '../../../../domain/call/call.decide';
import * as callErrors from '../../../../domain/call/call.errors';
import type { ApprovalStarted } from '../../../../domain/call/call.events';
import { assertCanBeCharged } from '../../../../domain/merchant-billing/merchant-billing.decide';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { PaymentDeclined } from '../../../../infrastructure/payments/payments.errors';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { MerchantBillingReader } from '../../../merchant-billing/merchant-billing-reader';
import { paymentHttpError } from '../../../merchant-billing/payment-http-error';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { ApprovalProcess, callStream, foldCall } from '../../approval/approval-process';
import { CallReadModel } from '../../call-read-model';
import { ApproveCallCommand } from './approve-call.command';

export const PROCESSOR_SILENT = 'The payment processor did not answer; the approval will be retried automatically.';

/**
 * DESIGN.md 4 "Approval". Step one appends ApprovalStarted at the version read, so of many
 * concurrent approvers one wins and the rest get 409 (ApprovalInProgress / CallAlreadyDecided);
 * step two (ApprovalProcess) charges outside any transaction and records the answer.
 */
@CommandHandler(ApproveCallCommand)
export class ApproveCallHandler implements ICommandHandler<ApproveCallCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly billing: MerchantBillingReader,
    private readonly approval: ApprovalProcess,
    private readonly calls: CallReadModel,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute(command: ApproveCallCommand): Promise<Call> {
    const { callId, merchantId, context } = command;
    const start = { type: 'StartApproval' as const, callId, merchantId, now: context.now.toISOString() };
    // The call's own refusals (not found / not yours, decided, in flight) come before "add a card".
    callDecider.decide(start, foldCall(await this.store.readStream(callStream(callId))));
    assertCanBeCharged(await this.billing.stateOf(merchantId));

    const started = await decideAndAppend(this.store, callStream(callId), callDecider, start, context);
    const attempt = started.events.find((e): e is ApprovalStarted => e.type === 'ApprovalStarted');
    if (!attempt || !started.checkpoint || started.state.status === 'absent') throw callErrors.ApprovalInProgress();

    const settlement = await this.approval.settle(started.state, attempt, started.checkpoint, context);
    await this.waiter.waitForAll([started.checkpoint, ...settlement.checkpoints], [READ_MODEL.calls, READ_MODEL.wallets, READ_MODEL.ledger]);
    if (settlement.outcome === 'unknown') throw new ServiceUnavailableException(PROCESSOR_SILENT);
    if (settlement.outcome === 'declined') {
      // 402, not 409: the call is fine, the card was refused; the merchant may fix the card and retry.
      if (settlement.error instanceof PaymentDeclined) throw new HttpException({ message: settlement.error.message, code: 'PaymentDeclined' }, 402);
      throw paymentHttpError(settlement.error);
    }
    const call = await this.calls.byIdForMerchant(callId, merchantId);
    if (!call) throw new WriteAcceptedReadModelStale('call', callId);
    return call;
  }
}
