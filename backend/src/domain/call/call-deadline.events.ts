/**
 * The call's decision-deadline and no-show events and their terms (docs/product/decision-deadlines.md),
 * apart from call.events.ts so each file stays readable; CallEvent unites both.
 */

/** What happens when a call's decision deadline passes undecided (docs/product/decision-deadlines.md). */
export type DeadlinePolicy = 'approve' | 'escalate';

/** The program's decision terms when the call was booked: a later change of the program does not move this call's deadline. */
export type DecisionTerms = { days: number; onDeadline: DeadlinePolicy };

/** Who made an approval: the merchant (also when absent), the deadline's policy, or an admin deciding an escalated call. */
export type ApprovedBy = 'merchant' | 'deadline' | 'admin';

/**
 * A reminder that the merchant's decision is due at `deadlineAt`; `hoursLeft` names the reminder
 * (72 or 24), so each is noted once per call however often the scheduler runs.
 */
export type DecisionDeadlineNear = {
  type: 'DecisionDeadlineNear';
  callId: string;
  programId: string;
  merchantId: string;
  affiliateId: string;
  deadlineAt: string;
  hoursLeft: number;
  notedAt: string;
};

/** Why an overdue call went to an admin: the program's policy, or an auto-approval that could not charge. */
export type EscalationReason = 'policy' | 'no-card' | 'charge-declined';

/** The deadline passed undecided and the call now waits for an admin's decision; the merchant may still decide. */
export type DecisionEscalated = {
  type: 'DecisionEscalated';
  callId: string;
  programId: string;
  merchantId: string;
  affiliateId: string;
  deadlineAt: string;
  reason: EscalationReason;
  escalatedAt: string;
};

/**
 * A call rejected as a no-show that was booked through Calendly, reported to Calendly's invitee
 * no-show API (docs/product/decision-deadlines.md, No-shows): `marked` with Calendly's record, or
 * `refused` with Calendly's reason (not connected, invitee gone). Transient failures are retried, not recorded.
 */
export type InviteeNoShowReported = {
  type: 'InviteeNoShowReported';
  callId: string;
  merchantId: string;
  inviteeUri: string;
  outcome: 'marked' | 'refused';
  noShowUri: string | null;
  reason: string | null;
  reportedAt: string;
};
