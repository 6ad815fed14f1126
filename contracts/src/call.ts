/** docs/product/api.md, Call and Calls. Money at this edge: dollars (number). */
import type { DisputeSummary } from './dispute';
import type { LeadQuality } from './lead-quality';
export type CallStatus = 'pending' | 'approved' | 'rejected';

export type RejectionReason = 'spam' | 'no-show' | 'duplicate' | 'not-qualified' | 'other';

export interface Call {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerCompany: string | null;
  affiliateName: string;
  affiliateReferralCode: string;
  programName: string;
  scheduledAt: string;
  bookedAt: string;
  /** Commission for this call (the program's, when it was booked). */
  payoutAmount: number;
  /** What approving charges the merchant: commission + 10% fee (server-computed). */
  platformFee: number;
  chargeAmount: number;
  status: CallStatus;
  /** True while an approval's charge is in flight. */
  approvalInProgress: boolean;
  /** The processor's reason when the last approval's charge was declined. */
  lastDeclineReason: string | null;
  rejectionReason: RejectionReason | null;
  rejectionNote: string | null;
  /** Set when the same customer booked with this merchant in the previous 30 days. */
  duplicateOf: { callId: string; scheduledAt: string; affiliateName: string } | null;
  source: 'booking-page' | 'calendly';
  meetingLink: string | null;
  /** The merchant's view only (docs/product/lead-quality.md); null for calls booked before it was assessed. */
  quality: LeadQuality | null;
  /** The call's dispute, if one was raised (issue 6). */
  dispute: DisputeSummary | null;
  /** Last instant a dispute may be raised: the booking + 30 days. */
  disputeDeadline: string;
  /** A no-show of a Calendly booking, told to Calendly: `marked` there too, `refused` (with the reason in the event log), or null (not yet / not applicable). */
  calendlyNoShow: 'marked' | 'refused' | null;
  /** The merchant's decision is due by then; afterwards the program's policy applies (docs/product/decision-deadlines.md). */
  decision: DecisionDeadline;
}

/** A call's decision deadline, as the merchant and the affiliate both see it. */
export interface DecisionDeadline {
  dueAt: string;
  /** What happens at `dueAt` if the call is still pending: the terms of its booking. */
  onDeadline: 'approve' | 'escalate';
  /** Set once the deadline passed undecided and an admin was asked to decide. */
  escalatedAt: string | null;
  escalationReason: 'policy' | 'no-card' | 'charge-declined' | null;
  /** Who approved an approved call: the merchant, the deadline's policy (the system) or an admin. */
  approvedBy: 'merchant' | 'deadline' | 'admin' | null;
  /**
   * Who rejected a rejected call: the merchant (also for rejections recorded before this was kept),
   * an admin deciding an escalated call, or the program's lead rule at booking. Null when the call
   * is not rejected, or a refund after an upheld dispute rejected it.
   */
  rejectedBy: 'merchant' | 'admin' | 'lead-rule' | null;
}

export interface UpdateCallStatusRequest {
  status: 'approved' | 'rejected';
  reason?: RejectionReason;
  note?: string;
}

export interface BulkCallStatusRequest extends UpdateCallStatusRequest {
  callIds: string[];
}

/** Each call's outcome: approving one can fail (declined card) while others succeed. */
export interface BulkCallStatusResponse {
  results: { callId: string; ok: boolean; status?: CallStatus; message?: string }[];
}

/** The affiliate's view of one referral (`GET /api/calls/affiliate`). */
export interface AffiliateReferral {
  id: string;
  customerName: string;
  programName: string;
  scheduledAt: string;
  payoutAmount: number;
  status: CallStatus;
  rejectionReason: RejectionReason | null;
  rejectionNote: string | null;
  bookedAt: string;
  dispute: DisputeSummary | null;
  disputeDeadline: string;
  decision: DecisionDeadline;
}

/** docs/product/api.md, Affiliate stats. */
export interface AffiliateStats {
  totalReferrals: number;
  approvedCalls: number;
  pendingCalls: number;
  /** Dollar string, e.g. "$150.00". */
  totalEarnings: string;
}

/**
 * A Calendly booking through one of the merchant's programs that no affiliate can be credited with
 * (the link's affiliate was removed, or the program archived): recorded, not a call, so nothing is
 * charged (issue 12).
 */
export interface UnattributedBooking {
  id: string;
  programName: string | null;
  referralCode: string;
  customerName: string;
  customerEmail: string;
  scheduledAt: string | null;
  reason: 'affiliate-removed' | 'no-affiliate-named' | 'program-archived';
  recordedAt: string;
}
