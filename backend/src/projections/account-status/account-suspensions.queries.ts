import type { AccountSuspension } from '@leadledger/contracts/account-status';
import type { Pool } from 'pg';

/**
 * Which of these users are suspended now, as far as the read model has caught up: for lists only.
 * Sign-in, sessions and links ask the account's stream (docs/architecture/invariants.md).
 */
export async function suspendedAmong(pool: Pool, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await pool.query(`SELECT user_id FROM account_suspensions WHERE reinstated_at IS NULL AND user_id = ANY($1::uuid[])`, [userIds]);
  return new Set(rows.map((r) => r.user_id as string));
}

/** Every suspension of one account, newest first, with the admins' emails. */
export async function suspensionsOf(pool: Pool, userId: string): Promise<AccountSuspension[]> {
  const { rows } = await pool.query(
    `SELECT s.reason, s.suspended_by, s.suspended_at, s.reinstated_by, s.reinstated_at, s.note, sb.email AS suspended_by_email, rb.email AS reinstated_by_email
     FROM account_suspensions s
     LEFT JOIN users sb ON sb.id = s.suspended_by
     LEFT JOIN users rb ON rb.id = s.reinstated_by
     WHERE s.user_id = $1 ORDER BY s.suspended_at DESC, s.id`,
    [userId],
  );
  return rows.map((r) => ({
    reason: r.reason,
    suspendedBy: r.suspended_by,
    suspendedByEmail: r.suspended_by_email ?? null,
    suspendedAt: r.suspended_at.toISOString(),
    reinstatedBy: r.reinstated_by ?? null,
    reinstatedByEmail: r.reinstated_by_email ?? null,
    reinstatedAt: r.reinstated_at ? r.reinstated_at.toISOString() : null,
    note: r.note ?? null,
  }));
}
