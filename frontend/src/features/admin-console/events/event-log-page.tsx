import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchEventLogPage } from '../../../api/admin';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { CsvLink } from '../shared/csv-link';
import { EventDetailPanel } from './event-detail-panel';
import { filterNames, filterQuery, filtersError, filtersFromSearch, type EventFilters } from './event-filters';
import { createEventLogDatasource } from './event-log.datasource';
import { EventLogToolbar } from './event-log-toolbar';

const EventLogGrid = lazy(() => import('./event-log-grid'));

/** Every event in the store, server-paged, sorted and filtered; `?event=` opens one in the side panel. */
export default function EventLogPage() {
  const [search, setSearch] = useSearchParams();
  const filtersKey = filterNames.map((name) => search.get(name) ?? '').join('\u0000');
  // Keyed on the filter values only: opening an event must not make the grid start over.
  const filters = useMemo(() => filtersFromSearch(search), [filtersKey]);
  const selectedEventId = search.get('event');
  const valid = !filtersError(filters);
  const datasource = useMemo(
    () =>
      createEventLogDatasource(filters, fetchEventLogPage, () =>
        toast({ title: 'Error loading admin data', description: 'The event log could not be loaded.', variant: 'destructive' }),
      ),
    [filters],
  );

  function update(change: (next: URLSearchParams) => void) {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  }
  const applyFilters = (next: EventFilters) =>
    update((params) => filterNames.forEach((name) => (next[name] ? params.set(name, next[name]) : params.delete(name))));
  const select = (eventId: string | null) => update((params) => (eventId ? params.set('event', eventId) : params.delete('event')));

  return (
    <div className="stack">
      <div className="card-header-row">
        <h2 className="card-title">Event log</h2>
        <CsvLink view="events" query={filterQuery(filters)} />
      </div>
      <EventLogToolbar filters={filters} onApply={applyFilters} />
      <div className={selectedEventId ? 'admin-with-panel' : undefined}>
        {valid ? (
          <Suspense fallback={<Spinner label="Loading grid" />}>
            <EventLogGrid datasource={datasource} selectedEventId={selectedEventId} onSelect={select} />
          </Suspense>
        ) : (
          <p className="muted">Fix the date range to see events.</p>
        )}
        {selectedEventId && <EventDetailPanel key={selectedEventId} eventId={selectedEventId} onClose={() => select(null)} />}
      </div>
    </div>
  );
}
