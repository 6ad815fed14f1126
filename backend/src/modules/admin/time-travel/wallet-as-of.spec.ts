import { encodePosition, type StoredEvent } from '../../../infrastructure/event-store/event-store.port';
import { eventsUpTo } from './stream-as-of';
import { walletAsOf } from './wallet-as-of';

let seq = 0;
const stored = (type: string, data: Record<string, unknown>, occurredAt: string): StoredEvent => {
  seq += 1;
  return {
    eventId: `ev-${seq}`, type, data: { affiliateId: 'a1', ...data }, schemaVersion: 1, streamId: 'affiliate-wallet-a1', streamPosition: seq,
    metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt }, position: encodePosition(1, seq), recordedAt: new Date(occurredAt),
  };
};

const credit = stored('CommissionCredited', { callId: 'c1', merchantId: 'm1', amountCents: 5000 }, '2026-10-01T10:00:00.000Z');
const credit2 = stored('CommissionCredited', { callId: 'c2', merchantId: 'm1', amountCents: 1235 }, '2026-10-02T10:00:00.000Z');
const requested = stored('PayoutRequested', { payoutId: 'p1', amountCents: 6235, feeCents: 25, netCents: 6210 }, '2026-10-03T10:00:00.000Z');
const completed = stored('PayoutCompleted', { payoutId: 'p1', processorTransferId: 'tr_1', amountCents: 6235, feeCents: 25, netCents: 6210 }, '2026-10-03T10:00:01.000Z');
const clawback = stored('CommissionClawedBack', { callId: 'c1', merchantId: 'm1', amountCents: 5000 }, '2026-10-20T10:00:00.000Z');
const stream = [credit, credit2, requested, completed, clawback];

describe('a wallet as of an instant', () => {
  it('is empty before its first event', () => {
    const wallet = walletAsOf(stream, new Date('2026-10-01T09:59:59.999Z'));
    expect(wallet).toMatchObject({ availableCents: 0, reservedCents: 0, totalEarnedCents: 0, paidOutCents: 0, events: [] });
  });

  it('counts an event at exactly the instant asked about', () => {
    const wallet = walletAsOf(stream, new Date('2026-10-01T10:00:00.000Z'));
    expect(wallet).toMatchObject({ availableCents: 5000, totalEarnedCents: 5000 });
    expect(wallet.events.map((e) => e.eventId)).toEqual([credit.eventId]);
  });

  it('holds the payout in flight between its request and its completion', () => {
    const wallet = walletAsOf(stream, new Date('2026-10-03T10:00:00.500Z'));
    expect(wallet).toMatchObject({ availableCents: 0, reservedCents: 6235, paidOutCents: 0, payoutInFlight: { payoutId: 'p1', amountCents: 6235, feeCents: 25, netCents: 6210 } });
  });

  it('shows a clawback after a payout as a negative balance, newest event first', () => {
    const wallet = walletAsOf(stream, new Date('2026-10-31T23:59:59Z'));
    expect(wallet).toMatchObject({ availableCents: -5000, reservedCents: 0, payoutInFlight: null, totalEarnedCents: 6235, paidOutCents: 6235, paidOutNetCents: 6210, clawedBackCents: 5000 });
    expect(wallet.events.map((e) => [e.type, e.amountCents])).toEqual([
      ['CommissionClawedBack', 5000], ['PayoutCompleted', 6235], ['PayoutRequested', 6235], ['CommissionCredited', 1235], ['CommissionCredited', 5000],
    ]);
  });

  it('folds only the prefix of the stream: a later event stamped earlier waits for the ones before it', () => {
    const skewed = stored('CommissionCredited', { callId: 'c3', merchantId: 'm1', amountCents: 700 }, '2026-09-01T00:00:00.000Z');
    expect(eventsUpTo([credit, credit2, skewed], new Date('2026-10-01T12:00:00Z')).map((e) => e.eventId)).toEqual([credit.eventId]);
  });
});
