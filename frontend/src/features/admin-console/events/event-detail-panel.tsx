import { Link } from 'react-router-dom';
import { adminEventQueryOptions, useAdminQuery } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { AdminLoadError } from '../shared/admin-load-error';
import { EventSummary } from '../shared/event-summary';
import { JsonView } from '../shared/json-view';
import { LedgerLines } from '../shared/ledger-lines';
import { correlationHref, timelineHrefForStream } from '../shared/stream-links';

/** The selected event: its data and metadata as stored, and the ledger lines it wrote. */
export function EventDetailPanel({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const detail = useAdminQuery(adminEventQueryOptions(eventId));
  const event = detail.data;
  const timelineHref = event ? timelineHrefForStream(event.streamId) : null;
  return (
    <aside className="card admin-side-panel" aria-label="Event detail">
      <div className="card-header-row">
        <h2 className="card-title">{event?.type ?? 'Event'}</h2>
        <Button variant="ghost" className="btn-small" onClick={onClose}>
          Close
        </Button>
      </div>
      {detail.isPending ? (
        <Spinner label="Loading event" />
      ) : detail.isError || !event ? (
        <AdminLoadError onRetry={() => void detail.refetch()} />
      ) : (
        <div className="stack">
          <div>
            <EventSummary summary={event.summary} links={event.summaryLinks} />
          </div>
          <dl className="admin-facts">
            <dt>Event id</dt>
            <dd>
              <code>{event.eventId}</code>
            </dd>
            <dt>Stream</dt>
            <dd>
              {timelineHref ? (
                <Link className="link" to={timelineHref}>
                  {event.streamId}
                </Link>
              ) : (
                event.streamId
              )}{' '}
              <span className="muted small">#{event.streamPosition}</span>
            </dd>
            <dt>Position</dt>
            <dd>
              <code className="admin-position">{event.position}</code>
            </dd>
            <dt>Recorded</dt>
            <dd>{formatDateTime(event.recordedAt)}</dd>
            <dt>Actor</dt>
            <dd>
              {event.actor.email ?? event.actor.userId ?? 'system'} <span className="muted small">({event.actor.role})</span>
            </dd>
            <dt>Correlation</dt>
            <dd>
              {event.correlationId ? (
                <Link className="link" to={correlationHref(event.correlationId)}>
                  {event.correlationId}
                </Link>
              ) : (
                '-'
              )}
            </dd>
          </dl>
          <h3 className="subheading">Data</h3>
          <JsonView label="Event data" value={event.data} />
          <h3 className="subheading">Metadata</h3>
          <JsonView label="Event metadata" value={event.metadata} />
          <h3 className="subheading">Ledger lines</h3>
          <LedgerLines label="Ledger lines of this event" lines={event.ledgerLines} />
        </div>
      )}
    </aside>
  );
}
