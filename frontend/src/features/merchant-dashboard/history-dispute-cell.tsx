import type { Call } from '@leadledger/contracts/call';
import { DisputeState } from '../../components/dispute-status-badge';
import { Button } from '../../components/ui/button';
import { disputeAvailability } from '../../lib/dispute-window';
import { formatShortDate } from '../../lib/format-date';

/** A merchant may dispute an approved call within 30 days of the booking (DESIGN.md 4). */
export function HistoryDisputeCell({ call, now, onDispute }: { call: Call; now: Date; onDispute: (call: Call) => void }) {
  if (call.dispute) return <DisputeState dispute={call.dispute} viewer="merchant" />;
  switch (disputeAvailability(call, 'approved', now)) {
    case 'available':
      return (
        <Button variant="outline" className="btn-small" onClick={() => onDispute(call)} aria-label={`Dispute call with ${call.customerName}`}>
          Dispute
        </Button>
      );
    case 'window-closed':
      return <span className="small muted">The 30-day dispute window closed on {formatShortDate(call.disputeDeadline)}.</span>;
    case 'not-applicable':
      return '—';
  }
}
