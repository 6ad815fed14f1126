import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { loadMembership } from '../../domain/membership/membership.stream';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';

export const AFFILIATE_MISSING = 'This booking link is missing its affiliate; ask for a new link.';

export interface Attributed {
  membershipId: string;
  affiliateId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Which affiliate a booking belongs to (attribution is server-side). A referral code
 * names a program, shared by all its affiliates, so links carry `aff=<membership id>` too. Without
 * a usable one, a program with exactly one live membership credits it; otherwise nobody is guessed.
 * Whether a membership is live and of this program is its own stream's answer, so an affiliate
 * removed a moment ago is not credited while the membership list catches up
 * (docs/architecture/invariants.md); the list only names the candidates of a link without `aff`.
 */
@Injectable()
export class Attribution {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async membershipFor(programId: string, preferred: readonly (string | null | undefined)[]): Promise<Attributed | null> {
    for (const candidate of preferred) {
      if (!isUuid(candidate)) continue;
      const live = await this.liveIn(programId, candidate);
      if (live) return live;
    }
    const { rows } = await this.pool.query(`SELECT id FROM membership_list WHERE program_id = $1 AND removed_at IS NULL LIMIT 2`, [programId]);
    return rows.length === 1 ? this.liveIn(programId, rows[0].id) : null;
  }

  private async liveIn(programId: string, membershipId: string): Promise<Attributed | null> {
    const membership = await loadMembership(this.store, membershipId);
    return membership.status === 'active' && membership.programId === programId ? { membershipId, affiliateId: membership.affiliateId } : null;
  }
}
