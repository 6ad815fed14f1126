import { Inject, Injectable } from '@nestjs/common';
import type { Notification, NotificationPage, OutboxEmail } from '@leadledger/contracts/notification';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

const UNREAD = `SELECT count(*)::int AS n FROM notifications n WHERE n.recipient_id = $1 AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id)`;

/**
 * A user's notifications and emails (docs/architecture/notifications.md). Every query is bound to
 * the recipient: nobody reads or marks another's. Read marks live in `notification_reads`, beside
 * the rebuildable read model, keyed by the notification's stable id.
 */
@Injectable()
export class NotificationReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async page(userId: string, offset: number, limit: number): Promise<NotificationPage> {
    const [{ rows }, unread] = await Promise.all([
      this.pool.query(
        `SELECT n.id, n.kind, n.title, n.body, n.link, n.created_at, r.read_at
         FROM notifications n LEFT JOIN notification_reads r ON r.notification_id = n.id
         WHERE n.recipient_id = $1 ORDER BY n.created_at DESC, n.log_position DESC, n.id DESC OFFSET $2 LIMIT $3`,
        [userId, offset, limit + 1],
      ),
      this.unreadCount(userId),
    ]);
    return { items: rows.slice(0, limit).map(toNotification), hasMore: rows.length > limit, unreadCount: unread };
  }

  async unreadCount(userId: string): Promise<number> {
    const { rows } = await this.pool.query(UNREAD, [userId]);
    return rows[0].n;
  }

  /** False when the user has no such notification (another's is "no such" too). */
  async markRead(userId: string, id: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO notification_reads (notification_id, recipient_id, read_at)
       SELECT n.id, n.recipient_id, $3 FROM notifications n WHERE n.id = $1 AND n.recipient_id = $2
       ON CONFLICT (notification_id) DO NOTHING`,
      [id, userId, now.toISOString()],
    );
    if (rowCount) return true;
    const { rows } = await this.pool.query(`SELECT 1 FROM notifications WHERE id = $1 AND recipient_id = $2`, [id, userId]);
    return rows.length > 0;
  }

  async markAllRead(userId: string, now: Date): Promise<void> {
    await this.pool.query(
      `INSERT INTO notification_reads (notification_id, recipient_id, read_at)
       SELECT n.id, n.recipient_id, $2 FROM notifications n WHERE n.recipient_id = $1
       ON CONFLICT (notification_id) DO NOTHING`,
      [userId, now.toISOString()],
    );
  }

  async emails(userId: string, offset: number, limit: number): Promise<{ items: OutboxEmail[]; hasMore: boolean }> {
    const { rows } = await this.pool.query(
      `SELECT id, kind, to_address, subject, body, status, attempts, last_error, created_at, sent_at
       FROM notification_outbox WHERE recipient_id = $1 ORDER BY created_at DESC, log_position DESC, id DESC OFFSET $2 LIMIT $3`,
      [userId, offset, limit + 1],
    );
    return { items: rows.slice(0, limit).map(toEmail), hasMore: rows.length > limit };
  }
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

function toNotification(row: Record<string, unknown>): Notification {
  return { id: row.id as string, kind: row.kind as Notification['kind'], title: row.title as string, body: row.body as string, link: row.link as string, createdAt: iso(row.created_at as Date)!, readAt: iso(row.read_at as Date | null) };
}

function toEmail(row: Record<string, unknown>): OutboxEmail {
  return {
    id: row.id as string, kind: row.kind as OutboxEmail['kind'], to: row.to_address as string | null, subject: row.subject as string, body: row.body as string,
    status: row.status as OutboxEmail['status'], attempts: row.attempts as number, lastError: row.last_error as string | null, createdAt: iso(row.created_at as Date)!, sentAt: iso(row.sent_at as Date | null),
  };
}
