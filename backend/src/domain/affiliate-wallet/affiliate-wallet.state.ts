import type { PayoutInstruction } from '../money-movement/money-movement';
import type { AffiliateWalletEvent } from './affiliate-wallet.events';

/**
 * An append-only list whose tails are shared between states: `evolve` adds in O(1) without touching
 * the previous state, so a wallet with many thousands of calls still replays in linear time (a
 * copied Set would make it quadratic). Lookups walk it, once per decision.
 */
export type Chain<T> = { readonly head: T; readonly tail: Chain<T> } | null;

export function findInChain<T>(chain: Chain<T>, matches: (item: T) => boolean): T | undefined {
  for (let link = chain; link !== null; link = link.tail) if (matches(link.head)) return link.head;
  return undefined;
}

/** `instruction` is null for a payout requested before the instruction was carried. */
export type InFlightPayout = { payoutId: string; amountCents: number; feeCents: number; netCents: number; instruction: PayoutInstruction | null };

export type WalletState = {
  /** What the affiliate may collect; negative after a clawback until later credits repay it. */
  availableCents: number;
  /** Held by the payout in flight. */
  reservedCents: number;
  payout: InFlightPayout | null;
  /** One entry per call ever credited: a second credit for a call is a no-op. */
  credits: Chain<{ callId: string; amountCents: number }>;
  clawedBackCallIds: Chain<string>;
  settledPayouts: Chain<{ payoutId: string; outcome: 'completed' | 'failed' }>;
};

export const initialState: WalletState = { availableCents: 0, reservedCents: 0, payout: null, credits: null, clawedBackCallIds: null, settledPayouts: null };

export function evolve(state: WalletState, event: AffiliateWalletEvent): WalletState {
  switch (event.type) {
    case 'CommissionCredited':
      return {
        ...state,
        availableCents: state.availableCents + event.amountCents,
        credits: { head: { callId: event.callId, amountCents: event.amountCents }, tail: state.credits },
      };
    case 'PayoutRequested': {
      const { payoutId, amountCents, feeCents, netCents } = event;
      return {
        ...state,
        availableCents: state.availableCents - amountCents,
        reservedCents: state.reservedCents + amountCents,
        payout: { payoutId, amountCents, feeCents, netCents, instruction: event.instruction ?? null },
      };
    }
    case 'PayoutCompleted':
      return {
        ...state,
        reservedCents: state.reservedCents - event.amountCents,
        payout: null,
        settledPayouts: { head: { payoutId: event.payoutId, outcome: 'completed' }, tail: state.settledPayouts },
      };
    case 'PayoutFailed':
      return {
        ...state,
        availableCents: state.availableCents + event.amountCents,
        reservedCents: state.reservedCents - event.amountCents,
        payout: null,
        settledPayouts: { head: { payoutId: event.payoutId, outcome: 'failed' }, tail: state.settledPayouts },
      };
    case 'CommissionClawedBack':
      return { ...state, availableCents: state.availableCents - event.amountCents, clawedBackCallIds: { head: event.callId, tail: state.clawedBackCallIds } };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
