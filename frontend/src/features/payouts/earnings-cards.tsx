import type { EarningsSummary } from '@leadledger/contracts/payout';
import { Button } from '../../components/ui/button';
import { formatCents } from '../../lib/format-money';
import { PAYOUT_FEE_CENTS } from '../../lib/payout-fee';

/** docs/product/screens-and-routes.md, Affiliate payouts dashboard: four summary cards, figures exactly as the server sent them. */
export function EarningsCards({ summary, onCollect }: { summary: EarningsSummary; onCollect: () => void }) {
  const available = summary.availableCents;
  return (
    <ul className="earnings-cards" aria-label="Your earnings">
      <li className="card earnings-card">
        <span className="earnings-label">Total Earnings</span>
        <strong className="earnings-value">{summary.totalEarnings}</strong>
        <span className="muted small">Approved commissions, all time</span>
      </li>
      <li className="card earnings-card">
        <span className="earnings-label">Pending Payouts</span>
        <strong className="earnings-value">{summary.pendingAmount}</strong>
        <span className="muted small">Calls awaiting the merchant's decision</span>
      </li>
      <li className="card earnings-card">
        <span className="earnings-label">Paid This Month</span>
        <strong className="earnings-value">{summary.paidThisMonth}</strong>
        <span className="muted small">Sent to your debit card this month, after the {formatCents(PAYOUT_FEE_CENTS)} fee per payout</span>
      </li>
      <li className="card earnings-card earnings-card-available">
        <span className="earnings-label">Available</span>
        <strong className="earnings-value">{summary.availableAmount}</strong>
        {/* docs/product/screens-and-routes.md, Affiliate payouts dashboard: disabled when the available amount is 0 or less. */}
        <Button className="btn-small" onClick={onCollect} disabled={available <= 0}>
          Collect Payouts
        </Button>
        <span className="muted small">
          {available > 0 && available <= PAYOUT_FEE_CENTS
            ? `Amounts up to ${formatCents(PAYOUT_FEE_CENTS)} cannot be collected: the transfer fee would take all of it.`
            : `Each payout costs a ${formatCents(PAYOUT_FEE_CENTS)} transfer fee; amounts up to ${formatCents(PAYOUT_FEE_CENTS)} cannot be collected.`}
        </span>
      </li>
    </ul>
  );
}
