import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { sumDeltas, walletDelta } from './wallet-balances.rows';

const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e', type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: 't' },
  schemaVersion: 1, streamId: 'affiliate-wallet-a1', streamPosition: 1, position: encodePosition(1, 1), recordedAt: new Date(),
});

describe('wallet balance deltas', () => {
  it('follows a credit, a payout that fails, one that completes and a clawback', () => {
    const events = [
      stored('CommissionCredited', { affiliateId: 'a1', callId: 'c1', merchantId: 'm1', amountCents: 5000, creditedAt: 't' }),
      stored('PayoutRequested', { affiliateId: 'a1', payoutId: 'p1', amountCents: 5000, feeCents: 25, netCents: 4975 }),
      stored('PayoutFailed', { affiliateId: 'a1', payoutId: 'p1', amountCents: 5000 }),
      stored('CommissionCredited', { affiliateId: 'a1', callId: 'c2', merchantId: 'm1', amountCents: 1000, creditedAt: 't' }),
      stored('PayoutRequested', { affiliateId: 'a1', payoutId: 'p2', amountCents: 6000, feeCents: 25, netCents: 5975 }),
      stored('PayoutCompleted', { affiliateId: 'a1', payoutId: 'p2', amountCents: 6000, feeCents: 25, netCents: 5975 }),
      stored('CommissionClawedBack', { affiliateId: 'a1', callId: 'c2', merchantId: 'm1', amountCents: 1000 }),
      stored('CallBooked', { callId: 'c3' }),
    ];
    const deltas = events.map(walletDelta).filter((d) => d !== null);
    expect(deltas).toHaveLength(7);
    expect(deltas[0].credit).toEqual({ callId: 'c1', merchantId: 'm1', amountCents: 5000, creditedAt: 't' });
    expect(sumDeltas(deltas)).toEqual([
      { affiliateId: 'a1', availableCents: -1000, reservedCents: 0, creditedTotalCents: 6000, paidTotalCents: 6000, credit: null },
    ]);
  });
});
