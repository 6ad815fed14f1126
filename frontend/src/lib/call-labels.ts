import type { CallStatus, RejectionReason } from '@leadledger/contracts/call';

/** The rejection reasons a merchant picks from and an affiliate reads (issue 4). */
export const REJECTION_REASONS: { value: RejectionReason; label: string }[] = [
  { value: 'spam', label: 'Spam' },
  { value: 'no-show', label: 'No-show' },
  { value: 'duplicate', label: 'Duplicate' },
  { value: 'not-qualified', label: 'Not qualified' },
  { value: 'other', label: 'Other' },
];

export function rejectionReasonLabel(reason: RejectionReason | null): string | null {
  return REJECTION_REASONS.find((r) => r.value === reason)?.label ?? null;
}

/** docs/product/screen-states.md, Call status: a booked call shows as Pending Approval to the affiliate. */
export const callStatusLabel: Record<CallStatus, string> = {
  pending: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const callStatusBadge: Record<CallStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-danger',
};

/** "No-show: customer never joined" / "Spam" / the note alone. */
export function rejectionText(reason: RejectionReason | null, note: string | null): string | null {
  const label = rejectionReasonLabel(reason);
  if (label && note) return `${label}: ${note}`;
  return label ?? note ?? null;
}
