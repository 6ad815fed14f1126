import type { TimelineEntry as Entry } from '@leadledger/contracts/admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date';
import { EventSummary } from '../shared/event-summary';
import { JsonView } from '../shared/json-view';
import { LedgerLines } from '../shared/ledger-lines';
import { eventHref } from '../shared/stream-links';

/** One event on the timeline: what happened in words first, then its type, when, who; the JSON a click away. */
export function TimelineEntry({ entry }: { entry: Entry }) {
  const { event } = entry;
  const who = event.actor.email ? `${event.actor.email} (${event.actor.role})` : event.actor.role;
  return (
    <li className="admin-timeline-entry">
      <div>
        <EventSummary summary={event.summary} links={event.summaryLinks} />
      </div>
      <div className="admin-timeline-head">
        <Link className="link admin-timeline-type" to={eventHref(event.eventId)}>
          {event.type}
        </Link>
        <time dateTime={event.recordedAt} className="muted small">
          {formatDateTime(event.recordedAt)}
        </time>
        <span className="muted small">by {who}</span>
      </div>
      <details className="admin-state-after">
        <summary>Data</summary>
        <JsonView label={`${event.type} data`} value={entry.data} />
      </details>
      <details className="admin-state-after">
        <summary>State after</summary>
        <JsonView label={`State after ${event.type}`} value={entry.stateAfter} />
      </details>
      {entry.ledgerLines.length > 0 && <LedgerLines label={`Ledger lines of ${event.type}`} lines={entry.ledgerLines} />}
    </li>
  );
}
