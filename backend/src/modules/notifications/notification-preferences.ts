import { Inject, Injectable } from '@nestjs/common';
import type { NotificationKind, NotificationPreference } from '@leadledger/contracts/notification';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { NOTIFICATION_KINDS } from '../../projections/notifications/notification-kinds';

/**
 * A user's email choice per kind: a plain table, not events (docs/architecture/notifications.md,
 * Preferences): a setting the user flips, nothing else decides from it, and the delivery reads
 * it when it sends. No row: on.
 */
@Injectable()
export class EmailPreferences {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(userId: string): Promise<NotificationPreference[]> {
    const { rows } = await this.pool.query(`SELECT kind, email FROM notification_preferences WHERE user_id = $1`, [userId]);
    const chosen = new Map(rows.map((r) => [r.kind as string, r.email as boolean]));
    return NOTIFICATION_KINDS.map(({ kind, label }) => ({ kind, label, email: chosen.get(kind) ?? true }));
  }

  async set(userId: string, choices: readonly { kind: NotificationKind; email: boolean }[], now: Date): Promise<void> {
    if (choices.length === 0) return;
    await this.pool.query(
      `INSERT INTO notification_preferences (user_id, kind, email, updated_at)
       SELECT $1, kind, email, $3 FROM jsonb_to_recordset($2::jsonb) AS c(kind text, email boolean)
       ON CONFLICT (user_id, kind) DO UPDATE SET email = EXCLUDED.email, updated_at = EXCLUDED.updated_at`,
      [userId, JSON.stringify(choices), now.toISOString()],
    );
  }

  /** The unsubscribe link: false when the user no longer exists. */
  async turnOffEmail(userId: string, kind: NotificationKind, now: Date): Promise<boolean> {
    const { rows } = await this.pool.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
    if (rows.length === 0) return false;
    await this.set(userId, [{ kind, email: false }], now);
    return true;
  }
}
