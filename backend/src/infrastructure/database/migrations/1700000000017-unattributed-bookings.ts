import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 12: Calendly bookings no affiliate could be credited with, shown to their merchant (a read model). */
export class UnattributedBookings1700000000017 implements MigrationInterface {
  name = 'UnattributedBookings1700000000017';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE unattributed_bookings (
        id uuid PRIMARY KEY,
        merchant_id uuid NOT NULL,
        program_id uuid NOT NULL,
        referral_code text NOT NULL,
        customer_name text NOT NULL,
        customer_email text NOT NULL,
        scheduled_at timestamptz,
        named_membership_id uuid,
        reason text NOT NULL,
        recorded_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX unattributed_bookings_merchant ON unattributed_bookings (merchant_id, recorded_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE unattributed_bookings`);
  }
}
