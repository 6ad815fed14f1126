import { TooManyRequests } from './too-many-requests.exception';

/**
 * Per-instance fixed windows in memory, for the hottest public path (tracking clicks), where a
 * database write per request would cost more than the request itself. With N instances a client
 * gets up to N times the limit: acceptable for abuse control of clicks; sign-in, signup and
 * booking keep the shared PostgreSQL limiter (rate-limiter.ts).
 */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, max: number, windowSeconds: number, action: string): void {
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(this.now() / windowMs) * windowMs;
    const current = this.windows.get(key);
    const window = current && current.start === start ? current : { start, hits: 0 };
    window.hits += 1;
    this.windows.set(key, window);
    if (this.windows.size > 50_000) this.evictOld(start);
    if (window.hits > max) {
      const seconds = Math.max(1, Math.ceil((start + windowMs - this.now()) / 1000));
      throw new TooManyRequests(`Too many ${action} requests. Please wait ${seconds} seconds and try again.`, seconds);
    }
  }

  private evictOld(currentStart: number): void {
    for (const [key, window] of this.windows) if (window.start < currentStart) this.windows.delete(key);
  }
}
