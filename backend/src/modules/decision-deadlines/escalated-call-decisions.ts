import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { RejectionReason } from '../../domain/call/call.events';
import { callDecider } from '../../domain/call/call.decide';
import * as callErrors from '../../domain/call/call.errors';
import { callMoneyInFlight } from '../../domain/call/call.money';
import { callStream, loadCall } from '../../domain/call/call.stream';
import { assertCanBeCharged } from '../../domain/merchant-billing/merchant-billing.decide';
import { loadBilling } from '../../domain/merchant-billing/merchant-billing.stream';
import { EVENT_STORE, type EventStore, type LogPosition } from '../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../projections/read-models';
import { MoneyMovements } from '../money-movements/money-movements';
import { CalendlyNoShows } from '../no-shows/calendly-no-shows';
import { settlementHttpError } from '../money-movements/settlement-http';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';

export const ADMIN_PROCESSOR_SILENT = 'The payment processor did not answer; the approval will be retried automatically.';
export const ADMIN_CHARGE_PENDING = 'The charge was sent to the payment processor; the approval will show as soon as it is recorded.';

/**
 * An admin decides a call its deadline escalated (docs/product/decision-deadlines.md): the same
 * approval (the merchant's card on file, commission + fee, `approvedBy: 'admin'`) or rejection as
 * the merchant's, refused by the call's stream unless it is escalated and still undecided.
 */
@Injectable()
export class EscalatedCallDecisions {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly movements: MoneyMovements,
    private readonly waiter: ProjectionWaiter,
    private readonly noShows: CalendlyNoShows,
  ) {}

  async approve(callId: string, context: CommandContext): Promise<void> {
    const call = await loadCall(this.store, callId);
    if (call.status === 'absent') throw new NotFoundException('Call not found.');
    const probe = { type: 'StartApproval' as const, callId, merchantId: call.merchantId, card: { customerId: '', paymentMethodId: '' }, approvedBy: 'admin' as const, now: context.now.toISOString() };
    callDecider.decide(probe, call);
    const onFile = assertCanBeCharged(await loadBilling(this.store, call.merchantId));
    const card = { customerId: onFile.processorCustomerId, paymentMethodId: onFile.processorPaymentMethodId };
    const started = await decideAndAppend(this.store, callStream(callId), callDecider, { ...probe, card }, context);
    const movement = callMoneyInFlight(started.state);
    if (!started.checkpoint || started.events.length === 0 || movement?.kind !== 'charge') throw callErrors.ApprovalInProgress();
    const settlement = await this.movements.settle(movement, context);
    await this.waitForLists([started.checkpoint, ...settlement.checkpoints]);
    const failure = settlementHttpError(settlement, { silent: ADMIN_PROCESSOR_SILENT, pending: ADMIN_CHARGE_PENDING }, callId);
    if (failure) throw failure;
  }

  async reject(callId: string, reason: RejectionReason, note: string | null, context: CommandContext): Promise<void> {
    const call = await loadCall(this.store, callId);
    if (call.status === 'absent') throw new NotFoundException('Call not found.');
    const command = { type: 'RejectCall' as const, callId, merchantId: call.merchantId, reason, note, byAdmin: true, now: context.now.toISOString() };
    const { checkpoint } = await decideAndAppend(this.store, callStream(callId), callDecider, command, context);
    if (checkpoint && reason === 'no-show') void this.noShows.report(callId, context).catch(() => undefined);
    await this.waitForLists([checkpoint]);
  }

  /** The queue and both parties' lists show the decision; a lagging list is not a failed decision. */
  private async waitForLists(checkpoints: (LogPosition | null)[]): Promise<void> {
    await this.waiter.waitForAll(checkpoints, [READ_MODEL.calls, READ_MODEL.wallets, READ_MODEL.ledger]).catch(() => undefined);
  }
}
