import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { accountSuspensionChange } from './account-suspensions.rows';

/** `account_suspensions` (migration 18): every suspension of an account, open until reinstated. Idempotent per event. */
export class AccountSuspensionsProjection implements Projection {
  readonly name = 'account-suspensions';
  readonly tables = ['account_suspensions'];
  readonly eventTypes = ['AccountSuspended', 'AccountReinstated'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    for (const event of events) {
      const change = accountSuspensionChange(event);
      if (!change) continue;
      if (change.kind === 'open') {
        await tx.query(
          `INSERT INTO account_suspensions (id, user_id, role, reason, suspended_by, suspended_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [change.id, change.userId, change.role, change.reason, change.suspendedBy, change.suspendedAt],
        );
      } else {
        await tx.query(
          `UPDATE account_suspensions SET reinstated_by = $2, reinstated_at = $3, note = $4 WHERE user_id = $1 AND reinstated_at IS NULL`,
          [change.userId, change.reinstatedBy, change.reinstatedAt, change.note],
        );
      }
    }
  }
}
