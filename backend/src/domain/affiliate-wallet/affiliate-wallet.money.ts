import type { CallEvent } from '../call/call.events';
import type { BookedCall } from '../call/call.state';
import type { MoneyInFlight, ProcessorAnswer } from '../money-movement/money-movement';
import type { AffiliateWalletCommand } from './affiliate-wallet.commands';
import type { WalletState } from './affiliate-wallet.state';

/** The payout waiting for the processor, if any (docs/architecture/money-movements.md). */
export function walletMoneyInFlight(state: WalletState, affiliateId: string): MoneyInFlight | null {
  const payout = state.payout;
  return payout ? { aggregate: 'wallet', aggregateId: affiliateId, kind: 'payout', idempotencyKey: payout.payoutId, instruction: payout.instruction } : null;
}

/** The command that records the processor's answer to the payout (its id is its idempotency key). */
export function recordPayoutAnswer(affiliateId: string, payoutId: string, answer: ProcessorAnswer, now: string): AffiliateWalletCommand {
  return answer.outcome === 'moved'
    ? { type: 'CompletePayout', affiliateId, payoutId, processorTransferId: answer.processorId, now }
    : { type: 'FailPayout', affiliateId, payoutId, reason: answer.reason, now };
}

/**
 * The wallet's policies on a call's money events: an approval credits the commission, a refund
 * claws it back. Both are safe to repeat (the wallet credits and claws back a call once).
 */
export function walletCommandsAfter(events: readonly CallEvent[], call: BookedCall, now: string): AffiliateWalletCommand[] {
  const { callId, affiliateId, merchantId, payoutCents } = call;
  return events.flatMap((event): AffiliateWalletCommand[] => {
    if (event.type === 'CallApproved') return [{ type: 'CreditCommission', affiliateId, callId, merchantId, amountCents: event.payoutCents, now }];
    if (event.type === 'ChargeRefunded') return [{ type: 'ClawBackCommission', affiliateId, callId, merchantId, amountCents: payoutCents, now }];
    return [];
  });
}
