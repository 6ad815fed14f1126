import type { EscalatedCall } from '@leadledger/contracts/escalation';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import type { Column } from '../../components/ui/data-table/data-table';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format-date';
import { formatCents, formatDollars } from '../../lib/format-money';

/** Why the deadline sent the call to an admin, in words (docs/product/decision-deadlines.md). */
export const escalationReasonText: Record<EscalatedCall['reason'], string> = {
  policy: 'Program sends overdue calls to an admin',
  'no-card': 'Automatic approval: no card on file',
  'charge-declined': 'Automatic approval: card declined',
};

/** Dollars cross the API; the fee is worked out in cents so it never shows a rounding error. */
export function feeText(call: EscalatedCall): string {
  return formatCents(Math.round(call.chargeAmount * 100) - Math.round(call.payoutAmount * 100));
}

function CustomerCell({ c }: { c: EscalatedCall }) {
  return (
    <div className="escalation-cell">
      {/* The call's whole history in the console, as in the dispute queue. */}
      <strong>
        <Link to={paths.adminTimeline.href('call', c.id)}>{c.customerName}</Link>
      </strong>
      <span className="small muted">{c.customerEmail}</span>
    </div>
  );
}

function EscalatedCell({ c }: { c: EscalatedCall }) {
  return (
    <div className="escalation-cell">
      <span>{formatDateTime(c.escalatedAt)}</span>
      <span className="small muted">{escalationReasonText[c.reason]}</span>
      {c.reason === 'charge-declined' && c.lastDeclineReason && <span className="small text-danger">{c.lastDeclineReason}</span>}
      {/* A decline recorded after an admin's own attempt, whatever first sent the call here. */}
      {c.reason !== 'charge-declined' && c.lastDeclineReason && <span className="small text-danger">Last attempt declined: {c.lastDeclineReason}</span>}
    </div>
  );
}

export interface EscalationActions {
  onApprove: (call: EscalatedCall) => void;
  onReject: (call: EscalatedCall) => void;
}

export function escalationColumns({ onApprove, onReject }: EscalationActions): Column<EscalatedCall>[] {
  return [
    { id: 'customer', header: 'Customer', cell: (c) => <CustomerCell c={c} />, sortValue: (c) => c.customerName },
    {
      id: 'merchant',
      header: 'Merchant',
      sortValue: (c) => c.merchantName,
      cell: (c) => <Link to={paths.adminTimeline.href('merchant', c.merchantId)}>{c.merchantName}</Link>,
    },
    { id: 'affiliate', header: 'Affiliate', cell: (c) => c.affiliateName, sortValue: (c) => c.affiliateName },
    { id: 'program', header: 'Program', cell: (c) => c.programName, sortValue: (c) => c.programName },
    { id: 'scheduled', header: 'Call time', cell: (c) => formatDateTime(c.scheduledAt), sortValue: (c) => c.scheduledAt },
    { id: 'deadline', header: 'Deadline', cell: (c) => formatDateTime(c.decisionDueAt), sortValue: (c) => c.decisionDueAt },
    { id: 'escalated', header: 'Escalated', cell: (c) => <EscalatedCell c={c} />, sortValue: (c) => c.escalatedAt },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      sortValue: (c) => c.chargeAmount,
      cell: (c) => (
        <div className="escalation-cell escalation-amount">
          <span>{formatDollars(c.chargeAmount)}</span>
          <span className="small muted">
            {formatDollars(c.payoutAmount)} commission + {feeText(c)} fee
          </span>
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (c) => (
        <div className="escalation-cell escalation-amount">
          {c.approvalInProgress && <span className="badge badge-primary">Charging…</span>}
          <div className="row-actions">
            <Button className="btn-small" onClick={() => onApprove(c)} disabled={c.approvalInProgress} aria-label={`Approve call with ${c.customerName}`}>
              Approve
            </Button>
            <Button variant="outline" className="btn-small" onClick={() => onReject(c)} disabled={c.approvalInProgress} aria-label={`Reject call with ${c.customerName}`}>
              Reject
            </Button>
          </div>
        </div>
      ),
    },
  ];
}
