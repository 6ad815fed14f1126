import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { clickListRow } from './click-list.rows';

const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e1', type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: '2026-01-01T00:00:00Z' },
  schemaVersion: 1, streamId: 'clicks-1', streamPosition: 1, position: encodePosition(1, 1), recordedAt: new Date(),
});

describe('click list rows', () => {
  it('adds one row per recorded click, UTM as JSON', () => {
    const utm = { source: 'x', medium: null, campaign: null, content: null, term: null };
    expect(clickListRow(stored('ClickRecorded', {
      clickId: 'c1', programId: 'p1', membershipId: null, referralCode: 'abc', utm, referrer: null, ipHash: 'i', userAgentHash: 'u', clickedAt: '2026-01-01T00:00:00Z',
    }))).toEqual({
      id: 'c1', program_id: 'p1', membership_id: null, referral_code: 'abc', utm: JSON.stringify(utm), referrer: null, ip_hash: 'i', user_agent_hash: 'u', clicked_at: '2026-01-01T00:00:00Z',
    });
  });

  it('ignores events of other streams', () => {
    expect(clickListRow(stored('CallBooked', {}))).toBeNull();
  });
});
