import type { CallEvent } from '../../domain/call/call.events';
import { customerEmailKey, customerPhoneKey } from '../../domain/call/customer-keys';
import { DEFAULT_DECISION_TERMS, decisionDeadline } from '../../domain/call/call.deadline';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { viewAs } from '../runner/domain-event-view';

/** One change to `call_list`: a new row, or columns to set on an existing one. */
export type CallListChange =
  | { kind: 'insert'; row: Record<string, unknown> }
  | { kind: 'update'; id: string; set: Record<string, unknown>; deadlineMoves?: boolean };

/** What one call event does to the call list (pure; the writer applies it). */
export function callListChange(event: StoredEvent): CallListChange | null {
  const { type, data: e } = viewAs<CallEvent>(event);
  switch (type) {
    case 'CallBooked': {
      const terms = e.decisionTerms ?? DEFAULT_DECISION_TERMS;
      return {
        kind: 'insert',
        row: {
          id: e.callId,
          merchant_id: e.merchantId,
          program_id: e.programId,
          membership_id: e.membershipId,
          affiliate_id: e.affiliateId,
          customer_name: e.customerName,
          customer_email: e.customerEmail,
          customer_email_key: customerEmailKey(e.customerEmail),
          customer_phone: e.customerPhone,
          customer_phone_key: customerPhoneKey(e.countryCode, e.customerPhone),
          country_code: e.countryCode,
          customer_company: e.customerCompany,
          scheduled_at: e.scheduledAt,
          booked_at: e.bookedAt,
          payout_cents: e.payoutCents,
          status: 'pending',
          duplicate_of: e.duplicateOf,
          source: e.source,
          external_ref: e.externalRef,
          click_id: e.clickId,
          meeting_link: e.meetingLink ?? null,
          decision_days: terms.days,
          decision_policy: terms.onDeadline,
          decision_due_at: decisionDeadline(e.scheduledAt, terms),
          // The merchant's reasons only: the hashes stay in the event (docs/product/lead-quality.md, Privacy).
          quality_score: e.quality?.score ?? null,
          quality_signals: e.quality ? e.quality.signals.map(({ code, detail }) => ({ code, detail })) : null,
        },
      };
    }
    // The deadline moves with the call; the projection recomputes it from the row's own terms.
    case 'CallRescheduled':
      return { kind: 'update', id: e.callId, set: { scheduled_at: e.scheduledAt }, deadlineMoves: true };
    case 'CallCanceled':
      return { kind: 'update', id: e.callId, set: { status: 'canceled', decided_at: e.canceledAt } };
    case 'ApprovalStarted':
      return { kind: 'update', id: e.callId, set: { approval_in_progress: true, fee_cents: e.feeCents, charge_cents: e.chargeCents, last_decline_reason: null } };
    case 'MerchantCharged':
      return { kind: 'update', id: e.callId, set: { processor_charge_id: e.processorChargeId } };
    case 'CallApproved':
      return { kind: 'update', id: e.callId, set: { status: 'approved', approval_in_progress: false, decided_at: e.approvedAt, approved_by: e.approvedBy ?? 'merchant' } };
    case 'ChargeDeclined':
      return { kind: 'update', id: e.callId, set: { approval_in_progress: false, last_decline_reason: e.reason } };
    case 'CallRejected':
      return { kind: 'update', id: e.callId, set: { status: 'rejected', rejection_reason: e.reason, rejection_note: e.note, rejected_by: e.rejectedBy ?? 'merchant', decided_at: e.rejectedAt } };
    // An upheld merchant dispute reverses the approval; the dispute, not a rejection reason, says why.
    case 'ChargeRefunded':
      return { kind: 'update', id: e.callId, set: { status: 'rejected', rejection_reason: null, rejection_note: null, rejected_by: null, decided_at: e.refundedAt } };
    // An upheld affiliate dispute approved the call (CallApproved, just before): the rejection no longer stands.
    case 'DisputeUpheld':
      return e.raisedBy === 'affiliate' ? { kind: 'update', id: e.callId, set: { rejection_reason: null, rejection_note: null, rejected_by: null } } : null;
    case 'DecisionDeadlineNear':
      return { kind: 'update', id: e.callId, set: { reminded_hours: e.hoursLeft } };
    case 'InviteeNoShowReported':
      return { kind: 'update', id: e.callId, set: { no_show_report: e.outcome } };
    case 'DecisionEscalated':
      return { kind: 'update', id: e.callId, set: { escalated_at: e.escalatedAt, escalation_reason: e.reason } };
    default:
      return null;
  }
}
