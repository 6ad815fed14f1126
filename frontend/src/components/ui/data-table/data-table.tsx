import type { ReactNode } from 'react';

export interface Column<Row> {
  id: string;
  /** Also each cell's label when rows become cards on small screens. */
  header: string;
  /** Replaces the header text in the table head, e.g. a select-all checkbox. */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers and the row actions column. */
  align?: 'end';
}

export interface DataTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Highlights selected rows. */
  isSelected?: (row: Row) => boolean;
}

/**
 * The table shell of CONVENTIONS.md 14, without a table library while lists are short and
 * unpaged. Under 640px each row becomes a card whose cells carry their column name.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, isSelected }: DataTableProps<Row>) {
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.align === 'end' ? 'align-end' : undefined}>
                {column.headerCell ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={isSelected?.(row) ? 'row-selected' : undefined}>
              {columns.map((column) => (
                <td key={column.id} data-label={column.header} className={column.align === 'end' ? 'align-end' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
