import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { weeklyEarningsQueryOptions } from '../../api/payouts';
import { ChartWithTable } from '../../components/chart-with-table';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';
import { formatDollars } from '../../lib/format-money';
import { toChartWeeks, type ChartWeek } from './earnings-weeks';

const EarningsChart = lazy(() => import('./earnings-chart'));

/** Approved commissions by week. The drawing is for the eye; the table says the same to a screen reader. */
export function EarningsChartCard() {
  const weeks = useQuery(weeklyEarningsQueryOptions());
  const data = weeks.data ? toChartWeeks(weeks.data) : [];
  const hasEarnings = data.some((w) => w.earned > 0);
  return (
    <section className="card" aria-labelledby="weekly-earnings-heading">
      <h2 id="weekly-earnings-heading" className="card-title">
        Earnings per week
      </h2>
      {weeks.isPending ? (
        <Spinner label="Loading weekly earnings" />
      ) : weeks.isError ? (
        <LoadError what="your weekly earnings" onRetry={() => void weeks.refetch()} />
      ) : !hasEarnings ? (
        <p className="muted">No earnings yet. Each approved call's commission shows up here in the week it was approved.</p>
      ) : (
        <>
          <p className="muted small">{summarize(data)}</p>
          {clawedBack(data) > 0 && (
            <p className="small" role="note">
              Net of {formatDollars(clawedBack(data))} clawed back after upheld disputes, in the weeks they happened.
            </p>
          )}
          <ChartWithTable
            chartClassName="earnings-chart"
            chart={<EarningsChart weeks={data} />}
            tableLabel="Earnings per week"
            headers={['Week starting', 'Earned (net)', 'Clawed back']}
            rows={data.map((w) => ({ key: w.week, cells: [w.week, formatDollars(w.earned), formatDollars(w.clawedBack)] }))}
          />
        </>
      )}
    </section>
  );
}

/** "$150.00 over 4 weeks; best week Aug 10 with $100.00." */
function summarize(weeks: ChartWeek[]): string {
  // Sums of dollar amounts: add in cents so 0.1 + 0.2 does not show a stray fraction.
  const total = weeks.reduce((sum, w) => sum + Math.round(w.earned * 100), 0) / 100;
  const best = weeks.reduce((a, b) => (b.earned > a.earned ? b : a));
  const span = `${weeks.length} week${weeks.length === 1 ? '' : 's'}`;
  return `${formatDollars(total)} over ${span}; best week ${best.week} with ${formatDollars(best.earned)}.`;
}

/** Dollars clawed back over the weeks shown, added in cents. */
function clawedBack(weeks: ChartWeek[]): number {
  return weeks.reduce((sum, w) => sum + Math.round(w.clawedBack * 100), 0) / 100;
}
