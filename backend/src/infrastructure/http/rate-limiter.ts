import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_FAST_POOL } from '../database/database.tokens';
import { TooManyRequests } from './too-many-requests.exception';

export interface RateLimit {
  /** What is being limited, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every app instance shares them (sessions live in the
 * database for the same reason). One upsert per check, on connections with asynchronous commit.
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(PG_FAST_POOL) private readonly pool: Pool) {}

  /**
   * Counts a hit on each limit in order; throws 429 (with Retry-After) at the first one exceeded,
   * so the limits after it do not count that attempt.
   */
  async hit(limits: RateLimit[], action: string): Promise<void> {
    for (const limit of limits) {
      // Named, parsed once per connection: every limited request runs it (event-store/postgres-event-store.ts).
      const { rows } = await this.pool.query({
        name: 'rate-limit-hit',
        text: `INSERT INTO rate_limit_hits (key, window_start, hits)
         VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
         RETURNING hits, extract(epoch FROM (window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
        values: [limit.key, limit.windowSeconds],
      });
      if (rows[0].hits > limit.max) {
        const seconds = Math.max(1, Number(rows[0].retry_after));
        const minutes = Math.ceil(seconds / 60);
        throw new TooManyRequests(`Too many ${action} attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, seconds);
      }
    }
    if (Math.random() < 0.01) {
      await this.pool.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`);
    }
  }
}
