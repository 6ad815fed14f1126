import type { StatementLine } from '@leadledger/contracts/statement';
import { Link } from 'react-router-dom';
import type { Column } from '../../components/ui/data-table/data-table';
import { formatDateTime } from '../../lib/format-date';
import { formatCents } from '../../lib/format-money';
import { formatLineTime, KIND_BADGE, KIND_LABEL } from './statement-labels';

/** Money of a line as the merchant reads it: refunds come back to the card, shown negative. */
function signed(line: StatementLine, cents: number | null): string {
  if (cents === null) return '—';
  return line.kind === 'refund' ? `−${formatCents(cents)}` : formatCents(cents);
}

export function statementColumns(receiptHref: (id: string) => string): Column<StatementLine>[] {
  return [
    { id: 'date', header: 'Date', cell: (l) => <span className="nowrap">{formatLineTime(l.occurredAt)}</span>, sortValue: (l) => l.occurredAt },
    {
      id: 'type',
      header: 'Type',
      sortValue: (l) => KIND_LABEL[l.kind],
      cell: (l) => (
        <>
          <span className={`badge ${KIND_BADGE[l.kind]}`}>{KIND_LABEL[l.kind]}</span>
          {l.refundReason && <span className="muted small statement-line-note">{l.refundReason}</span>}
        </>
      ),
    },
    { id: 'customer', header: 'Customer', cell: (l) => l.customerName ?? '—', sortValue: (l) => l.customerName },
    { id: 'program', header: 'Program', cell: (l) => l.programName ?? '—', sortValue: (l) => l.programName },
    { id: 'affiliate', header: 'Affiliate', cell: (l) => l.affiliateName ?? '—', sortValue: (l) => l.affiliateName },
    { id: 'commission', header: 'Commission', align: 'end', cell: (l) => signed(l, l.commissionCents) },
    { id: 'fee', header: 'Platform fee', align: 'end', cell: (l) => signed(l, l.feeCents) },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      sortValue: (l) => (l.amountCents === null ? null : l.kind === 'refund' ? -l.amountCents : l.amountCents),
      cell: (l) => (l.kind === 'declined' ? <span className="muted small">{l.declineReason ?? 'Declined'}</span> : <strong>{signed(l, l.amountCents)}</strong>),
    },
    { id: 'processor', header: 'Processor id', defaultHidden: false, cell: (l) => (l.processorId ? <code className="processor-id">{l.processorId}</code> : '—') },
    {
      id: 'receipt',
      header: 'Receipt',
      align: 'end',
      cell: (l) =>
        l.kind === 'charge' ? (
          <Link to={receiptHref(l.id)} aria-label={`Receipt for the charge of ${formatCents(l.amountCents ?? 0)} on ${formatDateTime(l.occurredAt)}`}>
            Receipt
          </Link>
        ) : null,
    },
  ];
}
