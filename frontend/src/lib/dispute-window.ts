import type { CallStatus } from '@leadledger/contracts/call';
import type { DisputeSummary } from '@leadledger/contracts/dispute';

/** What a call row offers its merchant or affiliate about disputing it (docs/product/money.md, Disputes; issue 6). */
export type DisputeAvailability = 'available' | 'window-closed' | 'not-applicable';

/** The fields of a `Call` or an `AffiliateReferral` the rule reads. */
export interface DisputableCall {
  status: CallStatus;
  dispute: DisputeSummary | null;
  disputeDeadline: string;
}

/**
 * The server sends the deadline (booking + 30 days) so the client never computes the window;
 * it stays open up to and including that instant. An unreadable deadline counts as closed: the
 * server would refuse anyway.
 */
export function isWithinDisputeWindow(disputeDeadline: string, now: Date = new Date()): boolean {
  const deadline = Date.parse(disputeDeadline);
  return Number.isFinite(deadline) && now.getTime() <= deadline;
}

/**
 * A merchant disputes an approved call, an affiliate a rejected one (`disputableStatus`); one
 * dispute per call, so a call that has one shows its status instead of the action.
 */
export function disputeAvailability(call: DisputableCall, disputableStatus: CallStatus, now: Date = new Date()): DisputeAvailability {
  if (call.dispute || call.status !== disputableStatus) return 'not-applicable';
  return isWithinDisputeWindow(call.disputeDeadline, now) ? 'available' : 'window-closed';
}

/** SPEC's reason bounds, checked on the trimmed text like the server does (contracts/dispute.ts). */
export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 1000;

export function disputeReasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return 'Enter a reason for the dispute.';
  if (length < DISPUTE_REASON_MIN) return `The reason needs at least ${DISPUTE_REASON_MIN} characters.`;
  if (length > DISPUTE_REASON_MAX) return `The reason can have at most ${DISPUTE_REASON_MAX} characters.`;
  return null;
}
