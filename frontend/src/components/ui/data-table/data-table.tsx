import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { canHide, type Column, compareValues, type SortState } from './columns';
import { DataTableColumnHeader } from './data-table-column-header';
import { DataTablePagination } from './data-table-pagination';
import { DataTableViewOptions } from './data-table-view-options';

export type { Column, SortState } from './columns';

export interface DataTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Highlights selected rows. */
  isSelected?: (row: Row) => boolean;
  /** Rows per page at first (10 unless told; the person may pick 10, 25 or 50); lists that fit on one page show no pager. */
  pageSize?: number;
  initialSort?: SortState;
  /** Controls shown left of the Columns menu, e.g. a filter. */
  toolbar?: ReactNode;
  /** The Columns menu, shown by default when a column may be hidden. */
  columnMenu?: boolean;
}

/**
 * The shared table shell, on @tanstack/react-table: sortable headers, paging and a
 * Columns menu, the rows rendered by each column's `cell`. Sorting and paging happen here, on the
 * rows given: lists that outgrow a page of the browser are paged by their server instead (the
 * admin console's grids). Under 640px each row becomes a card whose cells carry their column name.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, isSelected, pageSize = 10, initialSort, toolbar, columnMenu = true }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [initialSort] : []);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((c) => c.defaultHidden).map((c) => [c.id, false])),
  );
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });
  // Back to page 1 when the list grows or shrinks (a call approved, a filter typed), so nobody is
  // left on a page whose rows moved or that no longer exists. A refetch that only changes a row's
  // content (a dispute filed, a charge in flight) keeps the person where they are.
  const [rowCount, setRowCount] = useState(rows.length);
  if (rowCount !== rows.length) {
    setRowCount(rows.length);
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  }
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const definitions = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column, index) => ({
        id: column.id,
        header: column.header,
        // Missing values are undefined, which `sortUndefined` keeps last in both directions.
        accessorFn: (row: Row) => column.sortValue?.(row) ?? undefined,
        enableSorting: column.sortValue !== undefined,
        enableHiding: canHide(column, index),
        sortingFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
        // Nulls stay last whichever way the column is sorted.
        sortUndefined: 'last',
        // Every column sorts ascending on the first click (tanstack would start numbers descending).
        sortDescFirst: false,
        cell: (info) => column.cell(info.row.original),
      })),
    [columns],
  );
  const table = useReactTable({
    data: rows,
    columns: definitions,
    state: { sorting, columnVisibility, pagination },
    onSortingChange: (updater) => {
      setSorting(updater);
      // A new order starts from its first page.
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onColumnVisibilityChange: setColumnVisibility,
    onPaginationChange: setPagination,
    getRowId: (row) => rowKey(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    // Page resets are ours (above): tanstack's would also fire on every refetch with new row objects.
    autoResetPageIndex: false,
  });
  const headerOf = (id: string) => byId.get(id)?.header ?? id;
  const showMenu = columnMenu && columns.length > 3;
  // On small screens the head shows only its controls; a head without any is left out there.
  const headHasControls = columns.some((c) => c.sortValue !== undefined || c.headerCell !== undefined);
  return (
    <div className="data-table-shell">
      {(toolbar || showMenu) && (
        <div className="data-table-toolbar">
          <div className="data-table-toolbar-start">{toolbar}</div>
          {showMenu && <DataTableViewOptions table={table} label={label} headerOf={headerOf} />}
        </div>
      )}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={label}>
          <thead className={headHasControls ? undefined : 'thead-plain'}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id)!;
                  return (
                    <DataTableColumnHeader key={header.id} header={header} label={column.header} content={column.headerCell ?? column.header} alignEnd={column.align === 'end'} />
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={isSelected?.(row.original) ? 'row-selected' : undefined}>
                {row.getVisibleCells().map((cell) => {
                  const column = byId.get(cell.column.id)!;
                  return (
                    <td key={cell.id} data-label={column.header} className={column.align === 'end' ? 'align-end' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DataTablePagination table={table} label={label} initialPageSize={pageSize} />
    </div>
  );
}
