import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminDispute } from '@leadledger/contracts/dispute';
import { callDecider } from '../../../../domain/call/call.decide';
import * as callErrors from '../../../../domain/call/call.errors';
import { callMoneyInFlight } from '../../../../domain/call/call.money';
import { callStream, loadCall } from '../../../../domain/call/call.stream';
import { loadBilling } from '../../../../domain/merchant-billing/merchant-billing.stream';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { MoneyMovements } from '../../../money-movements/money-movements';
import { settlementHttpError } from '../../../money-movements/settlement-http';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { DisputeReadModel } from '../../dispute-read-model';
import { ResolveDisputeCommand } from './resolve-dispute.command';

export const PROCESSOR_SILENT = 'The payment processor did not answer; the dispute will be resolved automatically once it does.';
export const MOVEMENT_PENDING = 'The payment processor has the refund or charge; the dispute will show as resolved as soon as it is recorded.';

/**
 * An admin's decision (issue 6). Denying closes the dispute. Upholding appends DisputeUpholdStarted
 * at the version read, carrying the refund or the charge to make, so of many concurrent resolves one
 * wins and the rest get 409; then MoneyMovements refunds or charges outside any transaction and
 * records the answer (docs/architecture/money-movements.md).
 */
@CommandHandler(ResolveDisputeCommand)
export class ResolveDisputeHandler implements ICommandHandler<ResolveDisputeCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly movements: MoneyMovements,
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

    const call = await loadCall(this.store, callId);
    // An affiliate's dispute charges the merchant's card on file now (its billing stream).
    const onFile = call.status === 'absent' ? null : (await loadBilling(this.store, call.merchantId)).paymentMethod;
    const card = onFile && { customerId: onFile.processorCustomerId, paymentMethodId: onFile.processorPaymentMethodId };
    const start = { type: 'StartDisputeUphold' as const, callId, disputeId, adminId, note, card, now };
    const started = await decideAndAppend(this.store, callStream(callId), callDecider, start, context);
    const movement = callMoneyInFlight(started.state);
    if (!started.checkpoint || started.events.length === 0 || !movement) throw callErrors.DisputeResolutionInProgress();

    const settlement = await this.movements.settle(movement, context);
    // The money's outcome is known now: losing the database while waiting for the lists must not turn it into a 500.
    const listsCaughtUp = await this.waiter
      .waitForAll([started.checkpoint, ...settlement.checkpoints], [READ_MODEL.disputes, READ_MODEL.calls, READ_MODEL.wallets, READ_MODEL.ledger, READ_MODEL.statement])
      .then(() => true, () => false);
    // A refusal reopens the dispute with the processor's reason as lastFailure.
    const failure = settlementHttpError(settlement, { silent: PROCESSOR_SILENT, pending: MOVEMENT_PENDING }, disputeId);
    if (failure) throw failure;
    if (!listsCaughtUp) throw new WriteAcceptedReadModelStale('dispute', disputeId);
    return this.answer(disputeId);
  }

  private async answer(disputeId: string): Promise<AdminDispute> {
    const dispute = await this.disputes.forAdmin(disputeId);
    if (!dispute) throw new WriteAcceptedReadModelStale('dispute', disputeId);
    return dispute;
  }
}
