import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email for notifications (issue 16, docs/architecture/notifications.md). `notification_outbox`:
 * one email per recipient and event, ever (the unique key: a replay or a rebuild of the
 * notifications read model inserts nothing again); it is not a read model and no rebuild touches
 * it. Its id is the notification's, so the Message-ID of every attempt is the same. A row is
 * claimed for a while (`claimed_until`), so two senders never hold it together, and is retried
 * (`attempts`, `next_attempt_at`) until sent or given up as `failed`, never deleted.
 * `notification_preferences`: a user's email choice per kind; no row means on.
 */
export class NotificationEmail1700000000026 implements MigrationInterface {
  name = 'NotificationEmail1700000000026';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE notification_outbox (
        id uuid PRIMARY KEY,
        recipient_id uuid NOT NULL,
        event_id text NOT NULL,
        kind text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        link text NOT NULL,
        log_position text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'kept', 'skipped', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        claimed_until timestamptz,
        last_error text,
        to_address text,
        smtp_message_id text,
        smtp_response text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        CONSTRAINT notification_outbox_once UNIQUE (event_id, recipient_id)
      )`);
    await db.query(`CREATE INDEX notification_outbox_due ON notification_outbox (next_attempt_at) WHERE status = 'pending'`);
    await db.query(`CREATE INDEX notification_outbox_recipient ON notification_outbox (recipient_id, created_at DESC, log_position DESC)`);
    await db.query(`
      CREATE TABLE notification_preferences (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        email boolean NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, kind)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE notification_preferences, notification_outbox`);
  }
}
