import { affiliateWalletAsOfQueryOptions } from '../../../api/admin-time-travel';
import { useAdminQuery } from '../../../api/admin';
import { Spinner } from '../../../components/ui/spinner';
import { TimelineLink } from '../shared/timeline-link';
import { AsOfEvents } from './as-of-events';
import { Figure } from './figure';
import { IdLookupForm } from './id-lookup-form';
import { LookupError } from './lookup-error';

interface Props {
  at: string;
  affiliateId: string | null;
  onAffiliate: (id: string | null) => void;
  timeZone: string;
}

/** The wallet folded from its own stream up to the instant (available may be negative after a clawback). */
export function AffiliateWalletSection({ at, affiliateId, onAffiliate, timeZone }: Props) {
  const wallet = useAdminQuery(affiliateWalletAsOfQueryOptions(affiliateId ?? '', at), Boolean(affiliateId));
  return (
    <section className="card" aria-labelledby="as-of-wallet-heading">
      <h2 id="as-of-wallet-heading" className="card-title">
        Affiliate wallet
      </h2>
      <IdLookupForm label="Affiliate id" value={affiliateId} onSubmit={onAffiliate} />
      {!affiliateId ? (
        <p className="muted">Enter an affiliate id to see their wallet as it stood then.</p>
      ) : wallet.isPending ? (
        <Spinner label="Loading the wallet" />
      ) : wallet.isError ? (
        <LookupError error={wallet.error} onRetry={() => void wallet.refetch()} />
      ) : (
        <>
          <p>
            <TimelineLink kind="affiliate" id={wallet.data.affiliateId}>
              {wallet.data.affiliateName || wallet.data.affiliateId}
            </TimelineLink>
          </p>
          <dl className="admin-figures" aria-label="Wallet figures">
            <Figure label="Available" cents={wallet.data.availableCents} />
            <Figure label="Reserved for a payout" cents={wallet.data.reservedCents} />
            <Figure label="Total earned" cents={wallet.data.totalEarnedCents} />
            <Figure label="Paid out" cents={wallet.data.paidOutCents} />
            <Figure label="Paid to card (after fees)" cents={wallet.data.paidOutNetCents} />
            <Figure label="Clawed back" cents={wallet.data.clawedBackCents} />
          </dl>
          <h3 className="as-of-subtitle">Events that made it</h3>
          <AsOfEvents events={wallet.data.events} label="Wallet events" timeZone={timeZone} />
        </>
      )}
    </section>
  );
}
