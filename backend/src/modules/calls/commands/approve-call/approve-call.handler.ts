import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Call } from '@leadledger/contracts/call';
import { callDecider } from '../../../../domain/call/call.decide';
import * as callErrors from '../../../../domain/call/call.errors';
import { callMoneyInFlight } from '../../../../domain/call/call.money';
import { callStream, loadCall } from '../../../../domain/call/call.stream';
import { assertCanBeCharged } from '../../../../domain/merchant-billing/merchant-billing.decide';
import { loadBilling } from '../../../../domain/merchant-billing/merchant-billing.stream';
import { EVENT_STORE, type EventStore } from '../../../../infrastructure/event-store/event-store.port';
import { WriteAcceptedReadModelStale } from '../../../../infrastructure/http/write-accepted';
import { ProjectionWaiter } from '../../../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../../../projections/read-models';
import { MoneyMovements } from '../../../money-movements/money-movements';
import { settlementHttpError } from '../../../money-movements/settlement-http';
import { decideAndAppend } from '../../../shared/event-sourced-command';
import { CallReadModel } from '../../call-read-model';
import { ApproveCallCommand } from './approve-call.command';

export const PROCESSOR_SILENT = 'The payment processor did not answer; the approval will be retried automatically.';
export const CHARGE_PENDING = 'The charge was sent to the payment processor; the approval will show as soon as it is recorded.';

/**
 * Step one appends ApprovalStarted at the version read, carrying the charge to make (the card on
 * file now, from the billing stream), so of many concurrent approvers one wins and the rest get
 * 409; step two (MoneyMovements) charges outside any transaction and records the answer
 * (docs/architecture/money-movements.md).
 */
@CommandHandler(ApproveCallCommand)
export class ApproveCallHandler implements ICommandHandler<ApproveCallCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly movements: MoneyMovements,
    private readonly calls: CallReadModel,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute(command: ApproveCallCommand): Promise<Call> {
    const { callId, merchantId, context } = command;
    const probe = { type: 'StartApproval' as const, callId, merchantId, card: { customerId: '', paymentMethodId: '' }, now: context.now.toISOString() };
    // The call's own refusals (not found / not yours, decided, in flight) come before "add a card".
    callDecider.decide(probe, await loadCall(this.store, callId));
    const onFile = assertCanBeCharged(await loadBilling(this.store, merchantId));
    const card = { customerId: onFile.processorCustomerId, paymentMethodId: onFile.processorPaymentMethodId };

    const started = await decideAndAppend(this.store, callStream(callId), callDecider, { ...probe, card }, context);
    const movement = callMoneyInFlight(started.state);
    if (!started.checkpoint || started.events.length === 0 || movement?.kind !== 'charge') throw callErrors.ApprovalInProgress();

    const settlement = await this.movements.settle(movement, context);
    // The money's outcome is known now: losing the database while waiting for the lists must not turn it into a 500.
    const listsCaughtUp = await this.waiter.waitForAll([started.checkpoint, ...settlement.checkpoints], [READ_MODEL.calls, READ_MODEL.wallets, READ_MODEL.ledger, READ_MODEL.statement]).then(
      () => true,
      () => false,
    );
    const failure = settlementHttpError(settlement, { silent: PROCESSOR_SILENT, pending: CHARGE_PENDING }, callId);
    if (failure) throw failure;
    const call = listsCaughtUp ? await this.calls.byIdForMerchant(callId, merchantId) : null;
    if (!call) throw new WriteAcceptedReadModelStale('call', callId);
    return call;
  }
}
