import type { DisputeRaisedBy, DisputeStatus, DisputeSummary } from '@leadledger/contracts/dispute';

/** How the merchant and affiliate read a dispute's state; the admin queue says plain "Open". */
const partyLabel: Record<DisputeStatus, string> = {
  open: 'Disputed — open',
  // Upheld, waiting for the processor's refund or charge (contracts/dispute.ts).
  resolving: 'Resolving',
  upheld: 'Upheld',
  denied: 'Denied',
};

const badgeClass: Record<DisputeStatus, string> = {
  open: 'badge-warning',
  resolving: 'badge-primary',
  upheld: 'badge-success',
  denied: 'badge-muted',
};

export function DisputeStatusBadge({ status, forAdmin = false }: { status: DisputeStatus; forAdmin?: boolean }) {
  const label = forAdmin && status === 'open' ? 'Open' : partyLabel[status];
  return <span className={`badge ${badgeClass[status]}`}>{label}</span>;
}

/**
 * A history or referral row's dispute: the badge, who raised it when it was the other party, and
 * the admin's note once resolved (both parties read it).
 */
export function DisputeState({ dispute, viewer }: { dispute: DisputeSummary; viewer: DisputeRaisedBy }) {
  return (
    <div className="dispute-state">
      <DisputeStatusBadge status={dispute.status} />
      {dispute.raisedBy !== viewer && <span className="small muted">Raised by the {dispute.raisedBy}</span>}
      {dispute.resolutionNote && (dispute.status === 'upheld' || dispute.status === 'denied') && (
        <span className="small">Admin&apos;s note: {dispute.resolutionNote}</span>
      )}
    </div>
  );
}
