import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { disputeListChange } from './dispute-list.rows';

const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e1', type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: '2026-01-01T00:00:00Z' },
  schemaVersion: 1, streamId: 'call-c1', streamPosition: 1, position: encodePosition(1, 1), recordedAt: new Date(),
});

describe('dispute list rows', () => {
  it('adds an open row when a dispute is raised', () => {
    const change = disputeListChange(stored('DisputeRaised', {
      callId: 'c1', disputeId: 'd1', programId: 'p1', merchantId: 'm1', affiliateId: 'a1', raisedBy: 'merchant', raisedByUserId: 'm1', reason: 'No show at all.', raisedAt: 't0',
    }));
    expect(change).toEqual({
      kind: 'insert',
      row: { id: 'd1', call_id: 'c1', merchant_id: 'm1', affiliate_id: 'a1', program_id: 'p1', raised_by: 'merchant', raised_by_user_id: 'm1', status: 'open', reason: 'No show at all.', raised_at: 't0' },
    });
  });

  it('goes resolving on uphold, back to open with the reason on a failure, then upheld', () => {
    expect(disputeListChange(stored('DisputeUpholdStarted', { callId: 'c1', note: 'Yes.', resolvedBy: 'admin1' }))).toEqual({
      kind: 'update', callId: 'c1', set: { status: 'resolving', resolution_note: 'Yes.', resolved_by: 'admin1', last_failure: null },
    });
    expect(disputeListChange(stored('DisputeUpholdFailed', { callId: 'c1', reason: 'The card was declined.' }))).toEqual({
      kind: 'update', callId: 'c1', set: { status: 'open', resolution_note: null, resolved_by: null, last_failure: 'The card was declined.' },
    });
    expect(disputeListChange(stored('DisputeUpheld', { callId: 'c1', note: 'Yes.', resolvedBy: 'admin1', resolvedAt: 't1' }))).toEqual({
      kind: 'update', callId: 'c1', set: { status: 'upheld', resolution_note: 'Yes.', resolved_by: 'admin1', resolved_at: 't1', last_failure: null },
    });
  });

  it('closes a denied dispute with the note, and marks the clawback of an upheld one', () => {
    expect(disputeListChange(stored('DisputeDenied', { callId: 'c1', note: 'No.', resolvedBy: 'admin1', resolvedAt: 't1' }))).toEqual({
      kind: 'update', callId: 'c1', set: { status: 'denied', resolution_note: 'No.', resolved_by: 'admin1', resolved_at: 't1' },
    });
    expect(disputeListChange(stored('CommissionClawedBack', { callId: 'c1', clawedBackAt: 't2' }))).toEqual({ kind: 'update', callId: 'c1', set: { clawed_back_at: 't2' } });
  });

  it('ignores everything else', () => {
    for (const type of ['CallBooked', 'ChargeRefunded', 'CommissionCredited', 'MerchantCharged']) expect(disputeListChange(stored(type, { callId: 'c1' }))).toBeNull();
  });
});
