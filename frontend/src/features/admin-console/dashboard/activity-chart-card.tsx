import { lazy, Suspense, useState } from 'react';
import { adminActivityQueryOptions, useAdminQuery } from '../../../api/admin';
import { SelectField } from '../../../components/ui/select-field';
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
          <div aria-hidden="true">
            <Suspense fallback={<Spinner label="Loading charts" />}>
              <ActivityCharts days={activity.data} />
            </Suspense>
          </div>
          <table className="visually-hidden" aria-label="Activity per day">
            <thead>
              <tr>
                {['Day', 'Bookings', 'Approvals', 'Rejections', 'Fees', 'Payouts'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {activity.data.map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td>{d.bookings}</td>
                  <td>{d.approvals}</td>
                  <td>{d.rejections}</td>
                  <td>{formatCents(d.feesCents)}</td>
                  <td>{formatCents(d.payoutsCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
