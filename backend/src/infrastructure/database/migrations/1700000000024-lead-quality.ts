import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16, lead quality (docs/product/lead-quality.md). `call_list` shows each call's score and
 * reasons, as snapshotted in CallBooked (older calls have none). Two ordinary tables hold the
 * hashed inputs later bookings are judged by, keyed hashes only, never an IP or a user agent:
 * `booking_sightings`, each booking's IP and device hash for "many bookings from one source", and
 * `affiliate_ip_sightings`, the networks an affiliate signed in from, erased with the account.
 */
export class LeadQuality1700000000024 implements MigrationInterface {
  name = 'LeadQuality1700000000024';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE call_list ADD COLUMN quality_score smallint, ADD COLUMN quality_signals jsonb`);
    await db.query(`
      CREATE TABLE booking_sightings (
        call_id uuid PRIMARY KEY,
        merchant_id uuid NOT NULL,
        ip_hash text NOT NULL,
        device_hash text,
        booked_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX booking_sightings_ip ON booking_sightings (merchant_id, ip_hash, booked_at)`);
    await db.query(`CREATE INDEX booking_sightings_device ON booking_sightings (merchant_id, device_hash, booked_at)`);
    await db.query(`
      CREATE TABLE affiliate_ip_sightings (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        ip_hash text NOT NULL,
        last_seen_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, ip_hash)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE affiliate_ip_sightings`);
    await db.query(`DROP TABLE booking_sightings`);
    await db.query(`ALTER TABLE call_list DROP COLUMN quality_score, DROP COLUMN quality_signals`);
  }
}
