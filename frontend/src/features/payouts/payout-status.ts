import type { PayoutStatus } from '@leadledger/contracts/payout';

/**
 * Payout status as the affiliate reads it: paid, pending and processing read as themselves;
 * `completed` (the processor confirmed the transfer) reads "Paid" — it once read "Initiated",
 * which told the affiliate the money was still on its way after it had arrived; `failed` (the
 * processor refused and the money went back to Available) reads "Failed". Anything else, a status
 * this screen does not know yet, reads "Initiated".
 */
export function payoutStatusLabel(status: PayoutStatus | string): string {
  switch (status) {
    case 'paid':
    case 'completed':
      return 'Paid';
    case 'pending':
      return 'Pending';
    case 'processing':
      return 'Processing';
    case 'failed':
      return 'Failed';
    default:
      return 'Initiated';
  }
}

export function payoutStatusBadge(status: PayoutStatus | string): string {
  if (status === 'paid' || status === 'completed') return 'badge-success';
  if (status === 'failed') return 'badge-danger';
  if (status === 'pending' || status === 'processing') return 'badge-warning';
  return 'badge-primary';
}
