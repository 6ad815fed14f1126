import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16: one row per call with the merchant's decision and the dispute's outcome, so a
 * program's reputation (median time to decision among them) and an affiliate's no-show rate are
 * computed exactly from the rows (docs/product/reputation.md). A read model: the app role gets its
 * rights from migration 13's default privileges (docs/decisions/0003-app-database-role.md).
 */
export class ProgramReputation1700000000023 implements MigrationInterface {
  name = 'ProgramReputation1700000000023';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reputation_calls (
        call_id uuid PRIMARY KEY,
        program_id uuid NOT NULL,
        merchant_id uuid NOT NULL,
        affiliate_id uuid NOT NULL,
        booked_at timestamptz NOT NULL,
        scheduled_at timestamptz NOT NULL,
        decided_at timestamptz,
        outcome text CHECK (outcome IN ('approved', 'rejected')),
        rejection_reason text,
        dispute_status text CHECK (dispute_status IN ('open', 'upheld', 'denied'))
      )`);
    await db.query(`CREATE INDEX reputation_calls_program ON reputation_calls (program_id) WHERE outcome IS NOT NULL`);
    await db.query(`CREATE INDEX reputation_calls_merchant ON reputation_calls (merchant_id, booked_at) WHERE outcome IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE reputation_calls`);
  }
}
