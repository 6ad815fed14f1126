import type { EventLogRow } from '@leadledger/contracts/admin';
import {
  InfiniteRowModelModule,
  PaginationModule,
  RowSelectionModule,
  RowStyleModule,
  themeQuartz,
  TooltipModule,
  type IDatasource,
  type Module,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { eventLogColumns } from './event-log.columns';

/**
 * ag-grid 33+ bundles only the modules a grid names. Community has no server-side row model, so
 * the log pages through the Infinite Row Model. The theme is the Theming API's Quartz (no CSS file).
 */
const modules: Module[] = [InfiniteRowModelModule, PaginationModule, RowSelectionModule, RowStyleModule, TooltipModule];
const theme = themeQuartz.withParams({ accentColor: '#1d4ed8', fontSize: 13 });

export const EVENT_LOG_PAGE_SIZE = 50;

const isLinkClick = (event: Event | null | undefined): boolean => event?.target instanceof Element && event.target.closest('a') !== null;

interface EventLogGridProps {
  datasource: IDatasource;
  selectedEventId: string | null;
  onSelect: (eventId: string) => void;
}

export default function EventLogGrid({ datasource, selectedEventId, onSelect }: EventLogGridProps) {
  return (
    <div className="admin-grid" role="region" aria-label="Events">
      <AgGridReact<EventLogRow>
        modules={modules}
        theme={theme}
        columnDefs={eventLogColumns}
        rowModelType="infinite"
        datasource={datasource}
        // One block per page, at most the server's limit of 200 (contracts/admin.ts).
        cacheBlockSize={EVENT_LOG_PAGE_SIZE}
        pagination
        paginationPageSize={EVENT_LOG_PAGE_SIZE}
        paginationPageSizeSelector={false}
        maxBlocksInCache={10}
        getRowId={(p) => p.data.eventId}
        rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true }}
        // A name in the summary opens its timeline; that click must not also reopen this page on the event.
        onRowClicked={(e) => e.data && !isLinkClick(e.event) && onSelect(e.data.eventId)}
        rowClassRules={{ 'admin-row-current': (p) => Boolean(p.data && p.data.eventId === selectedEventId) }}
      />
    </div>
  );
}
