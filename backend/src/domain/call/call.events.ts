import type { ChargeInstruction, RefundInstruction } from '../money-movement/money-movement';
import type { ApprovedBy, DecisionDeadlineNear, DecisionEscalated, DecisionTerms, InviteeNoShowReported } from './call-deadline.events';

export type { ApprovedBy, DeadlinePolicy, DecisionDeadlineNear, DecisionEscalated, DecisionTerms, EscalationReason, InviteeNoShowReported } from './call-deadline.events';
import type { LeadQuality } from './lead-quality';

/** Where the booking came from: our booking page (Google programs) or a Calendly webhook. */
export type CallSource = 'booking-page' | 'calendly';

/** The reasons a merchant can give when rejecting; the affiliate sees them (issue 4). */
export const REJECTION_REASONS = ['spam', 'no-show', 'duplicate', 'not-qualified', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * `payoutCents` is the program's commission at booking: a later program change never reprices the
 * call. `duplicateOf` names the earlier call of the same customer (docs/product/attribution-and-booking.md, Duplicate detection); it only flags.
 * `bookedAt` starts the 30-day dispute window (docs/product/money.md, Disputes).
 */
export type CallBooked = {
  type: 'CallBooked';
  callId: string;
  programId: string;
  membershipId: string;
  affiliateId: string;
  merchantId: string;
  payoutCents: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  countryCode: string | null;
  customerCompany: string | null;
  scheduledAt: string;
  source: CallSource;
  /** The Calendly invitee URI; a second delivery of the same webhook books nothing. */
  externalRef: string | null;
  clickId: string | null;
  duplicateOf: string | null;
  meetingLink: string | null;
  /** Absent in calls booked before decision deadlines existed: they get the default terms (docs/product/decision-deadlines.md). */
  decisionTerms?: DecisionTerms;
  bookedAt: string;
  /** Lead quality signals computed at booking (lead-quality.ts); events from before them lack it. */
  quality?: LeadQuality;
  /**
   * Set when the program's lead rule rejects the booking in this same append (its CallRejected
   * follows): nobody is asked to decide it. Bookings before this field lack it.
   */
  autoRejected?: true;
};

export type CallRescheduled = {
  type: 'CallRescheduled';
  callId: string;
  previousScheduledAt: string;
  scheduledAt: string;
  rescheduledAt: string;
};

/** The customer canceled (Calendly `invitee.canceled`); `reason` is what they typed, if anything. */
export type CallCanceled = {
  type: 'CallCanceled';
  callId: string;
  reason: string | null;
  canceledAt: string;
};

/**
 * Step one of an approval: appended at the version read, so one approver wins; the processor is
 * then charged with `instruction` (the card on file when it started), and a sweeper resumes with
 * the same instruction (docs/architecture/money-movements.md). Events written before the
 * instruction was carried lack it; their card is the one on file before this event.
 */
export type ApprovalStarted = {
  type: 'ApprovalStarted';
  callId: string;
  merchantId: string;
  payoutCents: number;
  feeCents: number;
  chargeCents: number;
  idempotencyKey: string;
  instruction?: ChargeInstruction;
  /** Absent when the merchant approved; `deadline` (actor `system`) or `admin` otherwise. */
  approvedBy?: ApprovedBy;
  startedAt: string;
};

/** Carries both parties so the ledger journal needs nothing but this event (ledger.journals.ts). */
export type MerchantCharged = {
  type: 'MerchantCharged';
  callId: string;
  merchantId: string;
  affiliateId: string;
  processorChargeId: string;
  idempotencyKey: string;
  payoutCents: number;
  feeCents: number;
  chargeCents: number;
  chargedAt: string;
};

/** Always right after MerchantCharged; a policy then credits `payoutCents` to the affiliate's wallet. */
export type CallApproved = {
  type: 'CallApproved';
  callId: string;
  merchantId: string;
  affiliateId: string;
  payoutCents: number;
  /** Copied from the attempt's ApprovalStarted; absent means the merchant. */
  approvedBy?: ApprovedBy;
  approvedAt: string;
};

/** The card was refused: the call stays pending with the processor's reason, and may be approved again. */
export type ChargeDeclined = {
  type: 'ChargeDeclined';
  callId: string;
  merchantId: string;
  idempotencyKey: string;
  reason: string;
  declineCode: string | null;
  declinedAt: string;
};

export type CallRejected = {
  type: 'CallRejected';
  callId: string;
  merchantId: string;
  affiliateId: string;
  reason: RejectionReason;
  note: string | null;
  rejectedAt: string;
  /**
   * Who rejected it when not the merchant: an admin deciding an escalated call, or the program's
   * lead rule in the booking's own append. Absent for the merchant, and on every rejection recorded
   * before the field (an admin's among them).
   */
  rejectedBy?: 'admin' | 'lead-rule';
};

/** Who raised a dispute: the merchant disputes an approval, the affiliate a rejection (issue 6). */
export type DisputeRaisedBy = 'merchant' | 'affiliate';

/**
 * One dispute per call, ever, within 30 days of CallBooked.bookedAt (docs/product/money.md, Disputes). Carries the
 * parties and the program so the dispute list needs no other stream.
 */
export type DisputeRaised = {
  type: 'DisputeRaised';
  callId: string;
  disputeId: string;
  programId: string;
  merchantId: string;
  affiliateId: string;
  raisedBy: DisputeRaisedBy;
  raisedByUserId: string;
  reason: string;
  raisedAt: string;
};

/** The admin said no: the dispute is closed and the call stays as it was. */
export type DisputeDenied = {
  type: 'DisputeDenied';
  callId: string;
  disputeId: string;
  resolvedBy: string;
  note: string;
  resolvedAt: string;
};

/** What an upheld merchant dispute gives back: the whole charge (commission + fee). */
export type RefundOrder = { processorChargeId: string; refundCents: number; feeCents: number };

/**
 * The admin upheld; the money is now moving under `idempotencyKey` (like ApprovalStarted, docs/product/money.md, Charging on approval):
 * for a merchant's dispute the refund of `refund`, for an affiliate's the charge of the
 * ApprovalStarted appended with it. A sweeper resumes with the same key.
 */
export type DisputeUpholdStarted = {
  type: 'DisputeUpholdStarted';
  callId: string;
  disputeId: string;
  raisedBy: DisputeRaisedBy;
  resolvedBy: string;
  note: string;
  idempotencyKey: string;
  refund: RefundOrder | null;
  /** The refund to send (merchant's dispute); older events lack it and it is derived from `refund`. */
  instruction?: RefundInstruction;
  startedAt: string;
};

/**
 * The charge went back to the merchant's card; the call is rejected again (its dispute says why).
 * Data = ledger.journals.ts ChargeRefundedData + `refundedAt`; a policy then claws the commission back.
 */
export type ChargeRefunded = {
  type: 'ChargeRefunded';
  callId: string;
  merchantId: string;
  processorRefundId: string;
  refundCents: number;
  feeCents: number;
  refundedAt: string;
};

/** The dispute's outcome happened (refund recorded, or charge + approval recorded): closed. */
export type DisputeUpheld = {
  type: 'DisputeUpheld';
  callId: string;
  disputeId: string;
  raisedBy: DisputeRaisedBy;
  resolvedBy: string;
  note: string;
  resolvedAt: string;
};

/** The processor refused the refund or the card: the dispute is open again, with the reason. */
export type DisputeUpholdFailed = {
  type: 'DisputeUpholdFailed';
  callId: string;
  disputeId: string;
  idempotencyKey: string;
  reason: string;
  failedAt: string;
};

// Disputes leave the events above untouched: the window starts at CallBooked.bookedAt, a refund
// names MerchantCharged.processorChargeId and its amounts, and an upheld affiliate dispute runs the
// same ApprovalStarted -> MerchantCharged + CallApproved steps as an approval.
export type CallEvent =
  | CallBooked
  | CallRescheduled
  | CallCanceled
  | ApprovalStarted
  | MerchantCharged
  | CallApproved
  | ChargeDeclined
  | CallRejected
  | DisputeRaised
  | DisputeDenied
  | DisputeUpholdStarted
  | ChargeRefunded
  | DisputeUpheld
  | DisputeUpholdFailed
  | DecisionDeadlineNear
  | DecisionEscalated
  | InviteeNoShowReported;
