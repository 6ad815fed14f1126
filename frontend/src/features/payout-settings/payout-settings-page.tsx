import { useQuery } from '@tanstack/react-query';
import { payoutMethodStatusQueryOptions } from '../../api/payouts';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';
import { PayoutInfoPanel } from './payout-info-panel';
import { PayoutMethodCard } from './payout-method-card';
import './payout-settings.css';

/** docs/product/screens-and-routes.md, Payout Settings: the affiliate's counterpart of Merchant Billing. */
export function PayoutSettingsPage() {
  const status = useQuery(payoutMethodStatusQueryOptions());
  return (
    <div className="page container page-medium">
      <h1 className="page-title">Payout Settings</h1>
      <p className="muted page-subtitle">The debit card your payouts are sent to.</p>
      <div className="stack-lg">
        {status.isPending ? (
          <Spinner label="Loading your payout method" />
        ) : status.isError ? (
          <LoadError what="your payout method" onRetry={() => void status.refetch()} />
        ) : (
          <PayoutMethodCard status={status.data} />
        )}
        <PayoutInfoPanel />
      </div>
    </div>
  );
}
