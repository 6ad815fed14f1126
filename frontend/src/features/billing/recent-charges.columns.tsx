import type { StatementLine } from '@leadledger/contracts/statement';
import { Link } from 'react-router-dom';
import type { Column } from '../../components/ui/data-table/data-table';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format-date';
import { formatCents } from '../../lib/format-money';

const KIND_LABEL: Record<StatementLine['kind'], string> = { charge: 'Charge', refund: 'Refund', declined: 'Declined' };

/** What moved on the card, as the merchant reads it: a refund comes back, shown negative; a decline moved nothing. */
function amount(line: StatementLine): string {
  if (line.amountCents === null) return 'No charge';
  return line.kind === 'refund' ? `−${formatCents(line.amountCents)}` : formatCents(line.amountCents);
}

/** The Billing page's latest lines: the statement (features/statement) has every column. */
export const recentChargeColumns: Column<StatementLine>[] = [
  { id: 'date', header: 'Date', cell: (l) => formatDateTime(l.occurredAt) },
  {
    id: 'what',
    header: 'What',
    cell: (l) => (
      <>
        {KIND_LABEL[l.kind]}
        {l.customerName ? `: ${l.customerName}` : ''}
        {(l.declineReason ?? l.refundReason) && <span className="muted small recent-charge-note">{l.declineReason ?? l.refundReason}</span>}
      </>
    ),
  },
  { id: 'amount', header: 'Amount', align: 'end', cell: (l) => <strong>{amount(l)}</strong> },
  {
    id: 'receipt',
    header: 'Receipt',
    align: 'end',
    cell: (l) =>
      l.kind === 'charge' ? (
        <Link to={paths.receipt.href(l.id)} aria-label={`Receipt for the charge of ${amount(l)} on ${formatDateTime(l.occurredAt)}`}>
          Receipt
        </Link>
      ) : null,
  },
];
