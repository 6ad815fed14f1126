import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 6: the dispute read model. One dispute per call at most (docs/product/money.md, Disputes), so `call_id` is
 * unique; the merchant's history, the affiliate's referrals and the admin queue join it by call.
 */
export class Disputes1700000000009 implements MigrationInterface {
  name = 'Disputes1700000000009';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE dispute_list (
        id uuid PRIMARY KEY,
        call_id uuid NOT NULL UNIQUE,
        merchant_id uuid NOT NULL,
        affiliate_id uuid NOT NULL,
        program_id uuid NOT NULL,
        raised_by text NOT NULL CHECK (raised_by IN ('merchant', 'affiliate')),
        raised_by_user_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'resolving', 'upheld', 'denied')),
        reason text NOT NULL,
        raised_at timestamptz NOT NULL,
        resolution_note text,
        resolved_at timestamptz,
        resolved_by uuid,
        last_failure text,
        -- An upheld merchant dispute's commission was taken back from the wallet (the sweeper repairs it otherwise).
        clawed_back_at timestamptz
      )`);
    await db.query(`CREATE INDEX dispute_list_status ON dispute_list (status, raised_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE dispute_list');
  }
}
