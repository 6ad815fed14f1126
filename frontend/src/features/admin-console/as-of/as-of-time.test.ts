import { endOfYesterday, instantOf, localValueOf } from './as-of-time';

const now = new Date('2026-11-01T15:00:00.000Z');

describe('as-of times in the admin zone', () => {
  it('defaults to the end of yesterday on the admin clock', () => {
    expect(endOfYesterday(now, 'America/New_York')).toBe('2026-10-31T23:59:59');
    // Already November 2 in Tokyo.
    expect(endOfYesterday(new Date('2026-11-01T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-01T23:59:59');
  });

  it('reads a wall-clock value as the end of the second it shows, across a daylight-saving change', () => {
    expect(instantOf('2026-10-31T23:59:59', 'America/New_York', now)).toBe('2026-11-01T03:59:59.999Z');
    expect(instantOf('2026-11-01T09:00:00', 'America/New_York', new Date('2026-11-02T00:00:00Z'))).toBe('2026-11-01T14:00:00.999Z');
    expect(instantOf('2026-10-31T23:59', 'UTC', now)).toBe('2026-10-31T23:59:59.999Z');
    expect(instantOf('2026-10-31T23:59:58.000', 'UTC', now)).toBe('2026-10-31T23:59:58.999Z');
  });

  it('asks about now rather than the future, and refuses what is not a time', () => {
    expect(instantOf('2026-11-01T23:00:00', 'UTC', now)).toBe(now.toISOString());
    expect(instantOf('', 'UTC', now)).toBeNull();
    expect(instantOf('yesterday', 'UTC', now)).toBeNull();
  });

  it('shows an instant back on the admin clock', () => {
    expect(localValueOf('2026-11-01T03:59:59.999Z', 'America/New_York')).toBe('2026-10-31T23:59:59');
    expect(localValueOf('nonsense', 'UTC')).toBeNull();
  });
});
