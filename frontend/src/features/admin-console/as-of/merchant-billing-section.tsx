import type { MerchantBillingAsOf } from '@leadledger/contracts/admin-time-travel';
import { merchantBillingAsOfQueryOptions } from '../../../api/admin-time-travel';
import { useAdminQuery } from '../../../api/admin';
import { Spinner } from '../../../components/ui/spinner';
import { TimelineLink } from '../shared/timeline-link';
import { AsOfEvents } from './as-of-events';
import { formatInstant } from './as-of-time';
import { Figure } from './figure';
import { IdLookupForm } from './id-lookup-form';
import { LookupError } from './lookup-error';

interface Props {
  at: string;
  merchantId: string | null;
  onMerchant: (id: string | null) => void;
  timeZone: string;
}

const cardText = (card: MerchantBillingAsOf['card']) =>
  card ? `${card.brand.toUpperCase()} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : 'No card on file';

/** The card on file from the billing stream, and what the card was charged and refunded up to the instant. */
export function MerchantBillingSection({ at, merchantId, onMerchant, timeZone }: Props) {
  const billing = useAdminQuery(merchantBillingAsOfQueryOptions(merchantId ?? '', at), Boolean(merchantId));
  return (
    <section className="card" aria-labelledby="as-of-billing-heading">
      <h2 id="as-of-billing-heading" className="card-title">
        Merchant billing
      </h2>
      <IdLookupForm label="Merchant id" value={merchantId} onSubmit={onMerchant} />
      {!merchantId ? (
        <p className="muted">Enter a merchant id to see their card and charges as they stood then.</p>
      ) : billing.isPending ? (
        <Spinner label="Loading billing" />
      ) : billing.isError ? (
        <LookupError error={billing.error} onRetry={() => void billing.refetch()} />
      ) : (
        <>
          <p>
            <TimelineLink kind="merchant" id={billing.data.merchantId}>
              {billing.data.merchantName || billing.data.merchantId}
            </TimelineLink>
          </p>
          <dl className="admin-facts">
            <dt>Card</dt>
            <dd>{cardText(billing.data.card)}</dd>
            <dt>Plan</dt>
            <dd>
              {billing.data.subscription === null
                ? 'No account yet'
                : `${billing.data.subscription.status === 'trialing' ? 'Free trial' : 'Active'} (trial ends ${formatInstant(billing.data.subscription.trialEndsAt, timeZone)})`}
            </dd>
          </dl>
          <dl className="admin-figures" aria-label="Billing figures">
            <Figure label={`Charged (${billing.data.chargeCount})`} cents={billing.data.chargedCents} />
            <Figure label={`Refunded (${billing.data.refundCount})`} cents={billing.data.refundedCents} />
            <Figure label="Net charged" cents={billing.data.netChargedCents} />
          </dl>
          <h3 className="as-of-subtitle">Events that made it</h3>
          <AsOfEvents events={billing.data.events} total={billing.data.eventCount} label="Billing events" timeZone={timeZone} />
        </>
      )}
    </section>
  );
}
