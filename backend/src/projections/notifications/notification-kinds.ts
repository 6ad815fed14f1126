import type { NotificationKind } from '@leadledger/contracts/notification';

/** Every kind, in the order the preferences screen lists them, with what it is about in words. */
export const NOTIFICATION_KINDS: readonly { kind: NotificationKind; label: string }[] = [
  { kind: 'call-booked', label: 'A new call is waiting for your decision' },
  { kind: 'decision-deadline-near', label: 'A decision deadline is approaching' },
  { kind: 'decision-escalated', label: 'An undecided call went to an admin' },
  { kind: 'call-approved', label: 'A call was approved' },
  { kind: 'call-rejected', label: 'A call was rejected' },
  { kind: 'payout-completed', label: 'A payout was completed' },
  { kind: 'payout-failed', label: 'A payout failed' },
  { kind: 'dispute-raised', label: 'A dispute was raised on one of your calls' },
  { kind: 'dispute-resolved', label: 'A dispute was resolved' },
  { kind: 'commission-changed', label: "A program's commission changed" },
];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return NOTIFICATION_KINDS.some((k) => k.kind === value);
}

/** Integer cents as "$1,234.50"; money is formatted only at the edge (here: the words of a notice). */
export function dollars(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
