import type { Table } from '@tanstack/react-table';

export const PAGE_SIZES = [10, 25, 50] as const;

/**
 * "Showing 11–20 of 64", rows per page, "Page 2 of 7" and Previous / Next. Hidden while everything
 * fits on the first page size; once the person picks a larger one it stays, so they can pick back.
 */
export function DataTablePagination<Row>({ table, label, initialPageSize }: { table: Table<Row>; label: string; initialPageSize: number }) {
  const total = table.getPrePaginationRowModel().rows.length;
  const { pageIndex, pageSize } = table.getState().pagination;
  if (total <= Math.min(pageSize, initialPageSize)) return null;
  const sizes = [...new Set<number>([...PAGE_SIZES, initialPageSize])].sort((a, b) => a - b);
  const first = pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav className="data-table-pagination" aria-label={`${label} pages`}>
      <span className="small muted" aria-live="polite">
        Showing {first}–{last} of {total}
      </span>
      <label className="small data-table-page-size">
        Rows per page{' '}
        <select className="input select select-small" value={pageSize} onChange={(e) => table.setPageSize(Number(e.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className="small">
        Page {pageIndex + 1} of {Math.max(1, table.getPageCount())}
      </span>
      <div className="data-table-page-buttons">
        <button type="button" className="btn btn-outline btn-small" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()} aria-label={`Previous page of ${label}`}>
          Previous
        </button>
        <button type="button" className="btn btn-outline btn-small" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()} aria-label={`Next page of ${label}`}>
          Next
        </button>
      </div>
    </nav>
  );
}
