import { payoutDescription } from '../money-movement/money-movement';
import type { Decider } from '../shared/decider';
import type { AffiliateWalletCommand, ClawBackCommission, CompletePayout, CreditCommission, FailPayout, RequestPayout } from './affiliate-wallet.commands';
import * as errors from './affiliate-wallet.errors';
import type { AffiliateWalletEvent } from './affiliate-wallet.events';
import { findInChain, type InFlightPayout, evolve, initialState, type WalletState } from './affiliate-wallet.state';

/** $0.25 per instant payout, paid by the affiliate out of the amount (docs/product/money.md, Fees). */
export const PAYOUT_FEE_CENTS = 25;

function assertPositiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw errors.AmountNotPositiveCents();
}

function settled(state: WalletState, payoutId: string): 'completed' | 'failed' | undefined {
  return findInChain(state.settledPayouts, (payout) => payout.payoutId === payoutId)?.outcome;
}

/** The payout a processor answer settles; undefined when this same answer was already recorded. */
function payoutToSettle(state: WalletState, payoutId: string, outcome: 'completed' | 'failed'): InFlightPayout | undefined {
  if (state.payout?.payoutId === payoutId) return state.payout;
  const earlier = settled(state, payoutId);
  if (earlier === outcome) return undefined;
  if (earlier !== undefined) throw errors.PayoutAlreadySettled();
  throw errors.PayoutNotInProgress();
}

export function creditCommission(command: CreditCommission, state: WalletState): AffiliateWalletEvent[] {
  assertPositiveCents(command.amountCents);
  // Once per call, whatever the policy retries.
  if (findInChain(state.credits, (credit) => credit.callId === command.callId)) return [];
  const { affiliateId, callId, merchantId, amountCents } = command;
  return [{ type: 'CommissionCredited', affiliateId, callId, merchantId, amountCents, creditedAt: command.now }];
}

// Decided at the stream's expected version, so concurrent collects reserve the balance once (issue 5).
export function requestPayout(command: RequestPayout, state: WalletState): AffiliateWalletEvent[] {
  if (state.payout?.payoutId === command.payoutId || settled(state, command.payoutId) !== undefined) return [];
  if (state.payout !== null) throw errors.PayoutInProgress();
  const amountCents = state.availableCents;
  if (amountCents <= PAYOUT_FEE_CENTS) throw errors.NothingToCollect();
  const { payoutId, accountId } = command;
  const netCents = amountCents - PAYOUT_FEE_CENTS;
  return [
    {
      type: 'PayoutRequested',
      affiliateId: command.affiliateId,
      payoutId,
      amountCents,
      feeCents: PAYOUT_FEE_CENTS,
      netCents,
      instruction: { kind: 'payout', idempotencyKey: payoutId, amountCents: netCents, accountId, description: payoutDescription(payoutId) },
      requestedAt: command.now,
    },
  ];
}

export function completePayout(command: CompletePayout, state: WalletState): AffiliateWalletEvent[] {
  const payout = payoutToSettle(state, command.payoutId, 'completed');
  if (payout === undefined) return [];
  const { payoutId, amountCents, feeCents, netCents } = payout;
  const { affiliateId, processorTransferId, now } = command;
  return [{ type: 'PayoutCompleted', affiliateId, payoutId, processorTransferId, amountCents, feeCents, netCents, completedAt: now }];
}

export function failPayout(command: FailPayout, state: WalletState): AffiliateWalletEvent[] {
  const payout = payoutToSettle(state, command.payoutId, 'failed');
  if (payout === undefined) return [];
  const { affiliateId, reason, now } = command;
  return [{ type: 'PayoutFailed', affiliateId, payoutId: payout.payoutId, amountCents: payout.amountCents, reason, failedAt: now }];
}

// The balance may go negative (issue 6); later credits repay it before anything can be collected.
export function clawBackCommission(command: ClawBackCommission, state: WalletState): AffiliateWalletEvent[] {
  assertPositiveCents(command.amountCents);
  const credit = findInChain(state.credits, (c) => c.callId === command.callId);
  if (credit === undefined) throw errors.CommissionNotCredited();
  if (findInChain(state.clawedBackCallIds, (callId) => callId === command.callId) !== undefined) return [];
  if (command.amountCents > credit.amountCents) throw errors.ClawbackExceedsCommission();
  const { affiliateId, callId, merchantId, amountCents } = command;
  return [{ type: 'CommissionClawedBack', affiliateId, callId, merchantId, amountCents, clawedBackAt: command.now }];
}

export const affiliateWalletDecider: Decider<AffiliateWalletCommand, AffiliateWalletEvent, WalletState> = {
  initialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'CreditCommission':
        return creditCommission(command, state);
      case 'RequestPayout':
        return requestPayout(command, state);
      case 'CompletePayout':
        return completePayout(command, state);
      case 'FailPayout':
        return failPayout(command, state);
      case 'ClawBackCommission':
        return clawBackCommission(command, state);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
