import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12: programs change by events (rename, commission, pause, resume). `program_list` gains
 * the paused state; `program_commission_changes` keeps each change so affiliates can be told.
 * Both are read models: the events they show are new, so nothing needs replaying.
 */
export class ProgramChanges1700000000015 implements MigrationInterface {
  name = 'ProgramChanges1700000000015';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE program_list ADD COLUMN paused_at timestamptz, ADD COLUMN paused_reason text`);
    await db.query(`
      CREATE TABLE program_commission_changes (
        event_id uuid PRIMARY KEY,
        program_id uuid NOT NULL,
        from_cents bigint NOT NULL,
        to_cents bigint NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX program_commission_changes_program ON program_commission_changes (program_id, changed_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE program_commission_changes`);
    await db.query(`ALTER TABLE program_list DROP COLUMN paused_at, DROP COLUMN paused_reason`);
  }
}
