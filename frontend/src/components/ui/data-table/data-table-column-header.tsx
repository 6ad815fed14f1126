import type { Header } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * A header cell: a button that cycles the sort when the column is sortable, with `aria-sort` on
 * the `th` so screen readers announce the order. The arrow is drawn in CSS (with empty alternative
 * text) so the button's name stays exactly the column's name. Headers that hold a control (sort,
 * select-all) stay on screen in the small-screen card layout; the others are hidden there.
 */
export function DataTableColumnHeader<Row>({ header, label, content, alignEnd }: { header: Header<Row, unknown>; label: string; content: ReactNode; alignEnd: boolean }) {
  const column = header.column;
  const sortable = column.getCanSort();
  const sorted = column.getIsSorted();
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : sortable ? 'none' : undefined;
  const hasControl = sortable || content !== label;
  const className = [alignEnd && 'align-end', hasControl && 'th-control'].filter(Boolean).join(' ') || undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={className} data-label={label}>
      {sortable ? (
        <button type="button" className="sort-button" data-sort={sorted || 'none'} onClick={column.getToggleSortingHandler()} title={`Sort by ${label}`}>
          {content}
        </button>
      ) : (
        content
      )}
    </th>
  );
}
