import type { EventLogPage, EventLogQuery, EventLogSort } from '@leadledger/contracts/admin';
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import { filterQuery, type EventFilters } from './event-filters';

/** Grid column ids the server can sort by (contracts/admin.ts `EventLogSort`). */
const sortByColumn: Record<string, EventLogSort> = {
  position: 'position',
  recordedAt: 'recordedAt',
  type: 'type',
  stream: 'stream',
};

type BlockRequest = Pick<IGetRowsParams, 'startRow' | 'endRow' | 'sortModel'>;

/** One block of the infinite row model as the server's page: offset/limit from the row range. */
export function eventLogQuery(filters: EventFilters, block: BlockRequest): EventLogQuery {
  const sortItem = block.sortModel.find((item) => item.colId in sortByColumn);
  return {
    ...filterQuery(filters),
    sort: sortItem ? sortByColumn[sortItem.colId] : undefined,
    order: sortItem?.sort,
    offset: block.startRow,
    limit: block.endRow - block.startRow,
  };
}

/** The server says only whether more rows follow: -1 keeps the grid asking, else the end is known. */
export function lastRowOf(block: Pick<IGetRowsParams, 'startRow'>, page: EventLogPage): number {
  return page.hasMore ? -1 : block.startRow + page.rows.length;
}

/**
 * ag-grid Community has no server-side row model: the Infinite Row Model with pagination asks
 * this datasource for each block. A new datasource (new filters) makes the grid start over.
 */
export function createEventLogDatasource(
  filters: EventFilters,
  fetchPage: (query: EventLogQuery) => Promise<EventLogPage>,
  onError: (error: unknown) => void = () => {},
): IDatasource {
  return {
    getRows(params) {
      fetchPage(eventLogQuery(filters, params)).then(
        (page) => params.successCallback(page.rows, lastRowOf(params, page)),
        (error: unknown) => {
          onError(error);
          params.failCallback();
        },
      );
    },
  };
}
