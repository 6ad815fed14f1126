import { adminAffiliatesQueryOptions, adminMerchantsQueryOptions, adminOverviewQueryOptions, useAdminQuery } from '../../../api/admin';
import { Spinner } from '../../../components/ui/spinner';
import { ParkedReadModelsAlert } from '../projections/parked-read-models-alert';
import { AdminLoadError } from '../shared/admin-load-error';
import { ActivityChartCard } from './activity-chart-card';
import { AffiliatesList, MerchantsList } from './people-lists';
import { RecentActivity } from './recent-activity';
import { TotalsCards } from './totals-cards';

/** docs/product/screens-and-routes.md, Admin dashboard: totals, merchants, affiliates, recent activity, and the trends. */
export default function AdminDashboardPage() {
  const overview = useAdminQuery(adminOverviewQueryOptions());
  // The lists share the cache with their own cards; here only to say once that something failed.
  const merchants = useAdminQuery(adminMerchantsQueryOptions());
  const affiliates = useAdminQuery(adminAffiliatesQueryOptions());
  const failed = [overview, merchants, affiliates].filter((q) => q.isError);
  return (
    <div className="stack-lg">
      <ParkedReadModelsAlert />
      {failed.length > 0 && <AdminLoadError onRetry={() => failed.forEach((q) => void q.refetch())} />}
      {overview.isPending ? <Spinner label="Loading totals" /> : overview.data && <TotalsCards overview={overview.data} />}
      <div className="admin-two-columns">
        <MerchantsList />
        <AffiliatesList />
      </div>
      {overview.data && <RecentActivity overview={overview.data} />}
      <ActivityChartCard />
    </div>
  );
}
