import { balanceSheetAsOfCsvHref, balanceSheetAsOfQueryOptions } from '../../../api/admin-time-travel';
import { useAdminQuery } from '../../../api/admin';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { AdminLoadError } from '../shared/admin-load-error';
import { formatCents } from '../shared/money';
import { type BalanceSheetActions, balanceSheetColumns } from './balance-sheet.columns';

/**
 * Every ledger account at the instant. Every journal sums to zero (docs/architecture/ledger.md),
 * so debit balances equal credit balances; a difference is shown as an alert, never smoothed over.
 */
export function BalanceSheetSection({ at, ...actions }: { at: string } & BalanceSheetActions) {
  const sheet = useAdminQuery(balanceSheetAsOfQueryOptions(at));
  return (
    <section className="card" aria-labelledby="as-of-sheet-heading">
      <div className="card-header-row">
        <h2 id="as-of-sheet-heading" className="card-title">
          Balance sheet
        </h2>
        <a className="btn btn-outline btn-small" href={balanceSheetAsOfCsvHref(at)} download="balance-sheet.csv">
          Download CSV
        </a>
      </div>
      {sheet.isPending ? (
        <Spinner label="Loading the balance sheet" />
      ) : sheet.isError ? (
        <AdminLoadError error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : sheet.data.accounts.length === 0 ? (
        <p className="muted">No money had moved by then.</p>
      ) : (
        <>
          <dl className="admin-figures" aria-label="Balance sheet totals">
            <div>
              <dt>Debit balances</dt>
              <dd>{formatCents(sheet.data.totals.debitBalanceCents)}</dd>
            </div>
            <div>
              <dt>Credit balances</dt>
              <dd>{formatCents(sheet.data.totals.creditBalanceCents)}</dd>
            </div>
          </dl>
          {sheet.data.totals.netCents !== 0 && (
            <p className="alert alert-destructive" role="alert">
              The ledger does not balance: debits exceed credits by {formatCents(sheet.data.totals.netCents)}.
            </p>
          )}
          <DataTable label="Balance sheet" columns={balanceSheetColumns(actions)} rows={sheet.data.accounts} rowKey={(a) => a.account} pageSize={25} />
        </>
      )}
    </section>
  );
}
