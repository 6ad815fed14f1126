import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { payoutListChange } from './payout-list.rows';

const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e', type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: 't' },
  schemaVersion: 1, streamId: 'affiliate-wallet-a1', streamPosition: 1, position: encodePosition(1, 1), recordedAt: new Date(),
});

describe('payout list changes', () => {
  it('records a request with net, gross and fee, then its settlement', () => {
    expect(payoutListChange(stored('PayoutRequested', { affiliateId: 'a1', payoutId: 'p1', amountCents: 5000, feeCents: 25, netCents: 4975, requestedAt: 't1' }))).toEqual({
      kind: 'requested', row: { id: 'p1', affiliateId: 'a1', amountCents: 4975, revenueCents: 5000, feeCents: 25, createdAt: 't1' },
    });
    expect(payoutListChange(stored('PayoutCompleted', { affiliateId: 'a1', payoutId: 'p1', processorTransferId: 'tr_1', amountCents: 5000, feeCents: 25, netCents: 4975, completedAt: 't2' }))).toEqual({
      kind: 'settled', settlement: { id: 'p1', status: 'completed', failureReason: null, processorTransferId: 'tr_1', settledAt: 't2' },
    });
    expect(payoutListChange(stored('PayoutFailed', { affiliateId: 'a1', payoutId: 'p2', amountCents: 5000, reason: 'no', failedAt: 't3' }))).toEqual({
      kind: 'settled', settlement: { id: 'p2', status: 'failed', failureReason: 'no', processorTransferId: null, settledAt: 't3' },
    });
    expect(payoutListChange(stored('CommissionCredited', { affiliateId: 'a1' }))).toBeNull();
  });
});
