import type { CallEvent, RejectionReason } from './call.events';

/** One attempt to charge the merchant, from ApprovalStarted until the processor answers. */
export type ApprovalAttempt = { idempotencyKey: string; payoutCents: number; feeCents: number; chargeCents: number };

export type CallStatus = 'pending' | 'approved' | 'rejected' | 'canceled';

export type BookedCall = {
  status: CallStatus;
  callId: string;
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
};

export type CallState = { status: 'absent' } | BookedCall;

export const initialState: CallState = { status: 'absent' };

function booked(state: CallState, change: (call: BookedCall) => BookedCall): CallState {
  return state.status === 'absent' ? state : change(state);
}

export function evolve(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'CallBooked':
      return {
        status: 'pending',
        callId: event.callId,
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
      };
    case 'CallRescheduled':
      return booked(state, (call) => ({ ...call, scheduledAt: event.scheduledAt }));
    case 'CallCanceled':
      return booked(state, (call) => ({ ...call, status: 'canceled' }));
    case 'ApprovalStarted': {
      const { idempotencyKey, payoutCents, feeCents, chargeCents } = event;
      const approval = { idempotencyKey, payoutCents, feeCents, chargeCents };
      return booked(state, (call) => ({ ...call, approvalAttempts: call.approvalAttempts + 1, approval }));
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
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
