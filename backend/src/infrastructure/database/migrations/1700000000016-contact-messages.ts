import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 12: the contact page's messages, for the admins (a read model of ContactMessage events). */
export class ContactMessages1700000000016 implements MigrationInterface {
  name = 'ContactMessages1700000000016';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        topic text NOT NULL,
        message text NOT NULL,
        sender_user_id uuid,
        received_at timestamptz NOT NULL,
        handled_by uuid,
        handled_at timestamptz
      )`);
    await db.query(`CREATE INDEX contact_messages_received ON contact_messages (received_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE contact_messages`);
  }
}
