import type { LedgerJournal } from '@leadledger/contracts/admin';
import { Link } from 'react-router-dom';
import { LedgerLines } from './ledger-lines';
import { StreamLink } from './stream-link';
import { eventHref } from './stream-links';

/**
 * Ledger journals, newest first: each names the event that wrote it (a link to the event log),
 * when, its stream (a link to the subject's timeline) and all its lines, the other side too.
 */
export function JournalList({ journals, label, formatTime }: { journals: readonly LedgerJournal[]; label: string; formatTime: (iso: string) => string }) {
  return (
    <ul className="plain-list admin-journals" aria-label={label}>
      {journals.map((j) => (
        <li key={j.journalId} className="admin-journal">
          <div className="admin-timeline-head">
            <Link className="link" to={eventHref(j.eventId)}>
              {j.eventType}
            </Link>
            <span className="muted small">{formatTime(j.recordedAt)}</span>
            <StreamLink streamId={j.streamId} />
          </div>
          <LedgerLines label={`Journal ${j.journalId}`} lines={j.lines} linkEvents />
        </li>
      ))}
    </ul>
  );
}
