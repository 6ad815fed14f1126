import type { AffiliateReferral } from '@leadledger/contracts/call';
import { DisputeState } from '../../components/dispute-status-badge';
import { Button } from '../../components/ui/button';
import type { Column } from '../../components/ui/data-table/data-table';
import { callStatusBadge, callStatusLabel, rejectionText } from '../../lib/call-labels';
import { disputeAvailability } from '../../lib/dispute-window';
import { formatDateTime, formatShortDate } from '../../lib/format-date';
import { formatDollars } from '../../lib/format-money';

/** An affiliate may dispute a rejected call within 30 days of the booking (DESIGN.md 4). */
function DisputeCell({ referral, now, onDispute }: { referral: AffiliateReferral; now: Date; onDispute: (r: AffiliateReferral) => void }) {
  if (referral.dispute) return <DisputeState dispute={referral.dispute} viewer="affiliate" />;
  switch (disputeAvailability(referral, 'rejected', now)) {
    case 'available':
      return (
        <Button variant="outline" className="btn-small" onClick={() => onDispute(referral)} aria-label={`Dispute referral of ${referral.customerName}`}>
          Dispute
        </Button>
      );
    case 'window-closed':
      return <span className="small muted">The 30-day dispute window closed on {formatShortDate(referral.disputeDeadline)}.</span>;
    case 'not-applicable':
      return '—';
  }
}

export function referralColumns(o: { onDispute: (referral: AffiliateReferral) => void; now: Date }): Column<AffiliateReferral>[] {
  return [
    { id: 'customer', header: 'Customer', cell: (r) => r.customerName },
    { id: 'program', header: 'Program', cell: (r) => r.programName },
    { id: 'scheduled', header: 'Scheduled', cell: (r) => formatDateTime(r.scheduledAt) },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <div className="referral-status">
          <span className={`badge ${callStatusBadge[r.status]}`}>{callStatusLabel[r.status]}</span>
          {r.status === 'rejected' && rejectionText(r.rejectionReason, r.rejectionNote) && (
            <span className="small muted">{rejectionText(r.rejectionReason, r.rejectionNote)}</span>
          )}
        </div>
      ),
    },
    // SPEC.md section 2: earnings are shown only for approved calls.
    { id: 'earnings', header: 'Earnings', align: 'end', cell: (r) => (r.status === 'approved' ? formatDollars(r.payoutAmount) : '—') },
    { id: 'dispute', header: 'Dispute', align: 'end', cell: (r) => <DisputeCell referral={r} now={o.now} onDispute={o.onDispute} /> },
  ];
}
