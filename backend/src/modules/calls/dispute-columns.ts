import type { DisputeRaisedBy, DisputeStatus, DisputeSummary } from '@leadledger/contracts/dispute';

/**
 * A call's dispute as the merchant's history, the affiliate's referrals and the admin queue read it:
 * `dispute_list` LEFT JOINed as `dl` by call (one dispute per call), its columns prefixed `dispute_`.
 */
export const DISPUTE_COLUMNS = `
  dl.id AS dispute_id, dl.raised_by AS dispute_raised_by, dl.status AS dispute_status, dl.reason AS dispute_reason,
  dl.raised_at AS dispute_raised_at, dl.resolution_note AS dispute_resolution_note, dl.resolved_at AS dispute_resolved_at,
  dl.last_failure AS dispute_last_failure`;

export const DISPUTE_JOIN = 'LEFT JOIN dispute_list dl ON dl.call_id = c.id';

/** The summary from a row carrying DISPUTE_COLUMNS; null when the call was never disputed. */
export function toDisputeSummary(r: Record<string, any>): DisputeSummary | null {
  if (!r.dispute_id) return null;
  return {
    id: r.dispute_id,
    raisedBy: r.dispute_raised_by as DisputeRaisedBy,
    status: r.dispute_status as DisputeStatus,
    reason: r.dispute_reason,
    raisedAt: r.dispute_raised_at.toISOString(),
    // Shown once the dispute is closed; while the refund or charge is in flight it is not final yet.
    resolutionNote: r.dispute_status === 'upheld' || r.dispute_status === 'denied' ? r.dispute_resolution_note : null,
    resolvedAt: r.dispute_resolved_at ? r.dispute_resolved_at.toISOString() : null,
    lastFailure: r.dispute_last_failure,
  };
}
