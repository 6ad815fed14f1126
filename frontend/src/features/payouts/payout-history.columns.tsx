import type { Payout } from '@leadledger/contracts/payout';
import type { Column } from '../../components/ui/data-table/data-table';
import { formatShortDate } from '../../lib/format-date';
import { formatDollars } from '../../lib/format-money';
import { payoutStatusBadge, payoutStatusLabel } from './payout-status';

/** docs/product/screens-and-routes.md, Affiliate payouts dashboard, plus the fee so Revenue - Fee = Amount can be read off. */
export const payoutColumns: Column<Payout>[] = [
  { id: 'date', header: 'Date', cell: (p) => formatShortDate(p.createdAt), sortValue: (p) => p.createdAt },
  { id: 'amount', header: 'Amount', align: 'end', cell: (p) => formatDollars(p.amount), sortValue: (p) => p.amount },
  // docs/product/api.md, Earnings and payouts: revenueAmount falls back to amount.
  { id: 'revenue', header: 'Revenue', align: 'end', cell: (p) => formatDollars(p.revenueAmount ?? p.amount) },
  { id: 'fee', header: 'Fee', align: 'end', cell: (p) => formatDollars(p.fee ?? 0) },
  {
    id: 'status',
    header: 'Status',
    sortValue: (p) => payoutStatusLabel(p.status),
    cell: (p) => (
      <div className="payout-status">
        <span className={`badge ${payoutStatusBadge(p.status)}`}>{payoutStatusLabel(p.status)}</span>
        {p.status === 'failed' && p.failureReason && <span className="small muted">{p.failureReason}</span>}
      </div>
    ),
  },
  { id: 'method', header: 'Payment Method', cell: () => 'Debit Card' },
];
