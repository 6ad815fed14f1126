import type { AffiliateReferral } from '@leadledger/contracts/call';
import { DecisionDeadlineText } from '../../components/decision-deadline-text';
import { DisputeCell } from '../../components/dispute-cell';
import type { Column } from '../../components/ui/data-table/data-table';
import { callStatusBadge, callStatusLabel, rejectionText } from '../../lib/call-labels';
import { formatDateTime, formatShortDate } from '../../lib/format-date';
import { formatDollars } from '../../lib/format-money';

export function referralColumns(o: { onDispute: (referral: AffiliateReferral) => void; now: Date }): Column<AffiliateReferral>[] {
  return [
    { id: 'customer', header: 'Customer', cell: (r) => r.customerName, sortValue: (r) => r.customerName },
    { id: 'program', header: 'Program', cell: (r) => r.programName, sortValue: (r) => r.programName },
    { id: 'scheduled', header: 'Scheduled', cell: (r) => formatDateTime(r.scheduledAt), sortValue: (r) => r.scheduledAt },
    {
      id: 'status',
      header: 'Status',
      sortValue: (r) => callStatusLabel[r.status],
      cell: (r) => (
        <div className="referral-status">
          <span className={`badge ${callStatusBadge[r.status]}`}>{callStatusLabel[r.status]}</span>
          {r.status === 'rejected' && rejectionText(r.rejectionReason, r.rejectionNote) && (
            <span className="small muted">{rejectionText(r.rejectionReason, r.rejectionNote)}</span>
          )}
          <DecisionDeadlineText status={r.status} decision={r.decision} now={o.now} />
        </div>
      ),
    },
    // docs/product/screens-and-routes.md, Affiliate dashboard: earnings are shown only for approved calls.
    { id: 'earnings', header: 'Earnings', align: 'end', cell: (r) => (r.status === 'approved' ? formatDollars(r.payoutAmount) : '—'), sortValue: (r) => (r.status === 'approved' ? r.payoutAmount : null) },
    { id: 'dispute', header: 'Dispute', align: 'end', cell: (r) => <DisputeCell row={r} viewer="affiliate" now={o.now} actionLabel={`Dispute referral of ${r.customerName}`} onDispute={o.onDispute} /> },
  ];
}
