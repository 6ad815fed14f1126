import { MAX_PAYOUT_CENTS } from '../program/program.decide';
import { chargeInstruction } from '../money-movement/money-movement';
import type { Decider } from '../shared/decider';
import type { BookCall, CallCommand, CancelCall, RecordCharge, RecordChargeDeclined, RejectCall, RescheduleCall, StartApproval } from './call.commands';
import * as errors from './call.errors';
import { type CallEvent, REJECTION_REASONS } from './call.events';
import { type ApprovalAttempt, type BookedCall, type CallState, evolve, initialState } from './call.state';
import { denyDispute, disputeChargeDeclined, disputeCharged, raiseDispute, recordRefund, recordRefundFailed, startDisputeUphold } from './call-dispute.decide';
import { platformFeeCents } from './call.fee';
import { deadlineAction, noteDeadlineNear, passDecisionDeadline } from './call-deadline.decide';
import { DEFAULT_DECISION_TERMS } from './call.deadline';
import { recordNoShowReport } from './call-no-show.decide';
import { autoRejection } from './lead-quality.decide';

export { platformFeeCents };

/**
 * The processor's idempotency key for an attempt. A retry of the same attempt (sweeper, crash) reuses
 * it, so it is charged at most once; a new attempt after a decline needs a fresh key, because the
 * processor would replay the stored decline for the old one.
 */
export function approvalIdempotencyKey(callId: string, attempt: number): string {
  return attempt === 1 ? `approve-${callId}` : `approve-${callId}-${attempt}`;
}

function existing(state: CallState): BookedCall {
  if (state.status === 'absent') throw errors.CallNotFound();
  return state;
}

/** Only the call's merchant sees it; anyone else is told it does not exist. */
function ownedByMerchant(state: CallState, merchantId: string): BookedCall {
  const call = existing(state);
  if (call.merchantId !== merchantId) throw errors.CallNotFound();
  return call;
}

function assertPending(call: BookedCall): void {
  if (call.status === 'canceled') throw errors.CallWasCanceled();
  if (call.status !== 'pending') throw errors.CallAlreadyDecided();
}

/** The attempt a processor answer belongs to; a late answer to an older attempt is refused. */
function attemptInFlight(call: BookedCall, idempotencyKey: string): ApprovalAttempt {
  if (call.approval?.idempotencyKey === idempotencyKey) return call.approval;
  assertPending(call);
  throw errors.NoApprovalInProgress();
}

export function bookCall(command: BookCall, state: CallState): CallEvent[] {
  if (state.status !== 'absent') {
    // The same Calendly webhook delivered twice books one call.
    if (command.externalRef !== null && state.externalRef === command.externalRef) return [];
    throw errors.CallAlreadyBooked();
  }
  const { payoutCents } = command;
  if (!Number.isSafeInteger(payoutCents) || payoutCents <= 0 || payoutCents > MAX_PAYOUT_CENTS) throw errors.PayoutOutOfRange();
  if (command.source === 'calendly' && command.externalRef === null) throw errors.ExternalRefRequired();
  const rejection = autoRejection(command);
  return [
    {
      type: 'CallBooked',
      callId: command.callId,
      programId: command.programId,
      membershipId: command.membershipId,
      affiliateId: command.affiliateId,
      merchantId: command.merchantId,
      payoutCents,
      customerName: command.customerName,
      customerEmail: command.customerEmail,
      customerPhone: command.customerPhone,
      countryCode: command.countryCode,
      customerCompany: command.customerCompany,
      scheduledAt: command.scheduledAt,
      source: command.source,
      externalRef: command.externalRef,
      clickId: command.clickId,
      duplicateOf: command.duplicateOf,
      meetingLink: command.meetingLink,
      decisionTerms: command.decisionTerms ?? DEFAULT_DECISION_TERMS,
      bookedAt: command.now,
      ...(command.quality ? { quality: command.quality } : {}),
      ...(rejection.length > 0 ? { autoRejected: true as const } : {}),
    },
    ...rejection,
  ];
}

export function rescheduleCall(command: RescheduleCall, state: CallState): CallEvent[] {
  const call = existing(state);
  assertPending(call);
  if (call.scheduledAt === command.scheduledAt) return [];
  const { scheduledAt, now } = command;
  return [{ type: 'CallRescheduled', callId: call.callId, previousScheduledAt: call.scheduledAt, scheduledAt, rescheduledAt: now }];
}

export function cancelCall(command: CancelCall, state: CallState): CallEvent[] {
  const call = existing(state);
  if (call.status === 'canceled') return [];
  assertPending(call);
  // The card may be charged any moment: the approval settles first, then the merchant decides.
  if (call.approval) throw errors.ApprovalInProgress();
  return [{ type: 'CallCanceled', callId: call.callId, reason: command.reason, canceledAt: command.now }];
}

