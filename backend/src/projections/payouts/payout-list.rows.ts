import type { PayoutCompleted, PayoutFailed, PayoutRequested } from '../../domain/affiliate-wallet/affiliate-wallet.events';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';

export type PayoutRow = {
  id: string;
  affiliateId: string;
  amountCents: number;
  revenueCents: number;
  feeCents: number;
  createdAt: string;
};

export type PayoutSettlement = {
  id: string;
  status: 'completed' | 'failed';
  failureReason: string | null;
  processorTransferId: string | null;
  settledAt: string;
};

export type PayoutListChange = { kind: 'requested'; row: PayoutRow } | { kind: 'settled'; settlement: PayoutSettlement };

/** How one wallet event changes `payout_list` (pure); null for events that do not concern payouts. */
export function payoutListChange(event: StoredEvent): PayoutListChange | null {
  switch (event.type) {
    case 'PayoutRequested': {
      const e = event.data as Omit<PayoutRequested, 'type'>;
      return {
        kind: 'requested',
        row: { id: e.payoutId, affiliateId: e.affiliateId, amountCents: e.netCents, revenueCents: e.amountCents, feeCents: e.feeCents, createdAt: e.requestedAt },
      };
    }
    case 'PayoutCompleted': {
      const e = event.data as Omit<PayoutCompleted, 'type'>;
      return { kind: 'settled', settlement: { id: e.payoutId, status: 'completed', failureReason: null, processorTransferId: e.processorTransferId, settledAt: e.completedAt } };
    }
    case 'PayoutFailed': {
      const e = event.data as Omit<PayoutFailed, 'type'>;
      return { kind: 'settled', settlement: { id: e.payoutId, status: 'failed', failureReason: e.reason, processorTransferId: null, settledAt: e.failedAt } };
    }
    default:
      return null;
  }
}
