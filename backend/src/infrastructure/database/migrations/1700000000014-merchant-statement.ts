import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12: the merchant's statement. `merchant_statement` is a read model (one row per charge,
 * refund or declined attempt, projections/statement/): it starts empty and its projection replays
 * the whole log (no checkpoint row = the start of the log). The app role's access comes from the
 * default privileges migration 13 set for tables the owner creates.
 */
export class MerchantStatement1700000000014 implements MigrationInterface {
  name = 'MerchantStatement1700000000014';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE merchant_statement (
        event_id uuid PRIMARY KEY,
        position text COLLATE "C" NOT NULL,
        merchant_id uuid NOT NULL,
        call_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('charge', 'refund', 'declined')),
        occurred_at timestamptz NOT NULL,
        commission_cents bigint,
        fee_cents bigint,
        amount_cents bigint,
        processor_id text,
        decline_reason text
      )`);
    await db.query(`CREATE INDEX merchant_statement_merchant ON merchant_statement (merchant_id, occurred_at)`);
    await db.query(`CREATE INDEX merchant_statement_call ON merchant_statement (call_id)`);
    await db.query(`DELETE FROM projection_checkpoints WHERE name = 'merchant-statement'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE merchant_statement`);
  }
}
