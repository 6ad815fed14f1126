import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { callListChange } from './call-list.rows';

const booked = (extra: Record<string, unknown>): StoredEvent => ({
  eventId: 'e1',
  type: 'CallBooked',
  data: {
    callId: 'c1', merchantId: 'm1', programId: 'p1', membershipId: 'ms1', affiliateId: 'a1', customerName: 'Jo', customerEmail: 'jo@x.com',
    customerPhone: null, countryCode: null, customerCompany: null, scheduledAt: '2026-01-05T15:00:00Z', bookedAt: '2026-01-01T00:00:00Z',
    payoutCents: 5000, duplicateOf: null, source: 'booking-page', externalRef: null, clickId: null, meetingLink: null, ...extra,
  },
  metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: '2026-01-01T00:00:00Z' },
  schemaVersion: 1, streamId: 'call-1', streamPosition: 1, position: encodePosition(1, 1), recordedAt: new Date(),
});

describe('call list rows: lead quality (docs/product/lead-quality.md)', () => {
  it('keeps the score and the reasons, never the hashes', () => {
    const signals = [{ code: 'self-booking-email', detail: "The customer's email is the affiliate's own account email." }];
    const change = callListChange(booked({ quality: { score: 40, signals, ipHash: 'aa', deviceHash: 'bb' } }));
    expect(change).toMatchObject({ kind: 'insert', row: { quality_score: 40, quality_signals: signals } });
    expect(JSON.stringify(change)).not.toMatch(/aa|bb|Hash/);
  });

  it('leaves both empty for a call booked before lead quality', () => {
    expect(callListChange(booked({}))).toMatchObject({ kind: 'insert', row: { quality_score: null, quality_signals: null } });
  });
});
