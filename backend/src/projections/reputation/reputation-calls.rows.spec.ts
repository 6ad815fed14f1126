import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { reputationCallChange } from './reputation-calls.rows';

const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e1', type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: '2026-01-01T00:00:00Z' },
  schemaVersion: 1, streamId: 'call-c1', streamPosition: 1, position: encodePosition(1, 1), recordedAt: new Date(),
});

describe('reputation call rows', () => {
  it('adds a row with the parties, the booking and the time the call is held', () => {
    const change = reputationCallChange(stored('CallBooked', {
      callId: 'c1', programId: 'p1', membershipId: 'ms1', affiliateId: 'a1', merchantId: 'm1', payoutCents: 5000, customerName: 'Ann', customerEmail: 'ann@example.com',
      scheduledAt: '2026-01-05T10:00:00Z', bookedAt: '2026-01-01T09:00:00Z',
    }));
    expect(change).toEqual({
      kind: 'insert',
      row: { call_id: 'c1', program_id: 'p1', merchant_id: 'm1', affiliate_id: 'a1', booked_at: '2026-01-01T09:00:00Z', scheduled_at: '2026-01-05T10:00:00Z' },
    });
  });

  it('moves the scheduled time when the call is rescheduled', () => {
    expect(reputationCallChange(stored('CallRescheduled', { callId: 'c1', previousScheduledAt: 't0', scheduledAt: 't1', rescheduledAt: 't' }))).toEqual({
      kind: 'update', callId: 'c1', set: { scheduled_at: 't1' }, setOnce: {},
    });
  });

  it("keeps the merchant's first act as the decision: the first approval attempt or the rejection", () => {
    expect(reputationCallChange(stored('ApprovalStarted', { callId: 'c1', merchantId: 'm1', startedAt: 't2' }))).toEqual({
      kind: 'update', callId: 'c1', set: {}, setOnce: { decided_at: 't2' },
    });
    expect(reputationCallChange(stored('CallApproved', { callId: 'c1', merchantId: 'm1', affiliateId: 'a1', payoutCents: 5000, approvedAt: 't3' }))).toEqual({
      kind: 'update', callId: 'c1', set: {}, setOnce: { outcome: 'approved' },
    });
    expect(reputationCallChange(stored('CallRejected', { callId: 'c1', merchantId: 'm1', affiliateId: 'a1', reason: 'no-show', note: null, rejectedAt: 't4' }))).toEqual({
      kind: 'update', callId: 'c1', set: { rejection_reason: 'no-show' }, setOnce: { decided_at: 't4', outcome: 'rejected' },
    });
  });

  it('follows the dispute from open to how it ended', () => {
    expect(reputationCallChange(stored('DisputeRaised', { callId: 'c1', disputeId: 'd1', raisedBy: 'affiliate', raisedAt: 't5' }))).toEqual({
      kind: 'update', callId: 'c1', set: { dispute_status: 'open' }, setOnce: {},
    });
    expect(reputationCallChange(stored('DisputeDenied', { callId: 'c1', disputeId: 'd1', resolvedAt: 't6' }))?.kind).toBe('update');
    expect(reputationCallChange(stored('DisputeDenied', { callId: 'c1' }))).toMatchObject({ set: { dispute_status: 'denied' } });
    expect(reputationCallChange(stored('DisputeUpheld', { callId: 'c1', raisedBy: 'merchant' }))).toMatchObject({ set: { dispute_status: 'upheld' } });
  });

  it('ignores the money and the steps of an uphold in flight', () => {
    for (const type of ['MerchantCharged', 'ChargeDeclined', 'ChargeRefunded', 'DisputeUpholdStarted', 'DisputeUpholdFailed', 'CallCanceled', 'CommissionCredited']) {
      expect(reputationCallChange(stored(type, { callId: 'c1' }))).toBeNull();
    }
  });
});
