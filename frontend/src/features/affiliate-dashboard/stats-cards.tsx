import { useQuery } from '@tanstack/react-query';
import { affiliateStatsQueryOptions } from '../../api/calls';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';

/** docs/product/screens-and-routes.md, Affiliate dashboard: four stat cards; earnings count approved calls only. */
export function StatsCards() {
  const stats = useQuery(affiliateStatsQueryOptions());
  if (stats.isPending) return <Spinner label="Loading your stats" />;
  if (stats.isError) return <LoadError what="your stats" onRetry={() => void stats.refetch()} />;
  const items = [
    { label: 'Total Referrals', value: stats.data.totalReferrals },
    { label: 'Approved Calls', value: stats.data.approvedCalls },
    { label: 'Pending Calls', value: stats.data.pendingCalls },
    { label: 'Total Earnings', value: stats.data.totalEarnings },
  ];
  return (
    <ul className="stat-cards" aria-label="Your stats">
      {items.map((item) => (
        <li key={item.label} className="card stat-card">
          <span className="stat-label">{item.label}</span>
          <strong className="stat-value">{item.value}</strong>
        </li>
      ))}
    </ul>
  );
}
