import type { AffiliateWalletAsOf } from '@leadledger/contracts/admin-time-travel';
import type { AffiliateWalletEvent } from '../../../domain/affiliate-wallet/affiliate-wallet.events';
import { evolve, initialState, type WalletState } from '../../../domain/affiliate-wallet/affiliate-wallet.state';
import type { StoredEvent } from '../../../infrastructure/event-store/event-store.port';
import { eventsUpTo, foldEvents, newestFirst } from './stream-as-of';

export type WalletFigures = Omit<AffiliateWalletAsOf, 'at' | 'affiliateId' | 'affiliateName'>;

const sumOf = (events: readonly StoredEvent[], type: AffiliateWalletEvent['type'], field: 'amountCents' | 'netCents' = 'amountCents') =>
  events.filter((e) => e.type === type).reduce((sum, e) => sum + Number((e.data as Record<string, unknown>)[field] ?? 0), 0);

/**
 * The wallet as it stood at `at`: its stream up to then, folded by the wallet's own `evolve`
 * (available, reserved, the payout in flight), plus the lifetime totals the state does not keep,
 * summed from the same events so both always describe one history.
 */
export function walletAsOf(stream: readonly StoredEvent[], at: Date): WalletFigures {
  const events = eventsUpTo(stream, at);
  const state = foldEvents<AffiliateWalletEvent, WalletState>(events, initialState, evolve);
  const payout = state.payout;
  return {
    availableCents: state.availableCents,
    reservedCents: state.reservedCents,
    payoutInFlight: payout ? { payoutId: payout.payoutId, amountCents: payout.amountCents, feeCents: payout.feeCents, netCents: payout.netCents } : null,
    totalEarnedCents: sumOf(events, 'CommissionCredited'),
    paidOutCents: sumOf(events, 'PayoutCompleted'),
    paidOutNetCents: sumOf(events, 'PayoutCompleted', 'netCents'),
    clawedBackCents: sumOf(events, 'CommissionClawedBack'),
    events: newestFirst(events),
  };
}
