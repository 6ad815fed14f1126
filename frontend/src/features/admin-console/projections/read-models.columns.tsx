import type { ReadModelStatus } from '@leadledger/contracts/admin';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { eventHref } from '../shared/stream-links';
import { ReadModelStatusBadge } from './read-model-status-badge';
import { formatRelativeTime } from './relative-time';

function ParkedCell({ status }: { status: ReadModelStatus }) {
  if (!status.parked) return '—';
  const { eventType, eventId, error, parkedAt } = status.parked;
  return (
    <div className="read-model-parked">
      <span>
        <strong>{eventType}</strong>{' '}
        <Link to={eventHref(eventId)} className="link read-model-id">
          {eventId}
        </Link>
      </span>
      <span className="read-model-error text-danger">{error}</span>
      <span className="small muted">Parked {formatDateTime(parkedAt)}</span>
    </div>
  );
}

export function readModelColumns(onResume: (status: ReadModelStatus) => void): Column<ReadModelStatus>[] {
  return [
    { id: 'name', header: 'Read model', cell: (s) => <span className="read-model-id">{s.name}</span> },
    { id: 'status', header: 'Status', cell: (s) => <ReadModelStatusBadge status={s} /> },
    { id: 'applied', header: 'Events applied', align: 'end', cell: (s) => s.eventsApplied.toLocaleString('en-US') },
    {
      id: 'updated',
      header: 'Last update',
      cell: (s) => (s.updatedAt ? <time dateTime={s.updatedAt} title={formatDateTime(s.updatedAt)}>{formatRelativeTime(s.updatedAt)}</time> : 'Never'),
    },
    { id: 'parked', header: 'Parked at', cell: (s) => <ParkedCell status={s} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (s) =>
        s.parked ? (
          <Button variant="outline" className="btn-small" onClick={() => onResume(s)} aria-label={`Resume ${s.name}`}>
            Resume
          </Button>
        ) : null,
    },
  ];
}
