import type { ProcessorRecord, ReconciliationRow } from '@leadledger/contracts/admin';
import { Link } from 'react-router-dom';
import type { Column } from '../../../components/ui/data-table/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { formatCents } from '../shared/money';
import { eventHref } from '../shared/stream-links';

const money = (id: keyof ReconciliationRow, header: string): Column<ReconciliationRow> => ({
  id,
  header,
  align: 'end',
  cell: (r) => formatCents(r[id] as number),
});

/** docs/architecture/ledger.md: fees earned, refunded and net per period, beside what moved at the processor. */
export const reconciliationColumns: Column<ReconciliationRow>[] = [
  { id: 'period', header: 'Period', cell: (r) => r.period },
  money('feesEarnedCents', 'Fees earned'),
  money('feesRefundedCents', 'Fees refunded'),
  money('netFeesCents', 'Net fees'),
  money('payoutFeesCents', 'Payout fees'),
  money('chargesCents', 'Charges'),
  money('refundsCents', 'Refunds'),
  money('payoutsCents', 'Payouts'),
];

export const processorRecordColumns: Column<ProcessorRecord>[] = [
  { id: 'kind', header: 'Kind', cell: (r) => r.kind },
  { id: 'processorId', header: 'Processor id', cell: (r) => <code className="break-anywhere">{r.processorId}</code> },
  { id: 'recorded', header: 'Recorded', cell: (r) => formatDateTime(r.recordedAt) },
  { id: 'amount', header: 'Processor', align: 'end', cell: (r) => formatCents(r.amountCents) },
  { id: 'ledger', header: 'Ledger', align: 'end', cell: (r) => (r.ledgerCents === null ? 'No journal' : formatCents(r.ledgerCents)) },
  {
    id: 'matched',
    header: 'Matched',
    cell: (r) => <span className={`badge ${r.matched ? 'badge-success' : 'badge-danger'}`}>{r.matched ? 'Matched' : 'Unmatched'}</span>,
  },
  {
    id: 'event',
    header: 'Event',
    cell: (r) => (
      <Link className="link" to={eventHref(r.eventId)}>
        View event
      </Link>
    ),
  },
];
