import type { CallStatus, DecisionDeadline } from '@leadledger/contracts/call';
import { formatDateTime } from '../lib/format-date';

const ESCALATION_WORDS: Record<NonNullable<DecisionDeadline['escalationReason']>, string> = {
  policy: 'as the program asks',
  'no-card': 'no card to charge for the automatic approval',
  'charge-declined': 'the automatic approval’s card charge was declined',
};

/**
 * One line on a call's decision deadline (docs/product/decision-deadlines.md), the same for the
 * merchant and the affiliate: when it is due and what happens then, that it went to an admin,
 * that the system approved it at its deadline, or who other than the merchant decided it.
 */
export function DecisionDeadlineText({ status, decision, now }: { status: CallStatus; decision: DecisionDeadline; now: Date }) {
  if (status === 'approved') {
    if (decision.approvedBy === 'deadline') return <span className="small muted">Approved automatically at its deadline</span>;
    if (decision.approvedBy === 'admin') return <span className="small muted">Approved by an admin after its deadline</span>;
    return null;
  }
  if (status === 'rejected') {
    if (decision.rejectedBy === 'admin') return <span className="small muted">Rejected by an admin after its deadline</span>;
    if (decision.rejectedBy === 'lead-rule') return <span className="small muted">Rejected automatically by the lead rules</span>;
    return null;
  }
  if (status !== 'pending') return null;
  if (decision.escalatedAt) {
    const reason = decision.escalationReason ? ESCALATION_WORDS[decision.escalationReason] : 'for review';
    return <span className="small text-warning">With an admin since {formatDateTime(decision.escalatedAt)} ({reason})</span>;
  }
  const then = decision.onDeadline === 'approve' ? 'then approved automatically' : 'then sent to an admin';
  if (Date.parse(decision.dueAt) <= now.getTime()) return <span className="small text-warning">Decision overdue since {formatDateTime(decision.dueAt)}; {then}</span>;
  return (
    <span className="small muted">
      Decide by {formatDateTime(decision.dueAt)}, {then}
    </span>
  );
}
