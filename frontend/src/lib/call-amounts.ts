import type { Call } from '@leadledger/contracts/call';
import { formatDollars } from './format-money';

/**
 * The platform fee a decided call actually cost: charged with an approval, given back when a
 * merchant's dispute was upheld, nothing for a rejection (a rejected call is never charged).
 */
export function callFeeText(call: Pick<Call, 'status' | 'platformFee' | 'dispute'>): string {
  if (call.status === 'approved') return formatDollars(call.platformFee);
  if (call.dispute?.raisedBy === 'merchant' && call.dispute.status === 'upheld') return `${formatDollars(call.platformFee)} refunded`;
  return '—';
}
