import type { AffiliateWalletEvent } from '../../domain/affiliate-wallet/affiliate-wallet.events';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { viewAs } from '../runner/domain-event-view';

/** How one wallet event moves an affiliate's buckets (integer cents; pure). */
export type WalletDelta = {
  affiliateId: string;
  availableCents: number;
  reservedCents: number;
  creditedTotalCents: number;
  paidTotalCents: number;
  /** Set for CommissionCredited: the call whose commission reached the wallet. */
  credit: { callId: string; merchantId: string; amountCents: number; creditedAt: string } | null;
};

const zero = (affiliateId: string): WalletDelta => ({ affiliateId, availableCents: 0, reservedCents: 0, creditedTotalCents: 0, paidTotalCents: 0, credit: null });

/** Mirrors affiliate-wallet.state.ts `evolve`, so the read model equals the stream's state. */
export function walletDelta(event: StoredEvent): WalletDelta | null {
  const { type, data: e } = viewAs<AffiliateWalletEvent>(event);
  switch (type) {
    case 'CommissionCredited':
      return {
        ...zero(e.affiliateId),
        availableCents: e.amountCents,
        creditedTotalCents: e.amountCents,
        credit: { callId: e.callId, merchantId: e.merchantId, amountCents: e.amountCents, creditedAt: e.creditedAt },
      };
    case 'PayoutRequested':
      return { ...zero(e.affiliateId), availableCents: -e.amountCents, reservedCents: e.amountCents };
    case 'PayoutCompleted':
      return { ...zero(e.affiliateId), reservedCents: -e.amountCents, paidTotalCents: e.amountCents };
    case 'PayoutFailed':
      return { ...zero(e.affiliateId), availableCents: e.amountCents, reservedCents: -e.amountCents };
    case 'CommissionClawedBack':
      return { ...zero(e.affiliateId), availableCents: -e.amountCents };
    default:
      return null;
  }
}

/** A batch's deltas summed per affiliate, so the writer upserts each wallet once. */
export function sumDeltas(deltas: WalletDelta[]): WalletDelta[] {
  const byAffiliate = new Map<string, WalletDelta>();
  for (const d of deltas) {
    const sum = byAffiliate.get(d.affiliateId) ?? zero(d.affiliateId);
    byAffiliate.set(d.affiliateId, {
      ...sum,
      availableCents: sum.availableCents + d.availableCents,
      reservedCents: sum.reservedCents + d.reservedCents,
      creditedTotalCents: sum.creditedTotalCents + d.creditedTotalCents,
      paidTotalCents: sum.paidTotalCents + d.paidTotalCents,
    });
  }
  return [...byAffiliate.values()];
}
