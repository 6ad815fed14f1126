import type { ChargeInstruction, RefundInstruction } from '../money-movement/money-movement';
import type { ApprovedBy, CallEvent, DecisionTerms, DisputeRaisedBy, EscalationReason, RefundOrder, RejectionReason } from './call.events';
import { DEFAULT_DECISION_TERMS, decisionDeadline } from './call.deadline';

/** One attempt to charge the merchant, from ApprovalStarted until the processor answers (instruction null: an older event). */
export type ApprovalAttempt = { idempotencyKey: string; payoutCents: number; feeCents: number; chargeCents: number; instruction: ChargeInstruction | null; approvedBy: ApprovedBy };

export type CallStatus = 'pending' | 'approved' | 'rejected' | 'canceled';

/** The admin's uphold in flight (or last tried): the processor call it waits on, and what closes it. */
export type DisputeUphold = { idempotencyKey: string; resolvedBy: string; note: string; refund: RefundOrder | null; instruction: RefundInstruction | null };

/** What a merchant's upheld dispute sends the processor: the whole charge back, under the uphold's key. */
export function refundInstruction(idempotencyKey: string, refund: RefundOrder): RefundInstruction {
  return { kind: 'refund', idempotencyKey, amountCents: refund.refundCents, chargeId: refund.processorChargeId, reason: 'requested_by_customer' };
}

/** `resolving` from DisputeUpholdStarted until the processor's answer is recorded (contracts/dispute.ts). */
export type CallDispute = {
  disputeId: string;
  raisedBy: DisputeRaisedBy;
  status: 'open' | 'resolving' | 'upheld' | 'denied';
  /** Each uphold attempt gets its own processor key: a refused one is replayed for its old key. */
  upholdAttempts: number;
  uphold: DisputeUphold | null;
};

export type BookedCall = {
  status: CallStatus;
  callId: string;
  programId: string;
  merchantId: string;
  affiliateId: string;
  payoutCents: number;
  scheduledAt: string;
  externalRef: string | null;
  bookedAt: string;
  /** How many ApprovalStarted so far: each attempt gets its own processor idempotency key. */
  approvalAttempts: number;
  /** The attempt waiting for the processor; while set, the call can be neither rejected nor canceled. */
  approval: ApprovalAttempt | null;
  lastDecline: { idempotencyKey: string; reason: string; declineCode: string | null } | null;
  charge: { idempotencyKey: string; processorChargeId: string; chargeCents: number; feeCents: number } | null;
  rejection: { reason: RejectionReason; note: string | null } | null;
  /** At most one per call, ever (issue 6). */
  dispute: CallDispute | null;
  /** The terms it was booked under; `deadlineAt` moves with a reschedule (docs/product/decision-deadlines.md). */
  decisionTerms: DecisionTerms;
  deadlineAt: string;
  /** The reminders already noted, by hours left. */
  remindersNoted: number[];
  /** Set once the deadline passed undecided and an admin was asked. */
  escalation: { reason: EscalationReason; escalatedAt: string } | null;
  /** The deadline's policy tried to approve: it is not tried again (a declined card escalates instead). */
  autoApprovalTried: boolean;
  /** Whether Calendly was told of a no-show rejection (null: not yet, or nothing to tell). */
  noShowReport: 'marked' | 'refused' | null;
};

export type CallState = { status: 'absent' } | BookedCall;

export const initialState: CallState = { status: 'absent' };

function booked(state: CallState, change: (call: BookedCall) => BookedCall): CallState {
  return state.status === 'absent' ? state : change(state);
}

function disputed(state: CallState, change: (dispute: CallDispute) => CallDispute): CallState {
  return booked(state, (call) => (call.dispute ? { ...call, dispute: change(call.dispute) } : call));
}

