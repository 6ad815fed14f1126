import { balanceSheetAsOfQueryOptions, ledgerAccountAsOfQueryOptions } from '../../../api/admin-time-travel';
import { useAdminQuery } from '../../../api/admin';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { Link } from 'react-router-dom';
import { AdminLoadError } from '../shared/admin-load-error';
import { LedgerLines } from '../shared/ledger-lines';
import { formatCents } from '../shared/money';
import { eventHref } from '../shared/stream-links';
import { formatInstant } from './as-of-time';
import { Figure } from './figure';
import { StreamCell } from './stream-cell';

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
              <ul className="plain-list admin-journals" aria-label="Journals as of then">
                {ledger.data.journals.map((j) => (
                  <li key={j.journalId} className="admin-journal">
                    <div className="admin-timeline-head">
                      <Link className="link" to={eventHref(j.eventId)}>
                        {j.eventType}
                      </Link>
                      <span className="muted small">{formatInstant(j.recordedAt, timeZone)}</span>
                      <StreamCell streamId={j.streamId} />
                    </div>
                    <LedgerLines label={`Journal ${j.journalId}`} lines={j.lines} linkEvents />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
