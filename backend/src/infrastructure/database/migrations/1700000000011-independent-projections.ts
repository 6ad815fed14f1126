import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 10: every read model is an independent subscriber (docs/architecture/projections.md).
 * Its checkpoint becomes the event store's opaque position (text; positions compare as strings in
 * the "C" collation, docs/architecture/event-store.md), and a read model that cannot apply an
 * event is parked with that event and the error instead of stopping the others.
 */
export class IndependentProjections1700000000011 implements MigrationInterface {
  name = 'IndependentProjections1700000000011';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE projection_checkpoints ADD COLUMN position text COLLATE "C" NOT NULL DEFAULT ''`);
    // The PostgreSQL store's position: writing transaction and global position, 20 digits each.
    await db.query(`
      UPDATE projection_checkpoints SET position =
        CASE WHEN global_position = 0 THEN ''
             ELSE lpad(transaction_id::text, 20, '0') || '/' || lpad(global_position::text, 20, '0') END`);
    await db.query(`ALTER TABLE projection_checkpoints DROP COLUMN transaction_id, DROP COLUMN global_position`);
    await db.query(`
      ALTER TABLE projection_checkpoints
        ADD COLUMN parked_at timestamptz,
        ADD COLUMN parked_event_id text,
        ADD COLUMN parked_event_type text,
        ADD COLUMN parked_position text COLLATE "C",
        ADD COLUMN parked_error text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE projection_checkpoints
        DROP COLUMN parked_at, DROP COLUMN parked_event_id, DROP COLUMN parked_event_type,
        DROP COLUMN parked_position, DROP COLUMN parked_error`);
    await db.query(`ALTER TABLE projection_checkpoints ADD COLUMN transaction_id xid8 NOT NULL DEFAULT '0', ADD COLUMN global_position bigint NOT NULL DEFAULT 0`);
    await db.query(`
      UPDATE projection_checkpoints SET transaction_id = split_part(position, '/', 1)::numeric::text::xid8,
                                        global_position = split_part(position, '/', 2)::bigint
      WHERE position <> ''`);
    await db.query(`ALTER TABLE projection_checkpoints DROP COLUMN position`);
  }
}
