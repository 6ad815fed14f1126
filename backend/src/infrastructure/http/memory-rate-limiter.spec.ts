import { MemoryRateLimiter } from './memory-rate-limiter';
import { TooManyRequests } from './too-many-requests.exception';

describe('MemoryRateLimiter', () => {
  it('allows max hits per window, refuses the next with 429, and resets with the next window', () => {
    let clock = 0;
    const limiter = new MemoryRateLimiter(() => clock);
    for (let i = 0; i < 3; i++) limiter.hit('ip:1', 3, 60, 'tracking');
    expect(() => limiter.hit('ip:1', 3, 60, 'tracking')).toThrow('Too many tracking requests. Please wait 60 seconds');
    limiter.hit('ip:2', 3, 60, 'tracking'); // other keys are counted apart
    clock = 60_000;
    expect(() => limiter.hit('ip:1', 3, 60, 'tracking')).not.toThrow();
  });

  it('says how many seconds remain in the window, for Retry-After', () => {
    let clock = 0;
    const limiter = new MemoryRateLimiter(() => clock);
    limiter.hit('ip:1', 1, 60, 'tracking');
    clock = 45_500;
    let thrown: unknown;
    try {
      limiter.hit('ip:1', 1, 60, 'tracking');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TooManyRequests);
    expect((thrown as TooManyRequests).getStatus()).toBe(429);
    expect((thrown as TooManyRequests).retryAfterSeconds).toBe(15);
  });
});
