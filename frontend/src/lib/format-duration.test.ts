import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('says a wait the way a person would', () => {
    expect(formatDuration(0)).toBe('under a minute');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(45 * 60)).toBe('45 minutes');
    expect(formatDuration(3600)).toBe('1 hour');
    expect(formatDuration(2.5 * 3600)).toBe('2.5 hours');
    expect(formatDuration(30 * 3600)).toBe('30 hours');
    expect(formatDuration(2.5 * 86_400)).toBe('2.5 days');
    expect(formatDuration(12.4 * 86_400)).toBe('12 days');
  });
});
