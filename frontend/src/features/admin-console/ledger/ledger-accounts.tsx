import { ledgerAccountsQueryOptions, useAdminQuery } from '../../../api/admin';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { AdminLoadError } from '../shared/admin-load-error';
import { CsvLink } from '../shared/csv-link';
import { ledgerAccountColumns } from './ledger-accounts.columns';

/** The accounts of docs/architecture/ledger.md with their balances (debit positive). */
export function LedgerAccounts({ selected, onPick }: { selected: string | null; onPick: (account: string) => void }) {
  const accounts = useAdminQuery(ledgerAccountsQueryOptions());
  return (
    <section className="card" aria-labelledby="admin-accounts-heading">
      <div className="card-header-row">
        <h2 id="admin-accounts-heading" className="card-title">
          Accounts
        </h2>
        <CsvLink view="ledger-accounts" />
      </div>
      {accounts.isPending ? (
        <Spinner label="Loading accounts" />
      ) : accounts.isError ? (
        <AdminLoadError onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <p className="muted">No ledger entries yet.</p>
      ) : (
        <div className="admin-scroll" role="region" aria-label="Ledger accounts, scrollable" tabIndex={0}>
          <DataTable
            label="Ledger accounts"
            columns={ledgerAccountColumns(onPick)}
            rows={accounts.data}
            rowKey={(a) => a.account}
            isSelected={(a) => a.account === selected}
          />
        </div>
      )}
    </section>
  );
}
