import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { membershipListChange } from './membership-list.rows';

/** `membership_list`: who belongs to which program, which membership is primary. */
export class MembershipListProjection implements Projection {
  readonly name = 'membership-list';
  readonly tables = ['membership_list'];
  readonly eventTypes = ['AffiliateJoinedProgram', 'MembershipMadePrimary', 'MembershipPrimaryRevoked', 'AffiliateRemovedFromProgram'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    for (const event of events) {
      const change = membershipListChange(event);
      if (!change) continue;
      if (change.kind === 'insert') {
        const r = change.row;
        await tx.query(
          `INSERT INTO membership_list (id, affiliate_id, program_id, merchant_id, is_primary, joined_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [r.id, r.affiliateId, r.programId, r.merchantId, r.isPrimary, r.joinedAt],
        );
      } else if (change.kind === 'primary') {
        await tx.query(`UPDATE membership_list SET is_primary = $2 WHERE id = $1`, [change.id, change.isPrimary]);
      } else {
        await tx.query(`UPDATE membership_list SET removed_at = $2, is_primary = false WHERE id = $1`, [change.id, change.removedAt]);
      }
    }
  }
}
