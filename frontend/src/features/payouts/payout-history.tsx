import { useQuery } from '@tanstack/react-query';
import { payoutHistoryQueryOptions } from '../../api/payouts';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner';
import { payoutColumns } from './payout-history.columns';

/** A table, cards on small screens (the shared table's CSS). */
export function PayoutHistory() {
  const payouts = useQuery(payoutHistoryQueryOptions());
  return (
    <section className="card" aria-labelledby="payout-history-heading">
      <h2 id="payout-history-heading" className="card-title">
        Payout History
      </h2>
      {payouts.isPending ? (
        <Spinner label="Loading payout history" />
      ) : payouts.isError ? (
        <LoadError what="your payout history" onRetry={() => void payouts.refetch()} />
      ) : payouts.data.length === 0 ? (
        <div className="empty-state">
          <p>No payouts yet.</p>
          <p className="muted small">Start referring customers to earn your first commission!</p>
        </div>
      ) : (
        <DataTable label="Payout history" columns={payoutColumns} rows={payouts.data} rowKey={(p) => p.id} />
      )}
    </section>
  );
}
