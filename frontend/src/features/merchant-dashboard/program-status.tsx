import type { AffiliateProgram } from '@leadledger/contracts/program';
import { formatDollars } from '../../lib/format-money';
import { formatShortDate } from '../../lib/format-date';

/** Active, Paused (and why) or Archived, as a badge on the program card. */
export function ProgramStatusBadge({ program }: { program: AffiliateProgram }) {
  if (program.status === 'archived') return <span className="badge badge-muted">Archived</span>;
  if (program.status === 'paused') {
    return <span className="badge badge-warning">{program.pausedReason === 'calendar-disconnected' ? 'Paused: calendar disconnected' : 'Paused'}</span>;
  }
  return <span className="badge badge-success">Active</span>;
}

/** The line under a paused program, and the last commission change, in words. */
export function ProgramNotes({ program }: { program: AffiliateProgram }) {
  const change = program.lastCommissionChange;
  return (
    <>
      {program.status === 'paused' && (
        <p className="small program-paused-note" role="status">
          {program.pausedReason === 'calendar-disconnected'
            ? 'Its calendar was disconnected: links show customers that bookings are paused. Connecting the calendar again in Integrations resumes it.'
            : 'Paused: links show customers that bookings are paused. Affiliates keep their links; resume whenever you are ready.'}
        </p>
      )}
      {change && program.status !== 'archived' && (
        <p className="small muted">
          Commission changed from {formatDollars(change.fromAmount)} to {formatDollars(change.toAmount)} on {formatShortDate(change.changedAt)}; calls booked
          before keep their commission.
        </p>
      )}
    </>
  );
}
