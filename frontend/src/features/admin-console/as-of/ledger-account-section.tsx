import { balanceSheetAsOfQueryOptions, ledgerAccountAsOfQueryOptions } from '../../../api/admin-time-travel';
import { useAdminQuery } from '../../../api/admin';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { AdminLoadError } from '../shared/admin-load-error';
import { JournalList } from '../shared/journal-list';
import { formatCents } from '../shared/money';
import { formatInstant } from './as-of-time';
import { Figure } from './figure';

interface Props {
  at: string;
  account: string | null;
  onAccount: (account: string | null) => void;
  timeZone: string;
}

/** One account's balance at the instant and the journals that made it, newest first. */
export function LedgerAccountSection({ at, account, onAccount, timeZone }: Props) {
  // The accounts that existed by then: the balance sheet's, shared through the query cache.
  const sheet = useAdminQuery(balanceSheetAsOfQueryOptions(at));
  const ledger = useAdminQuery(ledgerAccountAsOfQueryOptions(account ?? '', at), Boolean(account));
  const known = (sheet.data?.accounts ?? []).map((a) => a.account);
  const options = [...(account && !known.includes(account) ? [account] : []), ...known].map((a) => ({ value: a, label: a }));
  return (
    <section className="card" aria-labelledby="as-of-account-heading">
      <h2 id="as-of-account-heading" className="card-title">
        Ledger account
      </h2>
      <div className="as-of-lookup">
        <SelectField label="Account" placeholder="Choose an account" options={options} value={account ?? ''} onChange={(e) => onAccount(e.target.value || null)} />
      </div>
      {!account ? (
        <p className="muted">Choose an account, or click one in the balance sheet.</p>
      ) : ledger.isPending ? (
        <Spinner label="Loading the account" />
      ) : ledger.isError ? (
        <AdminLoadError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <>
          <dl className="admin-figures" aria-label="Account figures">
            <Figure label="Balance (debit +)" cents={ledger.data.balanceCents} />
            <Figure label="Debits" cents={ledger.data.debitCents} />
            <Figure label="Credits" cents={ledger.data.creditCents} />
          </dl>
          {ledger.data.journals.length === 0 ? (
            <p className="muted">No journals on this account by then.</p>
          ) : (
            <>
              <p className="muted small">
                {ledger.data.journalCount > ledger.data.journals.length
                  ? `The newest ${ledger.data.journals.length} of ${ledger.data.journalCount} journals.`
                  : `${ledger.data.journalCount} journal${ledger.data.journalCount === 1 ? '' : 's'}, ${formatCents(ledger.data.balanceCents)} in all.`}
              </p>
              <JournalList journals={ledger.data.journals} label="Journals as of then" formatTime={(iso) => formatInstant(iso, timeZone)} />
            </>
          )}
        </>
      )}
    </section>
  );
}
