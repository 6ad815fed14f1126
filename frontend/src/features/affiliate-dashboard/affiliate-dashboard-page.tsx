import { useQuery } from '@tanstack/react-query';
import { membershipsQueryOptions } from '../../api/affiliates';
import { EarningsChartCard } from './earnings-chart-card';
import { ProgramManagement } from './program-management';
import { ReferralsTable } from './referrals-table';
import { StatsCards } from './stats-cards';
import { TrackingLinks } from './tracking-links';
import './affiliate-dashboard.css';

/** docs/product/screens-and-routes.md, Affiliate dashboard. */
export function AffiliateDashboardPage() {
  const memberships = useQuery(membershipsQueryOptions());
  return (
    <div className="page container">
      <h1 className="page-title">Affiliate Dashboard</h1>
      <p className="muted page-subtitle">Your referrals, earnings, programs and the links you share.</p>
      <div className="stack-lg">
        <StatsCards />
        <EarningsChartCard />
        <ProgramManagement memberships={memberships} />
        {memberships.isSuccess && <TrackingLinks memberships={memberships.data} />}
        <ReferralsTable />
      </div>
    </div>
  );
}
