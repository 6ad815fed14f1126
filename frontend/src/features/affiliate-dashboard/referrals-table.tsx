import { useQuery } from '@tanstack/react-query';
import { affiliateReferralsQueryOptions } from '../../api/calls';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner';
import { referralColumns } from './referrals.columns';

/** Your Referrals: a table, cards on small screens (the shared table's CSS). */
export function ReferralsTable() {
  const referrals = useQuery(affiliateReferralsQueryOptions());
  return (
    <section className="card" aria-labelledby="referrals-heading">
      <h2 id="referrals-heading" className="card-title">
        Your Referrals
      </h2>
      {referrals.isPending ? (
        <Spinner label="Loading your referrals" />
      ) : referrals.isError ? (
        <LoadError what="your referrals" onRetry={() => void referrals.refetch()} />
      ) : referrals.data.length === 0 ? (
        <p className="muted">No referrals yet. Share your links: calls booked through them appear here.</p>
      ) : (
        <DataTable label="Your referrals" columns={referralColumns} rows={referrals.data} rowKey={(r) => r.id} />
      )}
    </section>
  );
}
