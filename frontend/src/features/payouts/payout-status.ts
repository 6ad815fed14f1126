import type { PayoutStatus } from '@leadledger/contracts/payout';

/**
 * SPEC.md section 4 "Payout status": paid, pending and processing read as themselves; `completed`
 * and any unknown value read "Initiated". `failed` (added by DESIGN.md 4: the processor refused
 * and the money went back to Available) reads "Failed": calling it Initiated would promise money
 * that is not coming.
 */
export function payoutStatusLabel(status: PayoutStatus | string): string {
  switch (status) {
    case 'paid':
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
  if (status === 'paid') return 'badge-success';
  if (status === 'failed') return 'badge-danger';
  if (status === 'pending' || status === 'processing') return 'badge-warning';
  return 'badge-primary';
}
