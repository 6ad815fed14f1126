import type { AdminDispute, ResolveDisputeRequest } from '@leadledger/contracts/dispute';
import { Link } from 'react-router-dom';
import { DisputeStatusBadge } from '../../components/dispute-status-badge';
import { Button } from '../../components/ui/button';
import type { Column } from '../../components/ui/data-table/data-table';
import { paths } from '../../config/paths';
import { callStatusLabel } from '../../lib/call-labels';
import { formatDateTime, formatShortDate } from '../../lib/format-date';
import { formatCents } from '../../lib/format-money';

export type Outcome = ResolveDisputeRequest['outcome'];

const raisedByLabel = { merchant: 'Merchant', affiliate: 'Affiliate' } as const;

function CallCell({ d }: { d: AdminDispute }) {
  return (
    <div className="dispute-cell">
      {/* Each name opens its whole history in the console (the call's, the merchant's, the affiliate's timeline). */}
      <strong>
        <Link to={paths.adminTimeline.href('call', d.callId)}>{d.customerName}</Link>
      </strong>
      <span className="small">{d.programName}</span>
      <span className="small muted">
        <Link to={paths.adminTimeline.href('merchant', d.merchantId)}>{d.merchantName}</Link> ·{' '}
        <Link to={paths.adminTimeline.href('affiliate', d.affiliateId)}>{d.affiliateName}</Link>
      </span>
      <span className="small muted">Booked {formatShortDate(d.bookedAt)}</span>
      <span className="small">
        {formatCents(d.payoutCents + d.feeCents)} <span className="muted">({formatCents(d.payoutCents)} commission + {formatCents(d.feeCents)} fee)</span>
      </span>
    </div>
  );
}

function StatusCell({ d }: { d: AdminDispute }) {
  return (
    <div className="dispute-cell">
      <DisputeStatusBadge status={d.status} forAdmin />
      <span className="small muted">Call {callStatusLabel[d.callStatus].toLowerCase()}</span>
      {d.status === 'resolving' && <span className="small muted">Waiting for the payment processor; it finishes automatically.</span>}
      {d.lastFailure && <span className="small text-danger">Last attempt failed: {d.lastFailure}</span>}
    </div>
  );
}

function ResolutionCell({ d }: { d: AdminDispute }) {
  if (!d.resolutionNote) return '—';
  return (
    <div className="dispute-cell">
      <span className="dispute-text">{d.resolutionNote}</span>
      {(d.resolvedBy || d.resolvedAt) && (
        <span className="small muted">
          {[d.resolvedBy, d.resolvedAt && formatDateTime(d.resolvedAt)].filter(Boolean).join(' · ')}
        </span>
      )}
    </div>
  );
}

export function disputeQueueColumns(onResolve: (dispute: AdminDispute, outcome: Outcome) => void): Column<AdminDispute>[] {
  return [
    {
      id: 'raised-by',
      header: 'Raised by',
      cell: (d) => (
        <div className="dispute-cell">
          <span className={`badge ${d.raisedBy === 'merchant' ? 'badge-primary' : 'badge-muted'}`}>{raisedByLabel[d.raisedBy]}</span>
          <span>{d.raisedByName}</span>
        </div>
      ),
    },
    { id: 'call', header: 'Call', cell: (d) => <CallCell d={d} /> },
    { id: 'reason', header: 'Reason', cell: (d) => <span className="dispute-text">{d.reason}</span> },
    { id: 'raised', header: 'Raised', cell: (d) => formatDateTime(d.raisedAt) },
    { id: 'status', header: 'Status', cell: (d) => <StatusCell d={d} /> },
    { id: 'resolution', header: 'Resolution note', cell: (d) => <ResolutionCell d={d} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (d) =>
        d.status === 'open' ? (
          <div className="row-actions">
            <Button className="btn-small" onClick={() => onResolve(d, 'uphold')} aria-label={`Uphold dispute of the call with ${d.customerName}`}>
              Uphold
            </Button>
            <Button variant="outline" className="btn-small" onClick={() => onResolve(d, 'deny')} aria-label={`Deny dispute of the call with ${d.customerName}`}>
              Deny
            </Button>
          </div>
        ) : (
          '—'
        ),
    },
  ];
}
