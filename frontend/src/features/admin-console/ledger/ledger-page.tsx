import { useSearchParams } from 'react-router-dom';
import { LedgerAccounts } from './ledger-accounts';
import { LedgerJournals } from './ledger-journals';

/** The ledger explorer (docs/architecture/ledger.md): `?account=` filters the journals, `?offset=` pages them. */
export default function LedgerPage() {
  const [search, setSearch] = useSearchParams();
  const account = search.get('account');
  const offset = Math.max(0, Number(search.get('offset')) || 0);
  const go = (next: { account?: string | null; offset?: number }) => {
    const params = new URLSearchParams();
    const nextAccount = next.account === undefined ? account : next.account;
    if (nextAccount) params.set('account', nextAccount);
    if (next.offset) params.set('offset', String(next.offset));
    setSearch(params);
  };
  return (
    <div className="stack-lg">
      <LedgerAccounts selected={account} onPick={(a) => go({ account: a, offset: 0 })} />
      <LedgerJournals
        account={account}
        offset={offset}
        onOffset={(o) => go({ offset: o })}
        onClearAccount={() => go({ account: null, offset: 0 })}
      />
    </div>
  );
}
