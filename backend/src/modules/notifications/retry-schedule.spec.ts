import { MAX_ATTEMPTS, nextAttemptAt } from './retry-schedule';

describe('email retry schedule', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const after = (attempts: number) => {
    const at = nextAttemptAt(attempts, now);
    return at && (at.getTime() - now.getTime()) / 1000;
  };

  it('backs off from 30 seconds to 6 hours', () => {
    expect([1, 2, 3, 4, 5].map(after)).toEqual([30, 120, 600, 3600, 21600]);
  });

  it('gives up after the sixth attempt', () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect(after(6)).toBeNull();
    expect(after(7)).toBeNull();
  });
});
