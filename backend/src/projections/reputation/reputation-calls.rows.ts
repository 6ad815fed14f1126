import type { CallEvent } from '../../domain/call/call.events';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { viewAs } from '../runner/domain-event-view';

/**
 * One change to `reputation_calls`: a new row, or columns to set on a call's row. `set` takes the
 * latest value; `setOnce` keeps the first one written, because only the merchant's first act is
 * their decision: an upheld affiliate dispute later starts an approval and approves the call
 * (domain/call/call.events.ts), which is the dispute's outcome, not the merchant's verdict
 * (docs/product/reputation.md).
 */
export type ReputationCallChange =
  | { kind: 'insert'; row: Record<string, unknown> }
  | { kind: 'update'; callId: string; set: Record<string, unknown>; setOnce: Record<string, unknown> };

const update = (callId: string, set: Record<string, unknown>, setOnce: Record<string, unknown> = {}): ReputationCallChange => ({ kind: 'update', callId, set, setOnce });

/** What one call event does to the reputation rows (pure; the writer applies it). */
export function reputationCallChange(event: StoredEvent): ReputationCallChange | null {
  const { type, data: e } = viewAs<CallEvent>(event);
  switch (type) {
    case 'CallBooked':
      return {
        kind: 'insert',
        row: { call_id: e.callId, program_id: e.programId, merchant_id: e.merchantId, affiliate_id: e.affiliateId, booked_at: e.bookedAt, scheduled_at: e.scheduledAt },
      };
    // Only a pending call is moved, so the time waited is always counted from when the call was held.
    case 'CallRescheduled':
      return update(e.callId, { scheduled_at: e.scheduledAt });
    // The merchant decided when they first pressed Approve, even if the card was declined and they tried again.
    case 'ApprovalStarted':
      return update(e.callId, {}, { decided_at: e.startedAt });
    case 'CallApproved':
      return update(e.callId, {}, { outcome: 'approved' });
    case 'CallRejected':
      return update(e.callId, { rejection_reason: e.reason }, { decided_at: e.rejectedAt, outcome: 'rejected' });
    // An uphold in flight (or one the processor refused) is still open for the affiliate.
    case 'DisputeRaised':
      return update(e.callId, { dispute_status: 'open' });
    case 'DisputeDenied':
      return update(e.callId, { dispute_status: 'denied' });
    case 'DisputeUpheld':
      return update(e.callId, { dispute_status: 'upheld' });
    default:
      return null;
  }
}
