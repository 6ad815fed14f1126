import { chargeInstruction } from '../money-movement/money-movement';
import type { DenyDispute, RaiseDispute, RecordRefund, RecordRefundFailed, StartDisputeUphold } from './call.commands';
import { DISPUTE_WINDOW_MS } from './call.dispute-window';
import * as errors from './call.errors';
import type { CallEvent, DisputeRaisedBy } from './call.events';
import { platformFeeCents } from './call.fee';
import { type BookedCall, type CallDispute, type CallState, type DisputeUphold, refundInstruction } from './call.state';

/*
 * Disputes (issue 6, docs/product/money.md, Disputes), on the call stream: one per call, ever. Upholding moves money in
 * two steps like an approval: DisputeUpholdStarted names the processor's idempotency key, then the
 * processor's answer is recorded (ChargeRefunded or MerchantCharged + CallApproved, each with
 * DisputeUpheld), so a retried or concurrent resolve refunds or charges at most once.
 */

export const REASON_LENGTH = { min: 10, max: 1000 };
export const NOTE_LENGTH = { min: 1, max: 1000 };

/** The processor key of an uphold attempt: a refund or a charge, unique to this dispute and attempt. */
export function disputeIdempotencyKey(raisedBy: DisputeRaisedBy, disputeId: string, attempt: number): string {
  const base = raisedBy === 'merchant' ? `refund-${disputeId}` : `dispute-charge-${disputeId}`;
  return attempt === 1 ? base : `${base}-${attempt}`;
}

/** The instant after which no dispute may be raised: the booking + exactly 30 days. */
export function disputeDeadline(bookedAt: string): number {
  return Date.parse(bookedAt) + DISPUTE_WINDOW_MS;
}

function existing(state: CallState): BookedCall {
  if (state.status === 'absent') throw errors.CallNotFound();
  return state;
}

function lengthWithin(text: string, limits: { min: number; max: number }): boolean {
  const length = text.trim().length;
  return length >= limits.min && length <= limits.max;
}

/** The call's dispute named by an admin, still waiting for a decision. */
function openDispute(call: BookedCall, disputeId: string): CallDispute {
  const dispute = call.dispute;
  if (dispute?.disputeId !== disputeId) throw errors.DisputeNotFound();
  if (dispute.status === 'resolving') throw errors.DisputeResolutionInProgress();
  if (dispute.status !== 'open') throw errors.DisputeAlreadyResolved();
  return dispute;
}

export function raiseDispute(command: RaiseDispute, state: CallState): CallEvent[] {
  const call = existing(state);
  const party = command.raisedBy === 'merchant' ? call.merchantId : call.affiliateId;
  // Someone else's call does not exist for them (docs/architecture/overview.md, Security).
  if (party !== command.userId) throw errors.CallNotFound();
  if (call.dispute !== null) throw errors.DisputeAlreadyRaised();
  if (command.raisedBy === 'merchant' && call.status !== 'approved') throw errors.MerchantDisputesApprovedCallsOnly();
  if (command.raisedBy === 'affiliate' && call.status !== 'rejected') throw errors.AffiliateDisputesRejectedCallsOnly();
  // Inclusive: raising at bookedAt + 30 days exactly is in time, a millisecond later is not.
  const deadline = disputeDeadline(call.bookedAt);
  if (Date.parse(command.now) > deadline) throw errors.DisputeWindowClosed(Date.parse(call.bookedAt), deadline);
  if (!lengthWithin(command.reason, REASON_LENGTH)) throw errors.DisputeReasonLength();
  const { callId, programId, merchantId, affiliateId } = call;
  const { disputeId, raisedBy, userId: raisedByUserId, now: raisedAt } = command;
  return [{ type: 'DisputeRaised', callId, disputeId, programId, merchantId, affiliateId, raisedBy, raisedByUserId, reason: command.reason.trim(), raisedAt }];
}

export function denyDispute(command: DenyDispute, state: CallState): CallEvent[] {
  const call = existing(state);
  const dispute = openDispute(call, command.disputeId);
  if (!lengthWithin(command.note, NOTE_LENGTH)) throw errors.DisputeNoteLength();
  return [{ type: 'DisputeDenied', callId: call.callId, disputeId: dispute.disputeId, resolvedBy: command.adminId, note: command.note.trim(), resolvedAt: command.now }];
}

/**
 * A merchant's dispute refunds the whole charge (commission + fee); an affiliate's starts an approval
 * of the rejected call, charged like any other (ApprovalStarted, docs/product/money.md, Charging on approval).
 */
