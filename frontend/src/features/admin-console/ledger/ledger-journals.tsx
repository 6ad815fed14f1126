import { keepPreviousData } from '@tanstack/react-query';
import { ledgerJournalsQueryOptions, useAdminQuery } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { AdminLoadError } from '../shared/admin-load-error';
import { CsvLink } from '../shared/csv-link';
import { JournalList } from '../shared/journal-list';
import { Pager } from '../shared/pager';

const LIMIT = 25;

interface JournalsProps {
  account: string | null;
  offset: number;
  onOffset: (offset: number) => void;
  onClearAccount: () => void;
}

/** Journals newest first, each line linked to the event that wrote it. */
export function LedgerJournals({ account, offset, onOffset, onClearAccount }: JournalsProps) {
  const query = { account: account ?? undefined, offset, limit: LIMIT };
  const journals = useAdminQuery({ ...ledgerJournalsQueryOptions(query), placeholderData: keepPreviousData });
  return (
    <section className="card" aria-labelledby="admin-journals-heading">
      <div className="card-header-row">
        <h2 id="admin-journals-heading" className="card-title">
          Journals{account ? ` of ${account}` : ''}
        </h2>
        <div className="admin-toolbar-inline">
          {account && (
            <Button variant="ghost" className="btn-small" onClick={onClearAccount}>
              All accounts
            </Button>
          )}
          <CsvLink view="ledger-journals" query={{ account: account ?? undefined }} />
        </div>
      </div>
      {journals.isPending ? (
        <Spinner label="Loading journals" />
      ) : journals.isError ? (
        <AdminLoadError onRetry={() => void journals.refetch()} />
      ) : journals.data.rows.length === 0 && offset === 0 ? (
        <p className="muted">No journals.</p>
      ) : (
        <>
          <JournalList journals={journals.data.rows} label="Journals" formatTime={formatDateTime} />
          <Pager label="Journal pages" offset={offset} limit={LIMIT} count={journals.data.rows.length} hasMore={journals.data.hasMore} onChange={onOffset} />
        </>
      )}
    </section>
  );
}
