import type { AdminOverview } from '@leadledger/contracts/admin';

/** docs/product/screens-and-routes.md, Roles and permissions: the admin's counts. */
export function TotalsCards({ overview }: { overview: AdminOverview }) {
  const totals = [
    ['Total Users', overview.totalUsers],
    ['Merchants', overview.totalMerchants],
    ['Affiliates', overview.totalAffiliates],
    ['New Today', overview.newMerchantsToday],
    ['Merchants This Week', overview.merchantsThisWeek],
    ['Affiliates This Week', overview.affiliatesThisWeek],
  ] as const;
  return (
    <ul className="admin-stats" aria-label="Totals">
      {totals.map(([label, value]) => (
        <li key={label} className="card admin-stat">
          <span className="admin-stat-label">{label}</span>
          <span className="admin-stat-value">{value}</span>
        </li>
      ))}
    </ul>
  );
}