export function startDisputeUphold(command: StartDisputeUphold, state: CallState): CallEvent[] {
  const call = existing(state);
  const dispute = openDispute(call, command.disputeId);
  if (!lengthWithin(command.note, NOTE_LENGTH)) throw errors.DisputeNoteLength();
  const { callId, merchantId, payoutCents } = call;
  const { disputeId, raisedBy } = dispute;
  const idempotencyKey = disputeIdempotencyKey(raisedBy, disputeId, dispute.upholdAttempts + 1);
  const base = { type: 'DisputeUpholdStarted' as const, callId, disputeId, raisedBy, resolvedBy: command.adminId, note: command.note.trim(), idempotencyKey };
  if (raisedBy === 'merchant') {
    if (call.status !== 'approved' || call.charge === null) throw errors.MerchantDisputesApprovedCallsOnly();
    const { processorChargeId, chargeCents, feeCents } = call.charge;
    const refund = { processorChargeId, refundCents: chargeCents, feeCents };
    return [{ ...base, refund, instruction: refundInstruction(idempotencyKey, refund), startedAt: command.now }];
  }
  if (call.status !== 'rejected') throw errors.AffiliateDisputesRejectedCallsOnly();
  if (call.approval !== null) throw errors.ApprovalInProgress();
  if (command.card === null) throw errors.DisputedMerchantHasNoCard();
  const feeCents = platformFeeCents(payoutCents);
  const instruction = chargeInstruction(callId, idempotencyKey, payoutCents, feeCents, command.card);
  return [
    { ...base, refund: null, startedAt: command.now },
    { type: 'ApprovalStarted', callId, merchantId, payoutCents, feeCents, chargeCents: payoutCents + feeCents, idempotencyKey, instruction, startedAt: command.now },
  ];
}

/** The uphold a processor answer belongs to; undefined when this same answer was already recorded. */
function upholdToSettle(call: BookedCall, idempotencyKey: string, settled: CallDispute['status']): DisputeUphold | undefined {
  const dispute = call.dispute;
  if (dispute?.uphold?.idempotencyKey !== idempotencyKey) throw errors.NoDisputeUpholdInProgress();
  if (dispute.status === 'resolving') return dispute.uphold;
  if (dispute.status === settled) return undefined;
  throw errors.NoDisputeUpholdInProgress();
}

// Refund first, then reverse (like charge first, then approve): both facts land together.
export function recordRefund(command: RecordRefund, state: CallState): CallEvent[] {
  const call = existing(state);
  const uphold = upholdToSettle(call, command.idempotencyKey, 'upheld');
  if (uphold === undefined) return [];
  if (uphold.refund === null || call.dispute === null) throw errors.NoDisputeUpholdInProgress();
  const { callId, merchantId } = call;
  const { refundCents, feeCents } = uphold.refund;
  const { processorRefundId, now } = command;
  return [
    { type: 'ChargeRefunded', callId, merchantId, processorRefundId, refundCents, feeCents, refundedAt: now },
    upheld(call, call.dispute, uphold, now),
  ];
}

export function recordRefundFailed(command: RecordRefundFailed, state: CallState): CallEvent[] {
  const call = existing(state);
  const uphold = upholdToSettle(call, command.idempotencyKey, 'open');
  if (uphold === undefined || call.dispute === null) return [];
  return [failed(call, call.dispute, uphold, command.reason, command.now)];
}

/** What recording an approval charge adds when that charge was an upheld affiliate dispute's. */
export function disputeCharged(call: BookedCall, idempotencyKey: string, now: string): CallEvent[] {
  const dispute = call.dispute;
  if (dispute?.status !== 'resolving' || dispute.uphold?.idempotencyKey !== idempotencyKey) return [];
  return [upheld(call, dispute, dispute.uphold, now)];
}

/** A declined card reopens the dispute with the processor's reason (contracts: `lastFailure`). */
export function disputeChargeDeclined(call: BookedCall, idempotencyKey: string, reason: string, now: string): CallEvent[] {
  const dispute = call.dispute;
  if (dispute?.status !== 'resolving' || dispute.uphold?.idempotencyKey !== idempotencyKey) return [];
  return [failed(call, dispute, dispute.uphold, reason, now)];
}

function upheld(call: BookedCall, dispute: CallDispute, uphold: DisputeUphold, now: string): CallEvent {
  const { disputeId, raisedBy } = dispute;
  return { type: 'DisputeUpheld', callId: call.callId, disputeId, raisedBy, resolvedBy: uphold.resolvedBy, note: uphold.note, resolvedAt: now };
}

function failed(call: BookedCall, dispute: CallDispute, uphold: DisputeUphold, reason: string, now: string): CallEvent {
  return { type: 'DisputeUpholdFailed', callId: call.callId, disputeId: dispute.disputeId, idempotencyKey: uphold.idempotencyKey, reason, failedAt: now };
}
