import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 5: the payout history read model. One row per payout: `amount_cents` is what reached the
 * card (net), `revenue_cents` the balance collected (gross), `fee_cents` the instant payout fee.
 */
export class Payouts1700000000007 implements MigrationInterface {
  name = 'Payouts1700000000007';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payout_list (
        id uuid PRIMARY KEY,
        affiliate_id uuid NOT NULL,
        amount_cents bigint NOT NULL,
        revenue_cents bigint NOT NULL,
        fee_cents bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('requested', 'completed', 'failed')),
        failure_reason text,
        processor_transfer_id text,
        created_at timestamptz NOT NULL,
        settled_at timestamptz
      )`);
    await db.query(`CREATE INDEX payout_list_affiliate ON payout_list (affiliate_id, created_at DESC)`);
    await db.query(`CREATE INDEX payout_list_in_flight ON payout_list (created_at) WHERE status = 'requested'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payout_list');
  }
}
