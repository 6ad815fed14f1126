import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../api/session';
import { browserZone } from '../../../lib/zoned-time';
import { AffiliateWalletSection } from './affiliate-wallet-section';
import { AsOfForm } from './as-of-form';
import { endOfYesterday, formatInstant, instantOf, localValueOf } from './as-of-time';
import { BalanceSheetSection } from './balance-sheet-section';
import { LedgerAccountSection } from './ledger-account-section';
import { MerchantBillingSection } from './merchant-billing-section';
import './as-of.css';

/**
 * "What was this balance on 31 October?" Everything on the page is as of one instant, kept in the
 * URL (`?at=`, with `?account=`, `?affiliate=`, `?merchant=`) so other pages can link here and an
 * auditor can send the exact view. Without `at`, the end of yesterday on the admin's clock.
 */
export default function AsOfPage() {
  const [search, setSearch] = useSearchParams();
  const { user } = useSession();
  const timeZone = user?.timeZone || browserZone();
  const asked = search.get('at');
  const at = asked && localValueOf(asked, timeZone) ? asked : (instantOf(endOfYesterday(new Date(), timeZone), timeZone) as string);
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };
  return (
    <div className="stack-lg">
      <section className="card" aria-labelledby="as-of-heading">
        <h2 id="as-of-heading" className="card-title">
          As of {formatInstant(at, timeZone)}
        </h2>
        <AsOfForm value={localValueOf(at, timeZone) ?? ''} timeZone={timeZone} onChange={(instant) => set({ at: instant })} />
      </section>
      <BalanceSheetSection
        at={at}
        onAccount={(account) => set({ account })}
        onParty={(kind, id) => set(kind === 'affiliate' ? { affiliate: id } : { merchant: id })}
      />
      <LedgerAccountSection at={at} account={search.get('account')} onAccount={(account) => set({ account })} timeZone={timeZone} />
      <AffiliateWalletSection at={at} affiliateId={search.get('affiliate')} onAffiliate={(affiliate) => set({ affiliate })} timeZone={timeZone} />
      <MerchantBillingSection at={at} merchantId={search.get('merchant')} onMerchant={(merchant) => set({ merchant })} timeZone={timeZone} />
    </div>
  );
}
