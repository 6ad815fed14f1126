import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import type { UserEntity } from '../../../infrastructure/database/entities/user.entity';
import { ClientFingerprint } from '../../tracking/client-fingerprint';

/**
 * The networks an affiliate signs in from, as keyed IP hashes only: a booking from one of them is
 * flagged as the affiliate booking themself (docs/product/lead-quality.md, Signals).
 * Merchants and admins are not recorded: nothing asks about them.
 */
@Injectable()
export class AffiliateIpSightings {
  private readonly logger = new Logger('AffiliateIpSightings');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly fingerprint: ClientFingerprint,
  ) {}

  /** A failure here never fails the sign-in: the signal is a hint, the session is what was asked for. */
  async signedIn(user: Pick<UserEntity, 'id' | 'role'>, ip: string | undefined, now: Date): Promise<void> {
    if (user.role !== 'affiliate' || !ip) return;
    try {
      await this.pool.query(
        `INSERT INTO affiliate_ip_sightings (user_id, ip_hash, last_seen_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, ip_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
        [user.id, this.fingerprint.hash('ip', ip), now.toISOString()],
      );
    } catch (error) {
      this.logger.warn(`could not note the sign-in network of affiliate ${user.id}: ${(error as Error).message}`);
    }
  }
}
