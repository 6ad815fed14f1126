import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { callListChange } from './call-list.rows';

const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e1', type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: '2026-01-01T00:00:00Z' },
  schemaVersion: 1, streamId: 'call-1', streamPosition: 1, position: encodePosition(1, 1), recordedAt: new Date(),
});

describe('call list rows', () => {
  it('adds a pending row with the customer keys used for duplicate detection', () => {
    const change = callListChange(stored('CallBooked', {
      callId: 'c1', merchantId: 'm1', programId: 'p1', membershipId: 'ms1', affiliateId: 'a1', customerName: 'Jo', customerEmail: 'J.O@X.com',
      customerPhone: '555 010 2000', countryCode: '+1', customerCompany: null, scheduledAt: '2026-01-05T15:00:00Z', bookedAt: '2026-01-01T00:00:00Z',
      payoutCents: 5000, duplicateOf: null, source: 'booking-page', externalRef: null, clickId: null, meetingLink: 'https://meet/x',
    }));
    expect(change).toMatchObject({ kind: 'insert', row: { id: 'c1', status: 'pending', customer_email_key: 'jo@x.com', customer_phone_key: '1:5550102000', meeting_link: 'https://meet/x' } });
  });

  it('marks an approval in flight, then approved; a decline clears the flag and keeps the reason', () => {
    expect(callListChange(stored('ApprovalStarted', { callId: 'c1', feeCents: 500, chargeCents: 5500 }))).toEqual({
      kind: 'update', id: 'c1', set: { approval_in_progress: true, fee_cents: 500, charge_cents: 5500, last_decline_reason: null },
    });
    expect(callListChange(stored('CallApproved', { callId: 'c1', approvedAt: 't' }))).toEqual({ kind: 'update', id: 'c1', set: { status: 'approved', approval_in_progress: false, decided_at: 't', approved_by: 'merchant' } });
    expect(callListChange(stored('CallApproved', { callId: 'c1', approvedAt: 't', approvedBy: 'deadline' }))).toMatchObject({ set: { approved_by: 'deadline' } });
    expect(callListChange(stored('CallRejected', { callId: 'c1', reason: 'spam', note: null, rejectedAt: 't' }))).toMatchObject({ set: { status: 'rejected', rejected_by: 'merchant' } });
    expect(callListChange(stored('CallRejected', { callId: 'c1', reason: 'spam', note: null, rejectedAt: 't', rejectedBy: 'admin' }))).toMatchObject({ set: { rejected_by: 'admin' } });
    expect(callListChange(stored('ChargeDeclined', { callId: 'c1', reason: 'The card was declined.' }))).toEqual({
      kind: 'update', id: 'c1', set: { approval_in_progress: false, last_decline_reason: 'The card was declined.' },
    });
  });

  it('follows a dispute: a refund rejects the call, an upheld affiliate dispute clears the rejection', () => {
    expect(callListChange(stored('ChargeRefunded', { callId: 'c1', refundedAt: 't' }))).toEqual({
      kind: 'update', id: 'c1', set: { status: 'rejected', rejection_reason: null, rejection_note: null, rejected_by: null, decided_at: 't' },
    });
    expect(callListChange(stored('DisputeUpheld', { callId: 'c1', raisedBy: 'affiliate' }))).toEqual({ kind: 'update', id: 'c1', set: { rejection_reason: null, rejection_note: null, rejected_by: null } });
    expect(callListChange(stored('DisputeUpheld', { callId: 'c1', raisedBy: 'merchant' }))).toBeNull();
    expect(callListChange(stored('DisputeRaised', { callId: 'c1' }))).toBeNull();
  });

  it('ignores events of other streams', () => {
    expect(callListChange(stored('ProgramCreated', {}))).toBeNull();
  });
});
