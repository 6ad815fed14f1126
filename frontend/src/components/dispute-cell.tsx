import type { DisputeRaisedBy } from '@leadledger/contracts/dispute';
import { type DisputableCall, disputeAvailability } from '../lib/dispute-window';
import { formatShortDate } from '../lib/format-date';
import { DisputeState } from './dispute-status-badge';
import { Button } from './ui/button';

/**
 * A call row's dispute column, for its merchant (who disputes approved calls) or its affiliate
 * (rejected calls), within 30 days of the booking (docs/product/money.md, Disputes): the dispute's state when there is
 * one, else the Dispute action, else why there is none.
 */
export function DisputeCell<Row extends DisputableCall>(props: {
  row: Row;
  viewer: DisputeRaisedBy;
  now: Date;
  /** The accessible name of the action, e.g. "Dispute call with Sam Carter". */
  actionLabel: string;
  onDispute: (row: Row) => void;
}) {
  const { row, viewer, now, actionLabel, onDispute } = props;
  if (row.dispute) return <DisputeState dispute={row.dispute} viewer={viewer} />;
  switch (disputeAvailability(row, viewer === 'merchant' ? 'approved' : 'rejected', now)) {
    case 'available':
      return (
        <Button variant="outline" className="btn-small" onClick={() => onDispute(row)} aria-label={actionLabel}>
          Dispute
        </Button>
      );
    case 'window-closed':
      return <span className="small muted">The 30-day dispute window closed on {formatShortDate(row.disputeDeadline)}.</span>;
    case 'not-applicable':
      return '—';
  }
}
