import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

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
 * Which affiliate a booking belongs to (DESIGN.md 4, attribution is server-side). A referral code
 * names a program, shared by all its affiliates, so links carry `aff=<membership id>` too. Without
 * a usable one, a program with exactly one live membership credits it; otherwise nobody is guessed.
 */
@Injectable()
export class Attribution {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async membershipFor(programId: string, preferred: readonly (string | null | undefined)[]): Promise<Attributed | null> {
    for (const candidate of preferred) {
      if (!isUuid(candidate)) continue;
      const { rows } = await this.pool.query(
        `SELECT id, affiliate_id FROM membership_list WHERE id = $1 AND program_id = $2 AND removed_at IS NULL`,
        [candidate, programId],
      );
      if (rows[0]) return { membershipId: rows[0].id, affiliateId: rows[0].affiliate_id };
    }
    const { rows } = await this.pool.query(
      `SELECT id, affiliate_id FROM membership_list WHERE program_id = $1 AND removed_at IS NULL LIMIT 2`,
      [programId],
    );
    return rows.length === 1 ? { membershipId: rows[0].id, affiliateId: rows[0].affiliate_id } : null;
  }
}
