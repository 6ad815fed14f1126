import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (issue 16, docs/architecture/notifications.md): the in-app notification centre, a
 * read model of call, payout, dispute and program events, one row per recipient and event. Its id
 * is derived from both, so a rebuild gives every notification the id it had. Beside it, what the
 * projection remembers to word and address later events (a call's parties, a program's name and
 * affiliates). Whether a notification was read is the user's doing, not an event's: it lives in
 * `notification_reads`, which no rebuild replaces.
 */
export class Notifications1700000000025 implements MigrationInterface {
  name = 'Notifications1700000000025';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY,
        recipient_id uuid NOT NULL,
        event_id text NOT NULL,
        kind text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        link text NOT NULL,
        created_at timestamptz NOT NULL,
        -- The event's place in the log: orders notices recorded in the same instant.
        log_position text NOT NULL,
        CONSTRAINT notifications_once UNIQUE (recipient_id, event_id)
      )`);
    await db.query(`CREATE INDEX notifications_recipient ON notifications (recipient_id, created_at DESC, log_position DESC, id)`);
    await db.query(`
      CREATE TABLE notification_calls (
        call_id text PRIMARY KEY,
        merchant_id text NOT NULL,
        affiliate_id text NOT NULL,
        program_id text NOT NULL,
        customer_name text NOT NULL,
        dispute_raised_by text
      )`);
    await db.query(`CREATE TABLE notification_programs (program_id text PRIMARY KEY, name text NOT NULL)`);
    await db.query(`
      CREATE TABLE notification_members (
        membership_id text PRIMARY KEY,
        program_id text NOT NULL,
        affiliate_id text NOT NULL,
        removed boolean NOT NULL DEFAULT false
      )`);
    await db.query(`CREATE INDEX notification_members_program ON notification_members (program_id) WHERE NOT removed`);
    await db.query(`
      CREATE TABLE notification_reads (
        notification_id uuid PRIMARY KEY,
        recipient_id uuid NOT NULL,
        read_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE notification_reads, notification_members, notification_programs, notification_calls, notifications`);
  }
}
