import type { EventLogRow } from '@leadledger/contracts/admin';
import type { ColDef } from 'ag-grid-community';
import { formatDateTime } from '../../../lib/format-date';
import { EventStreamCell, EventSummaryCell } from './event-log-cells';

/**
 * Column ids double as the server's sort names (event-log.datasource.ts); the rest do not sort.
 * A position is the event store's opaque string (contracts/admin.ts): shown whole as text (the
 * tooltip has it when the column is narrow), ordered by the server, never read as a number.
 */
export const eventLogColumns: ColDef<EventLogRow>[] = [
  // What happened, in words, comes first; the raw data is one click away in the detail panel.
  { colId: 'summary', headerName: 'Summary', field: 'summary', flex: 2, minWidth: 320, sortable: false, cellRenderer: EventSummaryCell, tooltipField: 'summary' },
  { colId: 'position', headerName: 'Position', field: 'position', width: 170, sortable: true, initialSort: 'desc', tooltipField: 'position' },
  {
    colId: 'recordedAt',
    headerName: 'Recorded',
    field: 'recordedAt',
    width: 190,
    sortable: true,
    valueFormatter: (p) => (p.value ? formatDateTime(p.value as string) : ''),
  },
  { colId: 'type', headerName: 'Type', field: 'type', flex: 1, minWidth: 170, sortable: true },
  { colId: 'stream', headerName: 'Stream', field: 'streamId', flex: 1, minWidth: 200, sortable: true, cellRenderer: EventStreamCell, tooltipField: 'streamId' },
  {
    colId: 'actor',
    headerName: 'Actor',
    width: 200,
    sortable: false,
    valueGetter: (p) => (p.data ? (p.data.actor.email ?? p.data.actor.role) : ''),
  },
  { colId: 'correlationId', headerName: 'Correlation', field: 'correlationId', width: 180, sortable: false },
];
