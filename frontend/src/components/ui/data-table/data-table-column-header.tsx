import type { Header } from '@tanstack/react-table';

/**
 * A header cell: a button that cycles the sort when the column is sortable, with `aria-sort` on
 * the `th` so screen readers announce the order. The arrow is drawn in CSS so the header's text
 * stays exactly its name.
 */
export function DataTableColumnHeader<Row>({ header, label, content, alignEnd }: { header: Header<Row, unknown>; label: string; content: React.ReactNode; alignEnd: boolean }) {
  const column = header.column;
  const sorted = column.getIsSorted();
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : column.getCanSort() ? 'none' : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={alignEnd ? 'align-end' : undefined}>
      {column.getCanSort() ? (
        <button type="button" className="sort-button" data-sort={sorted || 'none'} onClick={column.getToggleSortingHandler()} title={`Sort by ${label}`}>
          {content}
        </button>
      ) : (
        content
      )}
    </th>
  );
}