export function startApproval(command: StartApproval, state: CallState): CallEvent[] {
  const call = ownedByMerchant(state, command.merchantId);
  assertPending(call);
  if (call.approval) throw errors.ApprovalInProgress();
  // The system approves only what the booked policy asks for now (docs/product/decision-deadlines.md).
  if (command.approvedBy === 'deadline' && deadlineAction(call, command.now, true).kind !== 'approve') throw errors.DeadlineNotPassed();
  // An admin decides only a call the deadline sent to them.
  if (command.approvedBy === 'admin' && !call.escalation) throw errors.CallNotEscalated();
  const feeCents = platformFeeCents(call.payoutCents);
  const idempotencyKey = approvalIdempotencyKey(call.callId, call.approvalAttempts + 1);
  return [
    {
      type: 'ApprovalStarted',
      callId: call.callId,
      merchantId: call.merchantId,
      payoutCents: call.payoutCents,
      feeCents,
      chargeCents: call.payoutCents + feeCents,
      idempotencyKey,
      instruction: chargeInstruction(call.callId, idempotencyKey, call.payoutCents, feeCents, command.card),
      ...(command.approvedBy && command.approvedBy !== 'merchant' ? { approvedBy: command.approvedBy } : {}),
      startedAt: command.now,
    },
  ];
}

// Charge first, then approve (docs/product/money.md, Charging on approval): both facts land together, with the attempt's amounts.
export function recordCharge(command: RecordCharge, state: CallState): CallEvent[] {
  const call = existing(state);
  if (call.charge?.idempotencyKey === command.idempotencyKey) return [];
  const { idempotencyKey, payoutCents, feeCents, chargeCents, approvedBy } = attemptInFlight(call, command.idempotencyKey);
  const { callId, merchantId, affiliateId } = call;
  const { processorChargeId, now } = command;
  return [
    { type: 'MerchantCharged', callId, merchantId, affiliateId, processorChargeId, idempotencyKey, payoutCents, feeCents, chargeCents, chargedAt: now },
    { type: 'CallApproved', callId, merchantId, affiliateId, payoutCents, ...(approvedBy !== 'merchant' ? { approvedBy } : {}), approvedAt: now },
    // An upheld affiliate dispute closes with the approval it asked for, in the same append.
    ...disputeCharged(call, idempotencyKey, now),
  ];
}

export function recordChargeDeclined(command: RecordChargeDeclined, state: CallState): CallEvent[] {
  const call = existing(state);
  if (call.lastDecline?.idempotencyKey === command.idempotencyKey) return [];
  const { idempotencyKey } = attemptInFlight(call, command.idempotencyKey);
  const { reason, declineCode, now } = command;
  return [
    { type: 'ChargeDeclined', callId: call.callId, merchantId: call.merchantId, idempotencyKey, reason, declineCode, declinedAt: now },
    ...disputeChargeDeclined(call, idempotencyKey, reason, now),
  ];
}

export function rejectCall(command: RejectCall, state: CallState): CallEvent[] {
  const call = ownedByMerchant(state, command.merchantId);
  if (!REJECTION_REASONS.includes(command.reason)) throw errors.RejectionReasonUnknown();
  assertPending(call);
  if (command.byAdmin && !call.escalation) throw errors.CallNotEscalated();
  // Nobody can fail to show up to a call that has not happened yet (docs/product/decision-deadlines.md, No-shows).
  if (command.reason === 'no-show' && Date.parse(command.now) < Date.parse(call.scheduledAt)) throw errors.NoShowBeforeCall();
  if (call.approval) throw errors.ApprovalInProgress();
  const { callId, merchantId, affiliateId } = call;
  return [{ type: 'CallRejected', callId, merchantId, affiliateId, reason: command.reason, note: command.note, rejectedAt: command.now, ...(command.byAdmin ? { rejectedBy: 'admin' as const } : {}) }];
}

export const callDecider: Decider<CallCommand, CallEvent, CallState> = {
  initialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'BookCall':
        return bookCall(command, state);
      case 'RescheduleCall':
        return rescheduleCall(command, state);
      case 'CancelCall':
        return cancelCall(command, state);
      case 'StartApproval':
        return startApproval(command, state);
      case 'RecordCharge':
        return recordCharge(command, state);
      case 'RecordChargeDeclined':
        return recordChargeDeclined(command, state);
      case 'RejectCall':
        return rejectCall(command, state);
      case 'RaiseDispute':
        return raiseDispute(command, state);
      case 'DenyDispute':
        return denyDispute(command, state);
      case 'StartDisputeUphold':
        return startDisputeUphold(command, state);
      case 'RecordRefund':
        return recordRefund(command, state);
      case 'RecordRefundFailed':
        return recordRefundFailed(command, state);
      case 'NoteDeadlineNear':
        return noteDeadlineNear(command, state);
      case 'PassDecisionDeadline':
        return passDecisionDeadline(command, state);
      case 'RecordNoShowReport':
        return recordNoShowReport(command, state);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
