import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshAfterPayoutCollect } from '../../api/invalidation';
import { earningsSummaryQueryOptions } from '../../api/payouts';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';
import { CollectPayoutDialog } from './collect-payout-dialog';
import { EarningsCards } from './earnings-cards';
import { PayoutHistory } from './payout-history';
import './payouts.css';

/** docs/product/screens-and-routes.md, Affiliate payouts dashboard. */
export function PayoutsPage() {
  const queryClient = useQueryClient();
  const summary = useQuery(earningsSummaryQueryOptions());
  const [collecting, setCollecting] = useState(false);

  function onClose(collected: boolean) {
    setCollecting(false);
    // docs/product/screens-and-routes.md, Affiliate payouts dashboard, reloads the page after a payout; refetching every payout query is the same.
    if (collected) void refreshAfterPayoutCollect(queryClient);
  }

  return (
    <div className="page container">
      <h1 className="page-title">Payouts</h1>
      <p className="muted page-subtitle">What you have earned, what is available, and the payouts sent to your debit card.</p>
      <div className="stack-lg">
        {summary.isPending ? (
          <Spinner label="Loading your earnings" />
        ) : summary.isError ? (
          <LoadError what="your earnings" onRetry={() => void summary.refetch()} />
        ) : (
          <>
            <EarningsCards summary={summary.data} onCollect={() => setCollecting(true)} />
            <CollectPayoutDialog open={collecting} summary={summary.data} onClose={onClose} />
          </>
        )}
        <PayoutHistory />
      </div>
    </div>
  );
}
