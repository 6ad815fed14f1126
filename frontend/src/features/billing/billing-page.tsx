import { useQuery } from '@tanstack/react-query';
import { billingSetupStatusQueryOptions, merchantBalanceQueryOptions } from '../../api/billing';
import { LoadError } from '../../components/load-error';
import { SandboxCardHint } from '../../components/sandbox-card-hint';
import { Spinner } from '../../components/ui/spinner';
import { PaymentMethodCard } from './payment-method-card';
import { RecentCharges } from './recent-charges';
import './billing.css';

/** docs/product/screens-and-routes.md, Merchant billing: the card commission charges go to, and how charging works. */
export function BillingPage() {
  const status = useQuery(billingSetupStatusQueryOptions());
  const balance = useQuery(merchantBalanceQueryOptions());
  return (
    <div className="page container page-medium">
      <h1 className="page-title">Billing</h1>
      <p className="muted page-subtitle">The card we charge when you approve a call, and what you have paid so far.</p>
      <div className="stack-lg">
        {status.data?.isSandbox && <SandboxCardHint />}
        {status.isPending ? (
          <Spinner label="Loading billing" />
        ) : status.isError ? (
          <LoadError what="your payment method" onRetry={() => void status.refetch()} />
        ) : (
          <PaymentMethodCard status={status.data} />
        )}
        <section className="card" aria-labelledby="balance-heading">
          <h2 id="balance-heading" className="card-title">
            Charges so far
          </h2>
          {balance.isPending ? (
            <Spinner label="Loading charges" />
          ) : balance.isError ? (
            <LoadError what="your charges" onRetry={() => void balance.refetch()} />
          ) : (
            <dl className="balance-grid">
              <div>
                {/* The ledger nets refunds out of this figure (docs/architecture/ledger.md); the statement shows both sides. */}
                <dt>Net charged (after refunds)</dt>
                <dd>{balance.data.chargedTotal}</dd>
              </div>
              <div>
                <dt>Affiliate commissions</dt>
                <dd>{balance.data.commissionsTotal}</dd>
              </div>
              <div>
                <dt>Platform fees (10%)</dt>
                <dd>{balance.data.feesTotal}</dd>
              </div>
            </dl>
          )}
        </section>
        <RecentCharges />
        <section className="card" aria-labelledby="how-charging-heading">
          <h2 id="how-charging-heading" className="card-title">
            How charging works
          </h2>
          <ul className="plain-list check-list">
            <li>No monthly fee and no setup fee.</li>
            <li>
              When you approve a call, your card is charged the affiliate's commission plus a 10% platform fee: a $100
              commission is charged $110.
            </li>
            <li>Rejected calls cost nothing. If your card is declined, the call stays pending until you approve it again.</li>
            <li>Disputes must be raised within 30 days of the booking.</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
