import type { Call } from '@leadledger/contracts/call';
import { Button } from '../../components/ui/button';
import { DecisionDeadlineText } from '../../components/decision-deadline-text';
import { DisputeCell } from '../../components/dispute-cell';
import { EmailText } from '../../components/email-text';
import type { Column } from '../../components/ui/data-table/data-table';
import { callFeeText } from '../../lib/call-amounts';
import { callStatusBadge, callStatusLabel, rejectionText } from '../../lib/call-labels';
import { formatDateTime, formatShortDate } from '../../lib/format-date';
import { formatDollars } from '../../lib/format-money';
import { LeadQualityBadge } from './lead-quality';

function CustomerCell({ call }: { call: Call }) {
  return (
    <div className="call-customer">
      <strong>{call.customerName}</strong>
      <EmailText className="small muted" email={call.customerEmail} />
      {call.customerCompany && <span className="small muted">{call.customerCompany}</span>}
      <LeadQualityBadge quality={call.quality} />
      {call.duplicateOf && (
        // The badge stays a short pill; what it refers to reads as text below it.
        <span className="duplicate-flag">
          <span className="badge badge-warning">Possible duplicate</span>
          <span className="small muted">
            Same customer as the call on {formatShortDate(call.duplicateOf.scheduledAt)} via {call.duplicateOf.affiliateName}
          </span>
        </span>
      )}
    </div>
  );
}

const shared: Column<Call>[] = [
  { id: 'customer', header: 'Customer', cell: (c) => <CustomerCell call={c} />, sortValue: (c) => c.customerName },
  {
    id: 'affiliate',
    header: 'Affiliate',
    sortValue: (c) => c.affiliateName,
    cell: (c) => (
      <div className="call-customer">
        <span>{c.affiliateName}</span>
        <span className="small muted">{c.affiliateReferralCode}</span>
      </div>
    ),
  },
  { id: 'program', header: 'Program', cell: (c) => c.programName, sortValue: (c) => c.programName },
  { id: 'scheduled', header: 'Scheduled', cell: (c) => formatDateTime(c.scheduledAt), sortValue: (c) => c.scheduledAt },
  { id: 'commission', header: 'Commission', cell: (c) => formatDollars(c.payoutAmount), align: 'end', sortValue: (c) => c.payoutAmount },
];

export interface PendingColumnsOptions {
  isSelected: (call: Call) => boolean;
  onToggle: (call: Call) => void;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  onApprove: (call: Call) => void;
  onReject: (call: Call) => void;
  now: Date;
}

export function pendingCallColumns(o: PendingColumnsOptions): Column<Call>[] {
  return [
    {
      id: 'select',
      header: 'Select',
      headerCell: (
        <input
          type="checkbox"
          className="checkbox"
          aria-label="Select all pending calls"
          checked={o.allSelected}
          ref={(el) => {
            if (el) el.indeterminate = o.someSelected && !o.allSelected;
          }}
          onChange={o.onToggleAll}
        />
      ),
      cell: (c) => (
        <input type="checkbox" className="checkbox" aria-label={`Select call with ${c.customerName}`} checked={o.isSelected(c)} onChange={() => o.onToggle(c)} />
      ),
    },
    ...shared,
    // What approving will add to the commission (a preview: nothing is charged yet).
    { id: 'fee', header: 'Fee if approved', cell: (c) => formatDollars(c.platformFee), align: 'end', hideable: true },
    {
      id: 'status',
      header: 'Status',
      // By the badge's word, declined cards after the other pending calls.
      sortValue: (c) => `${c.approvalInProgress ? 'Charging' : 'Pending'}${c.lastDeclineReason ? ' declined' : ''}`,
      cell: (c) => (
        <div className="call-customer">
          <span className={`badge ${c.approvalInProgress ? 'badge-primary' : callStatusBadge[c.status]}`}>
            {c.approvalInProgress ? 'Charging…' : 'Pending'}
          </span>
          {c.lastDeclineReason && <span className="small text-danger">Card declined: {c.lastDeclineReason}</span>}
          <DecisionDeadlineText status={c.status} decision={c.decision} now={o.now} />
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (c) => (
        <div className="row-actions">
          <Button className="btn-small" onClick={() => o.onApprove(c)} disabled={c.approvalInProgress} aria-label={`Approve call with ${c.customerName}`}>
            Approve
          </Button>
          <Button variant="outline" className="btn-small" onClick={() => o.onReject(c)} disabled={c.approvalInProgress} aria-label={`Reject call with ${c.customerName}`}>
            Reject
          </Button>
        </div>
      ),
    },
  ];
}

/** A no-show rejection is reported to Calendly too; what Calendly made of it. */
const calendlyNoShowText: Record<NonNullable<Call['calendlyNoShow']>, string> = {
  marked: 'Marked as a no-show in Calendly too',
  refused: 'Calendly did not accept the no-show mark',
};

/** History rows add the call's dispute: its state, the Dispute action, or the closed window. */
export function historyCallColumns(o: { onDispute: (call: Call) => void; now: Date }): Column<Call>[] {
  return [
    ...shared,
    { id: 'fee', header: 'Fee charged', cell: callFeeText, align: 'end' },
    // The rejection reason reads under its badge (as in the affiliate's referrals): a column of its own
    // was empty on every approved row and pushed Dispute off a 1280px screen.
    {
      id: 'status',
      header: 'Status',
      sortValue: (c) => callStatusLabel[c.status],
      cell: (c) => (
        <div className="call-customer">
          <span className={`badge ${callStatusBadge[c.status]}`}>{callStatusLabel[c.status]}</span>
          {c.status === 'rejected' && rejectionText(c.rejectionReason, c.rejectionNote) && <span className="small muted">{rejectionText(c.rejectionReason, c.rejectionNote)}</span>}
          {c.calendlyNoShow && <span className="small muted">{calendlyNoShowText[c.calendlyNoShow]}</span>}
          <DecisionDeadlineText status={c.status} decision={c.decision} now={o.now} />
        </div>
      ),
    },
    { id: 'dispute', header: 'Dispute', align: 'end', cell: (c) => <DisputeCell row={c} viewer="merchant" now={o.now} actionLabel={`Dispute call with ${c.customerName}`} onDispute={o.onDispute} /> },
  ];
}
