import type { ProgramReputation, ReputationFigures } from '@leadledger/contracts/reputation';
import { formatDuration } from '../lib/format-duration';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import './program-reputation.css';

const percent = (share: number) => `${Math.round(share * 100)}%`;

export interface ProgramReputationPanelProps {
  reputation: ProgramReputation | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The heading's level, to follow the page's outline. */
  heading?: 'h2' | 'h3' | 'h4';
  /** Names the region, e.g. "Reputation of Discovery calls". */
  label: string;
}

/**
 * How a program's merchant decides calls (docs/product/reputation.md): the approval rate, the
 * median wait after the call, and the disputes. Below the minimum sample only the count shows.
 */
export function ProgramReputationPanel({ reputation, pending, failed, onRetry, label, heading = 'h4' }: ProgramReputationPanelProps) {
  const Heading = heading;
  // Loaded, but this program is not in the answer yet (joined a moment ago): nothing to say.
  if (!pending && !failed && !reputation) return null;
  return (
    <section className="reputation" aria-label={label}>
      <Heading className="reputation-title">Reputation</Heading>
      {pending ? (
        <Spinner size="small" label="Loading reputation" />
      ) : failed || !reputation ? (
        <p className="small muted">
          The reputation could not be loaded.{' '}
          <Button variant="ghost" className="btn-small" onClick={onRetry}>
            Try again
          </Button>
        </p>
      ) : reputation.figures === null ? (
        <p className="small muted">
          Not enough decisions yet ({reputation.decided} so far). Figures appear after {reputation.minimumDecisions} decided calls.
        </p>
      ) : (
        <Figures figures={reputation.figures} decided={reputation.decided} />
      )}
    </section>
  );
}

function Figures({ figures: f, decided }: { figures: ReputationFigures; decided: number }) {
  const disputes = f.disputed === 0 ? 'none' : [`${f.disputesUpheld} upheld`, `${f.disputesDenied} denied`, `${f.disputesOpen} open`].join(', ');
  return (
    <dl className="reputation-figures small">
      <dt>Approval rate</dt>
      <dd>
        <Meter value={f.approvalRate} label={`Approval rate ${percent(f.approvalRate)}`} good="high" />
        {percent(f.approvalRate)} of {decided} decided calls approved
      </dd>
      <dt>Time to decide</dt>
      <dd>median {formatDuration(f.medianSecondsToDecision)} after the call</dd>
      <dt>Disputed</dt>
      <dd>
        <Meter value={f.disputedShare} label={`Disputed ${percent(f.disputedShare)}`} good="low" />
        {percent(f.disputedShare)} of decisions ({disputes})
      </dd>
    </dl>
  );
}

/**
 * A bar for a share from 0 to 1; the native element tells assistive technology its value. Its
 * colour says whether the share is good: many approvals are, many disputes are not.
 */
function Meter({ value, label, good }: { value: number; label: string; good: 'high' | 'low' }) {
  const range = good === 'high' ? { low: 0.5, high: 0.8, optimum: 1 } : { low: 0.1, high: 0.25, optimum: 0 };
  return <meter className="reputation-meter" min={0} max={1} value={value} aria-label={label} {...range} />;
}
