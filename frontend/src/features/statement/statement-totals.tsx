import type { StatementTotals } from '@leadledger/contracts/statement';
import { formatCents } from '../../lib/format-money';

/** The month at a glance: what was charged, given back, and what that net paid for. */
export function StatementTotalsCards({ totals }: { totals: StatementTotals }) {
  const items = [
    { label: 'Charged', value: formatCents(totals.chargedCents), note: `${totals.charges} charge${totals.charges === 1 ? '' : 's'}` },
    { label: 'Refunded', value: formatCents(totals.refundedCents), note: `${totals.refunds} refund${totals.refunds === 1 ? '' : 's'}` },
    { label: 'Net paid', value: formatCents(totals.netCents), note: `${formatCents(totals.commissionsCents)} commissions + ${formatCents(totals.feesCents)} fees` },
  ];
  return (
    <ul className="statement-totals" aria-label="Month totals">
      {items.map((item) => (
        <li key={item.label} className="card statement-total">
          <span className="statement-total-label">{item.label}</span>
          <strong className="statement-total-value">{item.value}</strong>
          <span className="muted small">{item.note}</span>
        </li>
      ))}
    </ul>
  );
}
