import type { StatementLineKind } from '@leadledger/contracts/statement';

export const KIND_LABEL: Record<StatementLineKind, string> = { charge: 'Charge', refund: 'Refund', declined: 'Declined' };
export const KIND_BADGE: Record<StatementLineKind, string> = { charge: 'badge-primary', refund: 'badge-warning', declined: 'badge-muted' };

const dayAndTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 23, 11:19 PM": the statement is one month, so the year would only widen the column. */
export function formatLineTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" -> "November 2026". */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return monthName.format(new Date(Date.UTC(year, m - 1, 1)));
}
