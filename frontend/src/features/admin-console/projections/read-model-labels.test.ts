import { readModelStatusLabel } from './read-model-status-badge';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2025-08-08T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [3, 'just now'],
    [42, '42 seconds ago'],
    [60 * 5, '5 minutes ago'],
    [3600 * 3, '3 hours ago'],
    [86400, 'yesterday'],
    [86400 * 45, 'last month'],
  ])('%i s ago reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });
});

describe('readModelStatusLabel', () => {
  it.each([
    [{ lag: 0, parked: null }, 'Live'],
    [{ lag: 1, parked: null }, 'Behind 1 event'],
    [{ lag: 1000, parked: null }, 'Behind 1,000 events'],
    [{ lag: 1001, parked: null }, 'Behind 1,000+ events'],
    [{ lag: 0, parked: { eventId: 'e', eventType: 'T', error: 'x', parkedAt: '2025-08-08T12:00:00.000Z' } }, 'Parked'],
  ])('%j reads "%s"', (status, text) => {
    expect(readModelStatusLabel(status)).toBe(text);
  });
});
