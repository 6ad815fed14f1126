/** Where the booking came from: our booking page (Google programs) or a Calendly webhook. */
export type CallSource = 'booking-page' | 'calendly';

/** The reasons a merchant can give when rejecting; the affiliate sees them (issue 4). */
export const REJECTION_REASONS = ['spam', 'no-show', 'duplicate', 'not-qualified', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * `payoutCents` is the program's commission at booking: a later program change never reprices the
 * call. `duplicateOf` names the earlier call of the same customer (DESIGN.md 4); it only flags.
 * `bookedAt` starts the 30-day dispute window (DESIGN.md 4).
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
  bookedAt: string;
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
 * Step one of an approval (DESIGN.md 4): appended at the version read, so one approver wins; the
 * processor is then charged with `idempotencyKey`, and a sweeper resumes with the same key.
 */
export type ApprovalStarted = {
  type: 'ApprovalStarted';
  callId: string;
  merchantId: string;
  payoutCents: number;
  feeCents: number;
  chargeCents: number;
  idempotencyKey: string;
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
};

// Disputes (issue 6) add event types and leave these untouched: the window starts at
// CallBooked.bookedAt, a refund names MerchantCharged.processorChargeId and its amounts, and an
// upheld affiliate dispute runs the same ApprovalStarted -> MerchantCharged + CallApproved steps.
export type CallEvent =
  | CallBooked
  | CallRescheduled
  | CallCanceled
  | ApprovalStarted
  | MerchantCharged
  | CallApproved
  | ChargeDeclined
  | CallRejected;
