import type { AsOfEvent } from '@leadledger/contracts/admin-time-travel';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/ui/data-table/data-table';
import { formatCents } from '../shared/money';
import { eventHref } from '../shared/stream-links';
import { formatInstant } from './as-of-time';
import { StreamLink } from '../shared/stream-link';

function columns(timeZone: string): Column<AsOfEvent>[] {
  return [
    {
      id: 'event',
      header: 'Event',
      cell: (e) => (
        <Link className="link" to={eventHref(e.eventId)} title="Open in the event log">
          {e.type}
        </Link>
      ),
    },
    { id: 'when', header: 'When', cell: (e) => formatInstant(e.occurredAt, timeZone) },
    { id: 'amount', header: 'Amount', align: 'end', cell: (e) => (e.amountCents === null ? '' : formatCents(e.amountCents)) },
    { id: 'stream', header: 'Stream', cell: (e) => <StreamLink streamId={e.streamId} /> },
  ];
}

/** The events that made an as-of figure, newest first, each opening in the event log. */
export function AsOfEvents({ events, total, label, timeZone }: { events: AsOfEvent[]; total?: number; label: string; timeZone: string }) {
  if (events.length === 0) return <p className="muted">No events by then.</p>;
  return (
    <>
      {total !== undefined && total > events.length && (
        <p className="muted small">
          The newest {events.length} of {total} events.
        </p>
      )}
      <DataTable label={label} columns={columns(timeZone)} rows={events} rowKey={(e) => e.eventId} columnMenu={false} />
    </>
  );
}
