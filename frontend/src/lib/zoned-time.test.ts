import { addDays, dateInZone, dayOfWeek, formatTimeInZone, sundayOf, zonedTimeToInstant } from './zoned-time';

describe('zoned time', () => {
  it('turns a wall-clock time in a zone into the instant', () => {
    expect(zonedTimeToInstant('2025-08-12', 9, 0, 'America/New_York').toISOString()).toBe('2025-08-12T13:00:00.000Z');
    expect(zonedTimeToInstant('2025-01-14', 9, 30, 'America/New_York').toISOString()).toBe('2025-01-14T14:30:00.000Z');
    expect(zonedTimeToInstant('2025-08-12', 6, 0, 'Asia/Kolkata').toISOString()).toBe('2025-08-12T00:30:00.000Z');
    // The Sunday daylight saving starts in New York: 06:00 is already EDT.
    expect(zonedTimeToInstant('2025-03-09', 6, 0, 'America/New_York').toISOString()).toBe('2025-03-09T10:00:00.000Z');
  });

  it('reads the calendar date in a zone', () => {
    const instant = new Date('2025-08-17T02:00:00Z');
    expect(dateInZone(instant, 'America/Los_Angeles')).toBe('2025-08-16');
    expect(dateInZone(instant, 'Europe/Berlin')).toBe('2025-08-17');
  });

  it('finds the Sunday a week starts on', () => {
    expect(dayOfWeek('2025-08-10')).toBe(0);
    expect(sundayOf('2025-08-16')).toBe('2025-08-10');
    expect(sundayOf('2025-08-10')).toBe('2025-08-10');
    expect(addDays('2025-08-31', 1)).toBe('2025-09-01');
  });

  it('formats a time on the zone clock', () => {
    expect(formatTimeInZone(new Date('2025-08-12T13:00:00Z'), 'America/New_York')).toBe('9:00 AM');
  });
});
