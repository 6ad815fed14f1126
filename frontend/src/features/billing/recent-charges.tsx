import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { recentStatementQueryOptions } from '../../api/statement';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { recentChargeColumns } from './recent-charges.columns';

/** The latest charges, refunds and declines on the card, with the way to the full statement. */
export function RecentCharges() {
  const recent = useQuery(recentStatementQueryOptions());
  return (
    <section className="card" aria-labelledby="recent-charges-heading">
      <div className="recent-charges-header">
        <h2 id="recent-charges-heading" className="card-title">
          Recent activity
        </h2>
        <Link to={paths.statement.href()}>View statement</Link>
      </div>
      {recent.isPending ? (
        <Spinner label="Loading recent activity" />
      ) : recent.isError ? (
        <LoadError what="your recent activity" onRetry={() => void recent.refetch()} />
      ) : recent.data.lines.length === 0 ? (
        <p className="muted">No charges yet. Approving a call charges your card its commission plus the 10% platform fee.</p>
      ) : (
        <DataTable label="Recent activity on your card" columns={recentChargeColumns} rows={recent.data.lines} rowKey={(l) => l.id} />
      )}
      <p className="muted small">Every charge, refund and receipt, by month, with CSV, is on the statement.</p>
    </section>
  );
}
