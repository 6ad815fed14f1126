import type { CardOnFile } from '../money-movement/money-movement';
import type { NoteDeadlineNear, PassDecisionDeadline } from './call-deadline.decide';
import type { RecordNoShowReport } from './call-no-show.decide';
import type { ApprovedBy, CallSource, DecisionTerms, DisputeRaisedBy, RejectionReason } from './call.events';
import type { LeadAutoReject, LeadQuality } from './lead-quality';

/**
 * The handler resolves the attribution (program, membership, affiliate, merchant), snapshots the
 * program's commission, checks the slot, generates `callId` and looks up an earlier call of the
 * same customer for `duplicateOf`; the decider checks the rest.
 */
export type BookCall = {
  type: 'BookCall';
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
  externalRef: string | null;
  clickId: string | null;
  duplicateOf: string | null;
  /** The video link of the calendar event made for this booking (booking page); null for Calendly. */
  meetingLink: string | null;
  /** The program's terms now (ProgramState.decisionTerms), kept by the call; absent means the default terms. */
  decisionTerms?: DecisionTerms;
  now: string;
  /** The handler's assessment (lead-quality.ts), snapshotted in CallBooked. */
  quality?: LeadQuality;
  /** The program's rule as its stream holds it: when it matches, the call is rejected in the same append. */
  autoReject?: LeadAutoReject | null;
};

/** From Calendly (a reschedule moves the same call). */
export type RescheduleCall = { type: 'RescheduleCall'; callId: string; scheduledAt: string; now: string };

/** From Calendly `invitee.canceled`. */
export type CancelCall = { type: 'CancelCall'; callId: string; reason: string | null; now: string };

/**
 * `merchantId` is the merchant asking; `card` is the card on file as its billing stream holds it
 * (the handler has checked it can be charged). The fee is computed here, never sent by a client.
 */
export type StartApproval = { type: 'StartApproval'; callId: string; merchantId: string; card: CardOnFile; approvedBy?: ApprovedBy; now: string };

/** The processor's answers to one attempt, named by the attempt's idempotency key. */
export type RecordCharge = {
  type: 'RecordCharge';
  callId: string;
  idempotencyKey: string;
  processorChargeId: string;
  now: string;
};

export type RecordChargeDeclined = {
  type: 'RecordChargeDeclined';
  callId: string;
  idempotencyKey: string;
  reason: string;
  declineCode: string | null;
  now: string;
};

export type RejectCall = {
  type: 'RejectCall';
  callId: string;
  merchantId: string;
  reason: RejectionReason;
  note: string | null;
  /** An admin deciding a call its deadline escalated (`merchantId` is then the call's merchant). */
  byAdmin?: boolean;
  now: string;
};

/**
 * Issue 6. `userId` is the merchant or affiliate asking (anyone else is told the call does not
 * exist); the handler generates `disputeId`; `now` is checked against the 30-day window.
 */
export type RaiseDispute = {
  type: 'RaiseDispute';
  callId: string;
  disputeId: string;
  raisedBy: DisputeRaisedBy;
  userId: string;
  reason: string;
  now: string;
};

/** An admin's decisions; `disputeId` must be the call's dispute. */
export type DenyDispute = { type: 'DenyDispute'; callId: string; disputeId: string; adminId: string; note: string; now: string };

/** Upholding starts the refund (merchant's dispute) or the charge of `card` (affiliate's dispute: the merchant's card on file). */
export type StartDisputeUphold = { type: 'StartDisputeUphold'; callId: string; disputeId: string; adminId: string; note: string; card: CardOnFile | null; now: string };

/** The processor's answers to an upheld merchant dispute's refund, named by its idempotency key. */
export type RecordRefund = { type: 'RecordRefund'; callId: string; idempotencyKey: string; processorRefundId: string; now: string };

export type RecordRefundFailed = { type: 'RecordRefundFailed'; callId: string; idempotencyKey: string; reason: string; now: string };

export type DisputeCommand = RaiseDispute | DenyDispute | StartDisputeUphold | RecordRefund | RecordRefundFailed;

export type { NoteDeadlineNear, PassDecisionDeadline, RecordNoShowReport };

export type CallCommand =
  | BookCall
  | RescheduleCall
  | CancelCall
  | StartApproval
  | RecordCharge
  | RecordChargeDeclined
  | RejectCall
  | DisputeCommand
  | NoteDeadlineNear
  | PassDecisionDeadline
  | RecordNoShowReport;
