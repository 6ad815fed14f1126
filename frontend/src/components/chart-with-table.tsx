import { type ReactNode, Suspense } from 'react';
import { Spinner } from './ui/spinner';

export interface ChartWithTableProps {
  /** The drawn chart (lazily loaded recharts), hidden from screen readers. */
  chart: ReactNode;
  /** What the same figures are called as a table, for screen readers. */
  tableLabel: string;
  headers: string[];
  /** One row per point, cells in `headers` order, already formatted. */
  rows: { key: string; cells: ReactNode[] }[];
  /** Sizes the chart's box (a chart needs a height). */
  chartClassName?: string;
}

/**
 * A chart people look at and the same figures as a table screen readers read: the chart's SVG says
 * nothing to assistive technology, so it is hidden from it and the table carries the meaning.
 */
export function ChartWithTable({ chart, tableLabel, headers, rows, chartClassName }: ChartWithTableProps) {
  return (
    <>
      <div className={chartClassName} aria-hidden="true">
        <Suspense fallback={<Spinner label="Loading charts" />}>{chart}</Suspense>
      </div>
      {/* The box is what is hidden: a table ignores the 1px width and would widen a phone's page. */}
      <div className="visually-hidden">
        <table aria-label={tableLabel}>
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <td key={headers[i]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
