import type { CollectResponse, EarningsSummary } from '@leadledger/contracts/payout';
import { Button } from '../../components/ui/button';
import { formatCents, formatDollars } from '../../lib/format-money';
import { PAYOUT_FEE_CENTS } from '../../lib/payout-fee';
import { payoutStatusLabel } from './payout-status';

/** docs/product/messages.md, Success toasts: "Payout Completed" with the fee breakdown when a fee is present. */
export function feeBreakdown(result: CollectResponse): string {
  const net = formatDollars(result.amount);
  if (!result.fee) return `${net} is on its way to your debit card.`;
  return `${net} is on its way to your debit card: ${formatDollars(result.originalAmount)} minus the ${formatDollars(result.fee)} transfer fee.`;
}

export interface CollectStepProps {
  summary: EarningsSummary;
  card: string;
  failure: string | null;
  pending: boolean;
  onCollect: () => void;
  onCancel: () => void;
}

/**
 * Available is the server's figure; the net is a preview (available minus the fixed fee), and the
 * complete step shows what the server actually paid.
 */
export function CollectStep({ summary, card, failure, pending, onCollect, onCancel }: CollectStepProps) {
  const tooSmall = summary.availableCents <= PAYOUT_FEE_CENTS;
  return (
    <>
      <dl className="payout-breakdown" aria-label="Payout preview">
        <dt>Available</dt>
        <dd>{summary.availableAmount}</dd>
        <dt>Transfer fee</dt>
        <dd>-{summary.payoutFee}</dd>
        <dt className="payout-net">You receive</dt>
        <dd className="payout-net">{summary.netIfCollected}</dd>
      </dl>
      <p className="muted small">Sent instantly to {card}.</p>
      {tooSmall && (
        <p className="alert alert-warning" role="note">
          Amounts up to {formatCents(PAYOUT_FEE_CENTS)} cannot be collected: the transfer fee would take all of it.
        </p>
      )}
      {failure && (
        <div className="alert alert-destructive" role="alert">
          {failure}
        </div>
      )}
      <div className="dialog-actions">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onCollect} loading={pending} disabled={tooSmall}>
          Collect {summary.availableAmount}
        </Button>
      </div>
    </>
  );
}

/** What the server paid: collected, fee, and the net that reached the card. */
export function CompleteStep({ result, onDone }: { result: CollectResponse; onDone: () => void }) {
  return (
    <>
      <p className="notice" role="status">
        Payout {payoutStatusLabel(result.status).toLowerCase()}: {formatDollars(result.amount)} is on its way to your debit card.
      </p>
      <dl className="payout-breakdown" aria-label="Payout breakdown">
        <dt>Collected</dt>
        <dd>{formatDollars(result.originalAmount)}</dd>
        <dt>Transfer fee</dt>
        <dd>-{formatDollars(result.fee)}</dd>
        <dt className="payout-net">Sent to your card</dt>
        <dd className="payout-net">{formatDollars(result.amount)}</dd>
      </dl>
      <div className="dialog-actions">
        <Button onClick={onDone} autoFocus>
          Done
        </Button>
      </div>
    </>
  );
}
