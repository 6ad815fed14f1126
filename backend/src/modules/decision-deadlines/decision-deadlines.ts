import { Inject, Injectable } from '@nestjs/common';
import { deadlineAction } from '../../domain/call/call-deadline.decide';
import { callDecider } from '../../domain/call/call.decide';
import { callMoneyInFlight } from '../../domain/call/call.money';
import { callStream } from '../../domain/call/call.stream';
import type { CardOnFile } from '../../domain/money-movement/money-movement';
import { loadBilling } from '../../domain/merchant-billing/merchant-billing.stream';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { MoneyMovements } from '../money-movements/money-movements';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';

/** What the deadline did to one call. `charge-unknown`: the processor did not answer; the money sweeper resumes it. */
export type DeadlineOutcome = 'none' | 'reminded' | 'escalated' | 'approved' | 'declined' | 'charge-unknown';

/**
 * Applies what a call's decision deadline asks for at `context.now` (docs/product/decision-deadlines.md):
 * a reminder, an escalation, or an ordinary approval made by the system (same charge, same ledger,
 * `approvedBy: 'deadline'`). Every step is decided from the call's stream, so a second instance or
 * a retry finds nothing left to do; the approval's charge carries its attempt's idempotency key.
 */
@Injectable()
export class DecisionDeadlines {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly movements: MoneyMovements,
  ) {}

  async apply(callId: string, context: CommandContext): Promise<DeadlineOutcome> {
    const now = context.now.toISOString();
    const stream = callStream(callId);
    const reminded = await decideAndAppend(this.store, stream, callDecider, { type: 'NoteDeadlineNear', callId, now }, context);
    if (reminded.events.length > 0) return 'reminded';
    const call = reminded.state;
    if (call.status === 'absent') return 'none';
    const card = await this.cardOnFile(call.merchantId);
    const action = deadlineAction(call, now, card !== null);
    if (action.kind === 'none') return 'none';
    if (action.kind === 'escalate' || card === null) {
      const escalated = await decideAndAppend(this.store, stream, callDecider, { type: 'PassDecisionDeadline', callId, card, now }, context);
      return escalated.events.length > 0 ? 'escalated' : 'none';
    }
    const command = { type: 'StartApproval' as const, callId, merchantId: call.merchantId, card, approvedBy: 'deadline' as const, now };
    const started = await decideAndAppend(this.store, stream, callDecider, command, context);
    const movement = callMoneyInFlight(started.state);
    if (started.events.length === 0 || movement?.kind !== 'charge') return 'none';
    const settled = await this.movements.settle(movement, context);
    if (settled.outcome === 'moved') return 'approved';
    return settled.outcome === 'refused' ? 'declined' : 'charge-unknown';
  }

  /** The merchant's card as the billing stream holds it; null when there is none to charge. */
  private async cardOnFile(merchantId: string): Promise<CardOnFile | null> {
    const billing = await loadBilling(this.store, merchantId);
    const method = billing.paymentMethod;
    return method ? { customerId: method.processorCustomerId, paymentMethodId: method.processorPaymentMethodId } : null;
  }
}
