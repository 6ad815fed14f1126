import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

/**
 * "Exactly one primary membership per affiliate" spans several membership streams, so no single
 * stream version can guard it. Everything that changes who is primary (join, set primary,
 * removal) runs under a per-affiliate advisory lock and waits for the read model before letting
 * go, so the next holder decides on what the previous one did. Without it, concurrent joins or
 * set-primary requests left two or three primaries (affiliates.e2e.spec.ts reproduces it).
 * A session lock, not a transaction: nothing holds back the event readers meanwhile.
 */
@Injectable()
export class PrimaryMembershipLock {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async run<T>(affiliateId: string, work: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(`SELECT pg_advisory_lock(hashtextextended('primary-membership:' || $1, 0))`, [affiliateId]);
      try {
        return await work();
      } finally {
        await client.query(`SELECT pg_advisory_unlock(hashtextextended('primary-membership:' || $1, 0))`, [affiliateId]);
      }
    } finally {
      client.release();
    }
  }
}
