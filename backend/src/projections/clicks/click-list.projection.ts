import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { clickListRow } from './click-list.rows';

/** `click_list`: tracking clicks, for attribution look-ups and click counts. Set-based and idempotent per event. */
export class ClickListProjection implements Projection {
  readonly name = 'click-list';
  readonly tables = ['click_list'];
  readonly eventTypes = ['ClickRecorded'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const rows = events.map(clickListRow).filter((r) => r !== null);
    if (rows.length === 0) return;
    const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
    await tx.query(
      `INSERT INTO click_list (id, program_id, membership_id, referral_code, utm, referrer, ip_hash, user_agent_hash, clicked_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::jsonb[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
       ON CONFLICT (id) DO NOTHING`,
      [column('id'), column('program_id'), column('membership_id'), column('referral_code'), column('utm'), column('referrer'), column('ip_hash'), column('user_agent_hash'), column('clicked_at')],
    );
  }
}
