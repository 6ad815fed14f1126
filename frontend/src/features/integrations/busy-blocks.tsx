import { useQuery } from '@tanstack/react-query';
import type { CalendarEvent } from '@leadledger/contracts/integration';
import { calendarEventsQueryOptions } from '../../api/integrations';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const SHOWN_DAYS = 7;

function byDay(events: CalendarEvent[]): [string, CalendarEvent[]][] {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of [...events].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = dayFormat.format(new Date(event.start));
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days];
}

/** The busy blocks booking slots avoid (titles are never stored, docs/product/attribution-and-booking.md, Calendars). */
export function BusyBlocks({ integrationId }: { integrationId: string }) {
  const events = useQuery(calendarEventsQueryOptions(integrationId));
  if (events.isPending) return <Spinner size="small" />;
  if (events.isError) return <LoadError what="busy times" onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) {
    return <p className="muted small">No busy times found. Sync to read your calendar again.</p>;
  }
  const days = byDay(events.data);
  const hidden = days.slice(SHOWN_DAYS).reduce((count, [, list]) => count + list.length, 0);
  return (
    <div className="busy-blocks">
      <h3 className="subheading">Busy times ({events.data.length})</h3>
      <ul className="busy-days">
        {days.slice(0, SHOWN_DAYS).map(([day, list]) => (
          <li key={day}>
            <span className="busy-day">{day}</span>
            <span className="busy-times">
              {list.map((event) => `${timeFormat.format(new Date(event.start))}–${timeFormat.format(new Date(event.end))}`).join(', ')}
            </span>
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="muted small">And {hidden} more in the following days.</p>}
    </div>
  );
}
