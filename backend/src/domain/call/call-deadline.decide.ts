import type { CardOnFile } from '../money-movement/money-movement';
import { REMINDER_HOURS, reminderDueAt } from './call.deadline';
import type { CallEvent, EscalationReason } from './call.events';
import type { BookedCall, CallState } from './call.state';

/** The scheduler's questions about one call (docs/product/decision-deadlines.md); `now` decides what is due. */
export type NoteDeadlineNear = { type: 'NoteDeadlineNear'; callId: string; now: string };

/**
 * The deadline passed: apply the booked policy. `card` is the merchant's card on file (null when there
 * is none), which the handler reads from the billing stream; the approval itself is made by the
 * ordinary StartApproval (`approvedBy: 'deadline'`) so the charge and ledger are an approval's.
 */
export type PassDecisionDeadline = { type: 'PassDecisionDeadline'; callId: string; card: CardOnFile | null; now: string };

/** What the deadline asks for now: nothing, an approval to start, or an escalation with its reason. */
export type DeadlineAction = { kind: 'none' } | { kind: 'approve' } | { kind: 'escalate'; reason: EscalationReason };

/** Undecided, not being charged, and not yet handed to an admin: the only calls a deadline concerns. */
function awaitingMerchant(state: CallState): BookedCall | null {
  if (state.status !== 'pending' || state.approval || state.escalation) return null;
  return state;
}

/**
 * The most urgent reminder due at `now` and not yet noted. A reminder already due when the call was
 * booked is never sent (the merchant has just been told of the call), nor one after the deadline.
 */
export function noteDeadlineNear(command: NoteDeadlineNear, state: CallState): CallEvent[] {
  const call = awaitingMerchant(state);
  if (!call) return [];
  const now = Date.parse(command.now);
  if (now >= Date.parse(call.deadlineAt)) return [];
  const due = REMINDER_HOURS.filter((hours) => {
    const at = Date.parse(reminderDueAt(call.deadlineAt, hours));
    return at <= now && at >= Date.parse(call.bookedAt);
  });
  if (due.length === 0) return [];
  const hoursLeft = Math.min(...due);
  if (call.remindersNoted.some((noted) => noted <= hoursLeft)) return [];
  const { callId, programId, merchantId, affiliateId, deadlineAt } = call;
  return [{ type: 'DecisionDeadlineNear', callId, programId, merchantId, affiliateId, deadlineAt, hoursLeft, notedAt: command.now }];
}

/** What the booked policy asks for at `now`; the handler starts an approval when it says so. */
export function deadlineAction(state: CallState, now: string, hasCard: boolean): DeadlineAction {
  const call = awaitingMerchant(state);
  if (!call || Date.parse(now) < Date.parse(call.deadlineAt)) return { kind: 'none' };
  if (call.decisionTerms.onDeadline === 'escalate') return { kind: 'escalate', reason: 'policy' };
  // One automatic charge per call: a declined card goes to an admin rather than being tried forever.
  if (call.autoApprovalTried) return { kind: 'escalate', reason: 'charge-declined' };
  return hasCard ? { kind: 'approve' } : { kind: 'escalate', reason: 'no-card' };
}

/** Escalates when the policy says so; an approval is left to StartApproval (deadlineAction says when). */
export function passDecisionDeadline(command: PassDecisionDeadline, state: CallState): CallEvent[] {
  const action = deadlineAction(state, command.now, command.card !== null);
  if (action.kind !== 'escalate' || state.status === 'absent') return [];
  const { callId, programId, merchantId, affiliateId, deadlineAt } = state;
  return [{ type: 'DecisionEscalated', callId, programId, merchantId, affiliateId, deadlineAt, reason: action.reason, escalatedAt: command.now }];
}
