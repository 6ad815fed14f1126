import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { activityRows } from './activity-by-day.rows';

describe('activity by day', () => {
  it('counts events per UTC day and type, by the time they happened', () => {
    const rows = activityRows([
      stored('CallBooked', '2026-03-01T23:59:59.999Z'),
      stored('CallBooked', '2026-03-01T08:00:00.000Z'),
      stored('CallApproved', '2026-03-01T09:00:00.000Z'),
      stored('CallBooked', '2026-03-02T00:00:00.000Z'),
    ]);
    expect(rows).toEqual([
      { day: '2026-03-01', eventType: 'CallBooked', count: 2 },
      { day: '2026-03-01', eventType: 'CallApproved', count: 1 },
      { day: '2026-03-02', eventType: 'CallBooked', count: 1 },
    ]);
  });

  it('gives no rows for no events', () => {
    expect(activityRows([])).toEqual([]);
  });
});

function stored(type: string, occurredAt: string): StoredEvent {
  return {
    eventId: `${type}-${occurredAt}`,
    type,
    data: {},
    metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt },
    schemaVersion: 1,
    streamId: 'call-1',
    streamPosition: 1,
    position: encodePosition(1, 1),
    recordedAt: new Date('2030-01-01T00:00:00Z'),
  };
}
