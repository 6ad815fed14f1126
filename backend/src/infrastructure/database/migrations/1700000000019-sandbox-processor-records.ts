import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: what the sandbox processor did (charges, refunds, transfers, payouts), kept so that a
 * restart does not forget it and reconciliation against the processor has something to read in
 * sandbox mode. It stands for the processor's own books, not ours: no event or journal refers to
 * it, and the admin sandbox endpoint may delete a row to show a movement the processor has no
 * record of. The app role gets the ordinary-row rights from migration 13's default privileges
 * (docs/decisions/0003-app-database-role.md), DELETE included on purpose.
 */
export class SandboxProcessorRecords1700000000019 implements MigrationInterface {
  name = 'SandboxProcessorRecords1700000000019';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sandbox_processor_records (
        id text PRIMARY KEY,
        type text NOT NULL,
        amount_cents bigint NOT NULL,
        fee_cents bigint NOT NULL,
        source text NOT NULL,
        account text,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX sandbox_processor_records_created ON sandbox_processor_records (created_at)`);
    await db.query(`CREATE INDEX sandbox_processor_records_source ON sandbox_processor_records (source)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sandbox_processor_records`);
  }
}
