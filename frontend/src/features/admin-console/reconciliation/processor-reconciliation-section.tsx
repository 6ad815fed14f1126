import type { ProcessorReconciliation } from '@leadledger/contracts/admin-processor-reconciliation';
import { useState } from 'react';
import { useAdminQuery } from '../../../api/admin';
import { processorReconciliationCsvHref, processorReconciliationQueryOptions } from '../../../api/processor-reconciliation';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { AdminLoadError } from '../shared/admin-load-error';
import { lastDays, rangeError } from '../shared/date-range';
import { formatCents } from '../shared/money';
import { ToolbarError } from '../shared/toolbar-error';
import { ProcessorUnmatchedGroups } from './processor-unmatched-groups';
import './processor-reconciliation.css';

/** The server refuses longer periods (a year, leap day included); say so before asking it. */
const MAX_DAYS = 366;
const daysIn = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

function periodError(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both days.';
  return rangeError(from, to) ?? (daysIn(from, to) > MAX_DAYS ? `Choose a period of at most ${MAX_DAYS} days.` : null);
}

const KINDS = [
  { kind: 'charge', label: 'Charges' },
  { kind: 'refund', label: 'Refunds' },
  { kind: 'payout', label: 'Payouts' },
] as const;

function Totals({ report }: { report: ProcessorReconciliation }) {
  return (
    <dl className="admin-processor-totals" aria-label="Matched totals">
      {KINDS.map(({ kind, label }) => (
        <div key={kind}>
          <dt>{label} matched</dt>
          <dd>
            {report.matched[kind].count} · {formatCents(report.matched[kind].cents)}
          </dd>
        </div>
      ))}
      <div>
        <dt>Processor total</dt>
        <dd>{formatCents(report.totals.processorCents)}</dd>
      </div>
      <div>
        <dt>Ledger total</dt>
        <dd>{formatCents(report.totals.ledgerCents)}</dd>
      </div>
      <div>
        <dt>Processor fees</dt>
        <dd>{formatCents(report.totals.processorFeesCents)}</dd>
      </div>
    </dl>
  );
}

/**
 * Our ledger against what the processor itself says it charged, refunded and transferred
 * (docs/architecture/ledger.md): matched totals first, then what does not match, by why.
 */
export function ProcessorReconciliationSection() {
  const [period, setPeriod] = useState(() => lastDays(30));
  const error = periodError(period.from, period.to);
  const report = useAdminQuery(processorReconciliationQueryOptions(period), !error);
  const data = report.data;
  const unmatched = data ? data.processorOnly.length + data.ledgerOnly.length + data.amountDiffers.length : 0;

  return (
    <section className="card stack" aria-labelledby="admin-processor-heading">
      <h2 id="admin-processor-heading" className="card-title">
        Against the processor {data?.processorMode === 'sandbox' && <span className="badge badge-muted">Sandbox</span>}
      </h2>
      <form className="admin-toolbar" aria-label="Processor reconciliation period" onSubmit={(e) => e.preventDefault()}>
        <TextField label="From" type="date" value={period.from} onChange={(e) => setPeriod({ ...period, from: e.target.value })} />
        <TextField label="To" type="date" value={period.to} onChange={(e) => setPeriod({ ...period, to: e.target.value })} />
        {!error && (
          <div className="admin-toolbar-actions">
            <a className="btn btn-outline btn-small" href={processorReconciliationCsvHref(period)} download="processor-reconciliation.csv">
              Download CSV
            </a>
          </div>
        )}
        <ToolbarError message={error} />
      </form>
      {error ? null : report.isPending ? (
        <Spinner label="Loading the processor's records" />
      ) : report.isError || !data ? (
        <AdminLoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <Totals report={data} />
          {unmatched === 0 ? (
            <p className="alert admin-alert-success" role="status">
              Everything matches
            </p>
          ) : (
            <p className="alert alert-destructive" role="alert">
              {unmatched} item{unmatched === 1 ? '' : 's'} do{unmatched === 1 ? 'es' : ''} not match the processor
            </p>
          )}
          {unmatched > 0 && <ProcessorUnmatchedGroups report={data} />}
          {data.other.length > 0 && (
            <p className="muted small" aria-label="Other processor entries">
              Not in our ledger by design: {data.other.map((o) => `${o.count} ${o.type} (${formatCents(o.amountCents)})`).join(', ')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
