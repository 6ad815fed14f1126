import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { statementCsvHref, statementQueryOptions } from '../../api/statement';
import { LoadError } from '../../components/load-error';
import { DataTable } from '../../components/ui/data-table/data-table';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { statementColumns } from './statement.columns';
import { formatMonth } from './statement-labels';
import { StatementRunningTotals, StatementTotalsCards } from './statement-totals';
import './statement.css';

export interface StatementPageProps {
  /** An admin's view of this merchant; null for the signed-in merchant's own statement. */
  merchantId?: string | null;
}

/**
 * The merchant's statement (issue 12): every charge, refund and declined attempt of a month, with
 * the month's totals, a receipt per charge and the month as CSV.
 */
export function StatementPage({ merchantId = null }: StatementPageProps) {
  const [search, setSearch] = useSearchParams();
  const month = search.get('month');
  const statement = useQuery(statementQueryOptions(merchantId, month));
  const receiptHref = (id: string) => (merchantId ? paths.adminMerchantReceipt.href(merchantId, id) : paths.receipt.href(id));
  const data = statement.data;
  return (
    <div className="page container">
      <h1 className="page-title">Statement</h1>
      <p className="muted page-subtitle">
        Every charge to the card on file, every refund and every declined attempt{data ? `, by month in ${data.timeZone.replace(/_/g, ' ')} time` : ''}.
        {!merchantId && (
          <>
            {' '}
            <Link to={paths.billing.href()}>Back to Billing</Link>
          </>
        )}
      </p>
      {statement.isPending ? (
        <Spinner label="Loading the statement" />
      ) : statement.isError ? (
        <LoadError what="the statement" onRetry={() => void statement.refetch()} />
      ) : (
        <div className="stack-lg">
          <div className="statement-toolbar">
            <SelectField
              label="Month"
              value={data!.month}
              options={data!.months.map((m) => ({ value: m, label: formatMonth(m) }))}
              onChange={(e) => setSearch({ month: e.target.value })}
            />
            <a className="btn btn-outline" href={statementCsvHref(merchantId, data!.month)} download>
              Download CSV
            </a>
          </div>
          <StatementTotalsCards totals={data!.totals} />
          <StatementRunningTotals statement={data!} monthLabel={formatMonth(data!.month)} />
          <section className="card" aria-labelledby="statement-lines-heading">
            <h2 id="statement-lines-heading" className="card-title">
              {formatMonth(data!.month)}
            </h2>
            {data!.lines.length === 0 ? (
              <p className="muted">No charges in {formatMonth(data!.month)}. Approving a call charges the card its commission plus the 10% platform fee.</p>
            ) : (
              <DataTable label={`Statement for ${formatMonth(data!.month)}`} columns={statementColumns(receiptHref)} rows={data!.lines} rowKey={(l) => l.id} />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
