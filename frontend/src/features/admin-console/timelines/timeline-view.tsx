import type { TimelineKind } from '@leadledger/contracts/admin';
import { adminTimelineQueryOptions, useAdminQuery } from '../../../api/admin';
import { ApiError } from '../../../lib/api-client';
import { Spinner } from '../../../components/ui/spinner';
import { AdminLoadError } from '../shared/admin-load-error';
import { CsvLink } from '../shared/csv-link';
import { TimelineEntry } from './timeline-entry';

/** Calls and programs are one stream each, so their events export as the event log's CSV. */
const streamOf = (kind: TimelineKind, id: string) => (kind === 'call' || kind === 'program' ? `${kind}-${id}` : null);

export function TimelineView({ kind, id }: { kind: TimelineKind; id: string }) {
  const timeline = useAdminQuery(adminTimelineQueryOptions(kind, id));
  if (timeline.isPending) return <Spinner label="Loading timeline" />;
  if (timeline.isError) {
    if (timeline.error instanceof ApiError && timeline.error.status === 404) {
      return <p className="muted">No {kind} with id {id}.</p>;
    }
    return <AdminLoadError onRetry={() => void timeline.refetch()} />;
  }
  const { title, entries, truncated } = timeline.data;
  const stream = streamOf(kind, id);
  return (
    <section className="card" aria-labelledby="admin-timeline-heading">
      <div className="card-header-row">
        <h2 id="admin-timeline-heading" className="card-title">
          {title}
        </h2>
        {stream && <CsvLink view="events" query={{ stream }} />}
      </div>
      {truncated && (
        <p className="alert alert-warning" role="note">
          Only the newest events are shown: this {kind} has more than one timeline holds.
        </p>
      )}
      {entries.length === 0 ? (
        <p className="muted">No events.</p>
      ) : (
        <ol className="admin-timeline" aria-label="Timeline">
          {entries.map((entry) => (
            <TimelineEntry key={entry.event.eventId} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
