import type { ReconciliationPeriod } from '@leadledger/contracts/admin';
import { lazy, Suspense, useState } from 'react';
import { reconciliationQueryOptions, useAdminQuery } from '../../../api/admin';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { AdminLoadError } from '../shared/admin-load-error';
import { CsvLink } from '../shared/csv-link';
import { lastDays, rangeError, rangeQuery } from '../shared/date-range';
import { ToolbarError } from '../shared/toolbar-error';
import { ProcessorReconciliationSection } from './processor-reconciliation-section';
import { ProcessorRecords } from './processor-records';
import { reconciliationColumns } from './reconciliation.columns';
import { UnmatchedList } from './unmatched-list';

const FeesChart = lazy(() => import('./fees-chart'));

const periods = [
  { value: 'day', label: 'Day' },
  { value: 'month', label: 'Month' },
];

const views = [
  { id: 'journals', label: 'Against our journals' },
  { id: 'processor', label: 'Against the processor' },
] as const;

/**
 * Finance reconciliation, two ways (docs/architecture/ledger.md): our events against our own
 * journals, and our ledger against the processor's own records.
 */
export default function ReconciliationPage() {
  const [view, setView] = useState<(typeof views)[number]['id']>('journals');
  return (
    <div className="stack-lg">
      <div className="admin-reconciliation-tabs" role="tablist" aria-label="Reconcile">
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            role="tab"
            id={`reconciliation-tab-${v.id}`}
            aria-selected={view === v.id}
            aria-controls={`reconciliation-panel-${v.id}`}
            className="btn btn-outline btn-small"
            onClick={() => setView(v.id)}
          >
            {v.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`reconciliation-panel-${view}`} aria-labelledby={`reconciliation-tab-${view}`}>
        {view === 'journals' ? <JournalsReconciliation /> : <ProcessorReconciliationSection />}
      </div>
    </div>
  );
}

/** Per-period fees, processor ids against journals, the unmatched (docs/architecture/ledger.md). */
function JournalsReconciliation() {
  const [period, setPeriod] = useState<ReconciliationPeriod>('day');
  const [range, setRange] = useState(() => lastDays(30));
  const error = rangeError(range.from, range.to);
  const query = { period, ...rangeQuery(range.from, range.to) };
  const reconciliation = useAdminQuery(reconciliationQueryOptions(query), !error);
  const data = reconciliation.data;

  return (
    <div className="stack-lg">
      <form className="admin-toolbar" aria-label="Reconciliation period" onSubmit={(e) => e.preventDefault()}>
        <SelectField label="Period" options={periods} value={period} onChange={(e) => setPeriod(e.target.value as ReconciliationPeriod)} />
        <TextField label="From" type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
        <TextField label="To" type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
        <div className="admin-toolbar-actions">
          <CsvLink view="reconciliation" query={query} />
        </div>
        <ToolbarError message={error} />
      </form>
      {error ? null : reconciliation.isPending ? (
        <Spinner label="Loading reconciliation" />
      ) : reconciliation.isError || !data ? (
        <AdminLoadError error={reconciliation.error} onRetry={() => void reconciliation.refetch()} />
      ) : (
        <>
          <UnmatchedList reconciliation={data} />
          <section className="card" aria-labelledby="admin-fees-heading">
            <h2 id="admin-fees-heading" className="card-title">
              Fees per {period}
            </h2>
            {data.rows.length === 0 ? (
              <p className="muted">No money moved in this period.</p>
            ) : (
              <>
                <div aria-hidden="true">
                  <Suspense fallback={<Spinner label="Loading chart" />}>
                    <FeesChart rows={data.rows} />
                  </Suspense>
                </div>
                <DataTable
                  label="Reconciliation"
                  columns={reconciliationColumns}
                  rows={[...data.rows, { period: 'Total', ...data.totals }]}
                  rowKey={(r) => r.period}
                />
              </>
            )}
          </section>
        </>
      )}
      <ProcessorRecords />
    </div>
  );
}
