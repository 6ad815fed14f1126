import type { ProgramByCode } from '@leadledger/contracts/program';
import { formatDollars } from '../../lib/format-money';
import { integrationLabel } from '../../lib/program-links';

/** Name, status, commission and calendar of the program behind a signup link. */
export function ProgramSummary({ program, heading = 'h1' }: { program: ProgramByCode; heading?: 'h1' | 'h2' }) {
  const Heading = heading;
  return (
    <div className="program-summary">
      <div className="badge-row">
        <Heading className={heading === 'h1' ? 'page-title' : 'card-title'}>{program.name}</Heading>
        {program.isArchived ? <span className="badge badge-muted">Archived</span> : <span className="badge badge-success">Active</span>}
      </div>
      <p className="muted">Offered by {program.merchantName}</p>
      <dl className="facts">
        <dt>Commission</dt>
        <dd>
          <strong>{formatDollars(program.payoutAmount)}</strong> per approved call
        </dd>
        <dt>Calendar</dt>
        <dd>{integrationLabel(program.integration)}</dd>
      </dl>
    </div>
  );
}
