import type { Call } from '@leadledger/contracts/call';
import { formatDollars } from '../../lib/format-money';

/** The server's numbers, never recomputed here: commission + 10% fee = what approval charges. */
export function ChargeSummary({ call }: { call: Call }) {
  return (
    <dl className="charge-summary" aria-label="Charge">
      <div>
        <dt>Commission</dt>
        <dd>{formatDollars(call.payoutAmount)}</dd>
      </div>
      <div>
        <dt>Platform fee (10%)</dt>
        <dd>{formatDollars(call.platformFee)}</dd>
      </div>
      <div className="charge-total">
        <dt>Charged on approval</dt>
        <dd>{formatDollars(call.chargeAmount)}</dd>
      </div>
    </dl>
  );
}