export function evolve(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'CallBooked':
      return {
        status: 'pending',
        callId: event.callId,
        programId: event.programId,
        merchantId: event.merchantId,
        affiliateId: event.affiliateId,
        payoutCents: event.payoutCents,
        scheduledAt: event.scheduledAt,
        externalRef: event.externalRef,
        bookedAt: event.bookedAt,
        approvalAttempts: 0,
        approval: null,
        lastDecline: null,
        charge: null,
        rejection: null,
        dispute: null,
        decisionTerms: event.decisionTerms ?? DEFAULT_DECISION_TERMS,
        deadlineAt: decisionDeadline(event.scheduledAt, event.decisionTerms ?? DEFAULT_DECISION_TERMS),
        remindersNoted: [],
        escalation: null,
        autoApprovalTried: false,
        noShowReport: null,
      };
    case 'CallRescheduled':
      return booked(state, (call) => ({ ...call, scheduledAt: event.scheduledAt, deadlineAt: decisionDeadline(event.scheduledAt, call.decisionTerms) }));
    case 'CallCanceled':
      return booked(state, (call) => ({ ...call, status: 'canceled' }));
    case 'ApprovalStarted': {
      const { idempotencyKey, payoutCents, feeCents, chargeCents } = event;
      const approvedBy = event.approvedBy ?? 'merchant';
      const approval = { idempotencyKey, payoutCents, feeCents, chargeCents, instruction: event.instruction ?? null, approvedBy };
      return booked(state, (call) => ({ ...call, approvalAttempts: call.approvalAttempts + 1, approval, autoApprovalTried: call.autoApprovalTried || approvedBy === 'deadline' }));
    }
    case 'MerchantCharged': {
      const { idempotencyKey, processorChargeId, chargeCents, feeCents } = event;
      return booked(state, (call) => ({ ...call, approval: null, charge: { idempotencyKey, processorChargeId, chargeCents, feeCents } }));
    }
    case 'CallApproved':
      return booked(state, (call) => ({ ...call, status: 'approved', approval: null }));
    // Back to pending: the approval is over and the merchant may try again with another card.
    case 'ChargeDeclined': {
      const { idempotencyKey, reason, declineCode } = event;
      return booked(state, (call) => ({ ...call, approval: null, lastDecline: { idempotencyKey, reason, declineCode } }));
    }
    case 'CallRejected':
      return booked(state, (call) => ({ ...call, status: 'rejected', rejection: { reason: event.reason, note: event.note } }));
    case 'DisputeRaised': {
      const dispute: CallDispute = { disputeId: event.disputeId, raisedBy: event.raisedBy, status: 'open', upholdAttempts: 0, uphold: null };
      return booked(state, (call) => ({ ...call, dispute }));
    }
    case 'DisputeDenied':
      return disputed(state, (dispute) => ({ ...dispute, status: 'denied' }));
    case 'DisputeUpholdStarted': {
      const { idempotencyKey, resolvedBy, note, refund } = event;
      const instruction = event.instruction ?? (refund ? refundInstruction(idempotencyKey, refund) : null);
      return disputed(state, (d) => ({ ...d, status: 'resolving', upholdAttempts: d.upholdAttempts + 1, uphold: { idempotencyKey, resolvedBy, note, refund, instruction } }));
    }
    // The approval is reversed: rejected again, with no rejection reason (the dispute is the reason).
    case 'ChargeRefunded':
      return booked(state, (call) => ({ ...call, status: 'rejected' }));
    case 'DisputeUpheld':
      return disputed(state, (dispute) => ({ ...dispute, status: 'upheld' }));
    // Open again; the failed attempt's key stays, so the same failure recorded twice is a no-op.
    case 'DisputeUpholdFailed':
      return disputed(state, (dispute) => ({ ...dispute, status: 'open' }));
    case 'DecisionDeadlineNear':
      return booked(state, (call) => ({ ...call, remindersNoted: [...call.remindersNoted, event.hoursLeft] }));
    case 'DecisionEscalated':
      return booked(state, (call) => ({ ...call, escalation: { reason: event.reason, escalatedAt: event.escalatedAt } }));
    case 'InviteeNoShowReported':
      return booked(state, (call) => ({ ...call, noShowReport: event.outcome }));
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
