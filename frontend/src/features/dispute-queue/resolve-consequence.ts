import type { AdminDispute } from '@leadledger/contracts/dispute';
import { formatCents } from '../../lib/format-money';
import type { Outcome } from './dispute-queue.columns';

/**
 * What the admin's choice does, in money (docs/product/money.md, Disputes). Upholding reverses the decision: a
 * merchant's dispute is refunded in full and the commission clawed back (the wallet may go
 * negative); an affiliate's dispute approves the call and charges as an approval does.
 */
export function resolveConsequence(d: AdminDispute, outcome: Outcome): string {
  const commission = formatCents(d.payoutCents);
  const total = formatCents(d.payoutCents + d.feeCents);
  if (outcome === 'deny') {
    return `Denying closes the dispute and changes no money; the call stays ${d.callStatus}. ${d.merchantName} and ${d.affiliateName} see your note.`;
  }
  if (d.raisedBy === 'merchant') {
    return `Upholding will refund ${total} (commission ${commission} + fee ${formatCents(d.feeCents)}) to ${d.merchantName} and take ${commission} back from ${d.affiliateName}; their balance may go negative until later commissions repay it. The call becomes rejected.`;
  }
  return `Upholding will approve the call and charge ${d.merchantName} ${total} (commission ${commission} + fee ${formatCents(d.feeCents)}), as an approval does; ${d.affiliateName} earns ${commission}.`;
}
