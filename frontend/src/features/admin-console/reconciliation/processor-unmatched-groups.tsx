import type { ProcessorReconciliation, ProcessorReconciliationItem } from '@leadledger/contracts/admin-processor-reconciliation';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { processorItemColumns } from './processor-reconciliation.columns';

const GROUPS: { key: 'processorOnly' | 'ledgerOnly' | 'amountDiffers'; title: string; why: string }[] = [
  { key: 'processorOnly', title: 'Processor only', why: 'The processor moved this money and our ledger has no record of it (or has not recorded it yet).' },
  { key: 'ledgerOnly', title: 'Ledger only', why: 'Our ledger recorded this movement and the processor has no record of it.' },
  { key: 'amountDiffers', title: 'Amount differs', why: 'Both have it, with different amounts.' },
];

const rowKey = (r: ProcessorReconciliationItem) => `${r.kind}-${r.processorId ?? ''}-${r.eventId ?? r.balanceTransactionId ?? r.at}`;

/** The three ways a movement can fail to match, each with its own table (empty groups say so). */
export function ProcessorUnmatchedGroups({ report }: { report: ProcessorReconciliation }) {
  return (
    <>
      {GROUPS.map(({ key, title, why }) => {
        const items = report[key];
        const headingId = `processor-${key}-heading`;
        return (
          <section key={key} className="stack" aria-labelledby={headingId}>
            <h3 id={headingId} className="card-title">
              {title} ({items.length})
            </h3>
            {items.length === 0 ? (
              <p className="muted small">None.</p>
            ) : (
              <>
                <p className="muted small">{why}</p>
                <DataTable label={title} columns={processorItemColumns} rows={items} rowKey={rowKey} columnMenu={false} />
              </>
            )}
          </section>
        );
      })}
    </>
  );
}
