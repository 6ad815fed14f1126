import type { ReactNode } from 'react';

/** One column of a `DataTable`; each table keeps its columns in a `*.columns.tsx` file beside it. */
export interface Column<Row> {
  id: string;
  /** Also each cell's label when rows become cards on small screens, and the name in the Columns menu. */
  header: string;
  /** Replaces the header text in the table head, e.g. a select-all checkbox. */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers and the row actions column. */
  align?: 'end';
  /** Makes the column sortable by this value (nulls sort last either way). */
  sortValue?: (row: Row) => string | number | null;
  /**
   * Whether the Columns menu may hide it. By default every column may, except the first (what the
   * row is), a column whose head is a control (select-all) and the row actions (id `actions`).
   */
  hideable?: boolean;
  /** Starts hidden (the person can show it from the Columns menu). */
  defaultHidden?: boolean;
}

/** The default of `hideable` above. */
export function canHide<Row>(column: Column<Row>, index: number): boolean {
  if (column.hideable !== undefined) return column.hideable;
  return index > 0 && column.id !== 'actions' && column.header !== '' && column.headerCell === undefined;
}

export interface SortState {
  id: string;
  desc: boolean;
}

/** Sorts two cell values: numbers as numbers, text by locale, nulls after everything else. */
export function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}
