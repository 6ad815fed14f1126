import type { CommissionClawedBack } from '../../domain/affiliate-wallet/affiliate-wallet.events';
import type { CallEvent } from '../../domain/call/call.events';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { viewAs } from '../runner/domain-event-view';

/**
 * One change to `dispute_list`, keyed by call (one dispute per call, docs/product/money.md, Disputes): a new row, or
 * columns to set on the call's dispute.
 */
export type DisputeListChange =
  | { kind: 'insert'; row: Record<string, unknown> }
  | { kind: 'update'; callId: string; set: Record<string, unknown> };

/** What one call or wallet event does to the dispute list (pure; the writer applies it). */
export function disputeListChange(event: StoredEvent): DisputeListChange | null {
  const { type, data: e } = viewAs<CallEvent | CommissionClawedBack>(event);
  switch (type) {
    case 'DisputeRaised':
      return {
        kind: 'insert',
        row: {
          id: e.disputeId,
          call_id: e.callId,
          merchant_id: e.merchantId,
          affiliate_id: e.affiliateId,
          program_id: e.programId,
          raised_by: e.raisedBy,
          raised_by_user_id: e.raisedByUserId,
          status: 'open',
          reason: e.reason,
          raised_at: e.raisedAt,
        },
      };
    case 'DisputeDenied':
      return { kind: 'update', callId: e.callId, set: { status: 'denied', resolution_note: e.note, resolved_by: e.resolvedBy, resolved_at: e.resolvedAt } };
    // The admin's decision shows at once; the note and resolver are final only once it is upheld.
    case 'DisputeUpholdStarted':
      return { kind: 'update', callId: e.callId, set: { status: 'resolving', resolution_note: e.note, resolved_by: e.resolvedBy, last_failure: null } };
    case 'DisputeUpheld':
      return { kind: 'update', callId: e.callId, set: { status: 'upheld', resolution_note: e.note, resolved_by: e.resolvedBy, resolved_at: e.resolvedAt, last_failure: null } };
    // Open again for the admin, with the processor's reason (contracts/dispute.ts `lastFailure`).
    case 'DisputeUpholdFailed':
      return { kind: 'update', callId: e.callId, set: { status: 'open', resolution_note: null, resolved_by: null, last_failure: e.reason } };
    case 'CommissionClawedBack':
      return { kind: 'update', callId: e.callId, set: { clawed_back_at: e.clawedBackAt } };
    default:
      return null;
  }
}
