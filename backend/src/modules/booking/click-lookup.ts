import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ClickRecorded } from '../../domain/click/click.events';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { isUuid } from './attribution';
import { ClickBuffer } from './click-buffer';

/**
 * A tracking click by id: from this instance's recent clicks (a booking may come before the
 * click is stored or projected), else from `click_list`.
 */
@Injectable()
export class ClickLookup {
  constructor(
    private readonly buffer: ClickBuffer,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async find(clickId: string): Promise<ClickRecorded | null> {
    if (!isUuid(clickId)) return null;
    const id = clickId.toLowerCase();
    const recent = this.buffer.find(id);
    if (recent) return recent;
    const { rows } = await this.pool.query(
      `SELECT id, program_id, membership_id, referral_code, utm, referrer, ip_hash, user_agent_hash, clicked_at FROM click_list WHERE id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      type: 'ClickRecorded',
      clickId: r.id,
      programId: r.program_id,
      membershipId: r.membership_id,
      referralCode: r.referral_code,
      utm: r.utm,
      referrer: r.referrer,
      ipHash: r.ip_hash,
      userAgentHash: r.user_agent_hash,
      clickedAt: r.clicked_at.toISOString(),
    };
  }
}
