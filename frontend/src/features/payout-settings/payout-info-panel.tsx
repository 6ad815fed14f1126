import { formatCents } from '../../lib/format-money';
import { PAYOUT_FEE_CENTS } from '../../lib/payout-fee';

/**
 * docs/product/screens-and-routes.md, Payout Settings: the 10% commission, the $0.25 transfer fee and instant processing. The 10%
 * is charged to the merchant on top of the commission (docs/product/money.md, Fees), never taken from the affiliate.
 */
export function PayoutInfoPanel() {
  const fee = formatCents(PAYOUT_FEE_CENTS);
  return (
    <section className="card" aria-labelledby="payout-info-heading">
      <h2 id="payout-info-heading" className="card-title">
        How payouts work
      </h2>
      <ul className="plain-list check-list">
        <li>
          <strong>10% platform commission, paid by the merchant.</strong> It is charged to the merchant on top of your
          commission and never taken from your earnings: a $50 commission costs the merchant $55 and you earn $50.
        </li>
        <li>
          <strong>{fee} transfer fee per payout.</strong> Each time you collect, {fee} is deducted from the amount sent, so
          collecting $50.00 sends $49.75 to your card. Balances up to {fee} cannot be collected.
        </li>
        <li>
          <strong>Instant processing.</strong> Payouts go straight to your debit card, usually within minutes.
        </li>
      </ul>
    </section>
  );
}
