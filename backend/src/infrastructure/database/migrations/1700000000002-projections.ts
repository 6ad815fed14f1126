import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where each read model stands in the safe global order (docs/architecture/event-store.md, Adapters). */
export class Projections1700000000002 implements MigrationInterface {
  name = 'Projections1700000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0',
        global_position bigint NOT NULL DEFAULT 0,
        events_applied bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Activity per day and event type: the trend charts of the admin console read this.
    await db.query(`
      CREATE TABLE activity_by_day (
        day date NOT NULL,
        event_type text NOT NULL,
        event_count bigint NOT NULL,
        PRIMARY KEY (day, event_type)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE activity_by_day`);
    await db.query(`DROP TABLE projection_checkpoints`);
  }
}
