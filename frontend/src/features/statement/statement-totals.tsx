import type { MerchantStatement, StatementTotals } from '@leadledger/contracts/statement';
import { StatCards } from '../../components/ui/stat-cards';
import { formatCents } from '../../lib/format-money';

/** The month at a glance: what was charged, given back, and what that net paid for. */
export function StatementTotalsCards({ totals }: { totals: StatementTotals }) {
  return (
    <StatCards
      label="Month totals"
      items={[
        { label: 'Charged', value: formatCents(totals.chargedCents), note: `${totals.charges} charge${totals.charges === 1 ? '' : 's'}` },
        { label: 'Refunded', value: formatCents(totals.refundedCents), note: `${totals.refunds} refund${totals.refunds === 1 ? '' : 's'}` },
        { label: 'Net paid', value: formatCents(totals.netCents), note: `${formatCents(totals.commissionsCents)} commissions + ${formatCents(totals.feesCents)} fees` },
      ]}
    />
  );
}

/** Running totals around the month, as a bank statement gives its opening and closing balance. */
export function StatementRunningTotals({ statement, monthLabel }: { statement: Pick<MerchantStatement, 'opening' | 'closing'>; monthLabel: string }) {
  const { opening, closing } = statement;
  return (
    <dl className="statement-running">
      <div>
        <dt>Before {monthLabel}</dt>
        <dd>
          {formatCents(opening.netCents)} net paid ({formatCents(opening.chargedCents)} charged, {formatCents(opening.refundedCents)} refunded)
        </dd>
      </div>
      <div>
        <dt>Through the end of {monthLabel}</dt>
        <dd>
          {formatCents(closing.netCents)} net paid: {formatCents(closing.commissionsCents)} commissions + {formatCents(closing.feesCents)} fees
        </dd>
      </div>
    </dl>
  );
}
