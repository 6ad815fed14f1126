import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_FAST_POOL } from '../database/database.tokens';

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

  /** Counts a hit on every limit; throws 429 with a human message if any is exceeded. */
  async hit(limits: RateLimit[], action: string): Promise<void> {
    for (const limit of limits) {
      const { rows } = await this.pool.query(
        `INSERT INTO rate_limit_hits (key, window_start, hits)
         VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
         RETURNING hits, extract(epoch FROM (window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
        [limit.key, limit.windowSeconds],
      );
      if (rows[0].hits > limit.max) {
        const minutes = Math.max(1, Math.ceil(rows[0].retry_after / 60));
        throw new HttpException(
          { message: `Too many ${action} attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.` },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
    if (Math.random() < 0.01) {
      await this.pool.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`);
    }
  }
}
