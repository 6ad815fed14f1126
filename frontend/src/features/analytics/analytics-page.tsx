import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AnalyticsFigures } from '@leadledger/contracts/analytics';
import { merchantAnalyticsQueryOptions } from '../../api/analytics';
import { ChartWithTable } from '../../components/chart-with-table';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { SelectField } from '../../components/ui/select-field';
import { StatCards } from '../../components/ui/stat-cards';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { formatLongDate } from '../../lib/format-date';
import { formatCents } from '../../lib/format-money';
import { affiliateColumns, programColumns } from './analytics.columns';
import { formatRate, type PeriodPreset, PRESET_LABELS } from './analytics-periods';
import { NoShowsSection } from './no-shows-section';
import './analytics.css';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

/**
 * The merchant's analytics (issue 12): for a period and optionally one program, the calls booked
 * and how they were decided, the approval rate, the spend and the cost per approved call, per
 * week, per program and per affiliate. The period lives in the URL so a view can be shared.
 */
export function AnalyticsPage() {
  const [search, setSearch] = useSearchParams();
  const preset = (search.get('period') as PeriodPreset | null) ?? '12w';
  const custom = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  // Presets are resolved by the server, in the merchant's zone; custom dates are sent as chosen.
  const period = preset === 'custom' ? custom : { period: preset };
  const programId = search.get('program') ?? '';
  const analytics = useQuery(merchantAnalyticsQueryOptions({ ...period, programId }));
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next, { replace: true });
  };
  const data = analytics.data;
  return (
    <div className="page container">
      <h1 className="page-title">Analytics</h1>
      <p className="muted page-subtitle">
        Calls count in the week they were booked; spend counts when your card was charged or refunded.
      </p>
      <form className="analytics-filters" aria-label="Analytics period" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label="Period"
          value={preset}
          options={(Object.keys(PRESET_LABELS) as PeriodPreset[]).map((p) => ({ value: p, label: PRESET_LABELS[p] }))}
          onChange={(e) => set({ period: e.target.value, ...(e.target.value === 'custom' && data ? { from: data.from, to: data.to } : { from: '', to: '' }) })}
        />
        {preset === 'custom' && (
          <>
            <TextField label="From" type="date" value={custom.from} max={custom.to || undefined} onChange={(e) => set({ from: e.target.value })} />
            <TextField label="To" type="date" value={custom.to} min={custom.from || undefined} onChange={(e) => set({ to: e.target.value })} />
          </>
        )}
        <SelectField
          label="Program"
          value={programId}
          options={[{ value: '', label: 'All programs' }, ...(data?.programOptions ?? []).map((p) => ({ value: p.id, label: p.name }))]}
          onChange={(e) => set({ program: e.target.value })}
        />
      </form>
      {analytics.isPending ? (
        <Spinner label="Loading analytics" />
      ) : analytics.isError ? (
        <LoadError what="your analytics" onRetry={() => void analytics.refetch()} />
      ) : (
        <div className="stack-lg">
          <p className="small muted">
            {formatLongDate(data!.from)} to {formatLongDate(data!.to)}, {data!.timeZone.replace(/_/g, ' ')} time.
          </p>
          <SummaryCards totals={data!.totals} />
          {data!.totals.booked === 0 && data!.totals.spendCents === 0 ? (
            <section className="card">
              <p>No calls were booked in this period yet.</p>
              <p className="muted small">
                Share your programs' links with affiliates from the <Link to={paths.home.href()}>dashboard</Link>; each booking shows up here in the week
                it was booked.
              </p>
            </section>
          ) : (
            <>
              <section className="card" aria-labelledby="analytics-trend-heading">
                <h2 id="analytics-trend-heading" className="card-title">
                  Trend per week
                </h2>
                <ChartWithTable
                  chart={<AnalyticsCharts weeks={data!.weeks} />}
                  tableLabel="Calls and spend per week"
                  headers={['Week of', 'Booked', 'Approved', 'Rejected', 'No decision yet', 'Spend']}
                  rows={data!.weeks.map((w) => ({ key: w.weekStart, cells: [formatLongDate(w.weekStart), w.booked, w.approved, w.rejected, w.pending, formatCents(w.spendCents)] }))}
                />
              </section>
              <section className="card" aria-labelledby="analytics-programs-heading">
                <h2 id="analytics-programs-heading" className="card-title">
                  Per program
                </h2>
                <DataTable label="Analytics per program" columns={programColumns} rows={data!.programs} rowKey={(r) => r.programId} initialSort={{ id: 'booked', desc: true }} />
              </section>
              <section className="card" aria-labelledby="analytics-affiliates-heading">
                <h2 id="analytics-affiliates-heading" className="card-title">
                  Per affiliate
                </h2>
                <DataTable label="Analytics per affiliate" columns={affiliateColumns} rows={data!.affiliates} rowKey={(r) => r.affiliateId} initialSort={{ id: 'booked', desc: true }} />
              </section>
              <NoShowsSection rows={data!.noShows} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

function SummaryCards({ totals }: { totals: AnalyticsFigures }) {
  return (
    <StatCards
      label="Totals"
      items={[
        { label: 'Calls booked', value: String(totals.booked), note: `${totals.pending} with no decision yet` },
        { label: 'Approved', value: String(totals.approved), note: `${totals.rejected} rejected` },
        { label: 'Approval rate', value: formatRate(totals.approvalRate), note: 'of decided calls' },
        { label: 'Spend', value: formatCents(totals.spendCents), note: 'charges less refunds' },
        { label: 'Cost per approved call', value: totals.costPerApprovedCents === null ? '—' : formatCents(totals.costPerApprovedCents), note: 'commission + 10% fee' },
      ]}
    />
  );
}
