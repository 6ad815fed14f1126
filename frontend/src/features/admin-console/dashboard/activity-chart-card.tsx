import { lazy, useState } from 'react';
import { adminActivityQueryOptions, useAdminQuery } from '../../../api/admin';
import { SelectField } from '../../../components/ui/select-field';
import { ChartWithTable } from '../../../components/chart-with-table';
import { Spinner } from '../../../components/ui/spinner';
import { AdminLoadError } from '../shared/admin-load-error';
import { CsvLink } from '../shared/csv-link';
import { lastDays, rangeQuery } from '../shared/date-range';
import { formatCents } from '../shared/money';

const ActivityCharts = lazy(() => import('./activity-charts'));

const ranges = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

/** Daily activity from `GET /api/admin/charts/activity`; the drawing, plus a table for screen readers. */
export function ActivityChartCard() {
  const [days, setDays] = useState('30');
  const range = lastDays(Number(days));
  const query = rangeQuery(range.from, range.to);
  const activity = useAdminQuery(adminActivityQueryOptions(query));
  const hasActivity = activity.data?.some((d) => d.bookings || d.approvals || d.rejections || d.feesCents || d.payoutsCents);
  return (
    <section className="card" aria-labelledby="admin-activity-heading">
      <div className="card-header-row">
        <h2 id="admin-activity-heading" className="card-title">
          Activity per day
        </h2>
        <div className="admin-toolbar-inline">
          <SelectField label="Date range" options={ranges} value={days} onChange={(e) => setDays(e.target.value)} />
          <CsvLink view="activity" query={query} />
        </div>
      </div>
      {activity.isPending ? (
        <Spinner label="Loading activity" />
      ) : activity.isError ? (
        <AdminLoadError error={activity.error} onRetry={() => void activity.refetch()} />
      ) : !hasActivity ? (
        <p className="muted">No activity in this period.</p>
      ) : (
        <>
          <ChartWithTable
            chart={<ActivityCharts days={activity.data} />}
            tableLabel="Activity per day"
            headers={['Day', 'Bookings', 'Approvals', 'Rejections', 'Fees', 'Payouts']}
            rows={activity.data.map((d) => ({ key: d.day, cells: [d.day, d.bookings, d.approvals, d.rejections, formatCents(d.feesCents), formatCents(d.payoutsCents)] }))}
          />
        </>
      )}
    </section>
  );
}
