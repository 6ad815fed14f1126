import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 4: the affiliate wallet read model (docs/product/money.md, Wallet). `wallet_balances` holds each
 * affiliate's money by bucket; `wallet_credits` one row per credited call, so the approval sweeper
 * can find approved calls whose commission never reached a wallet.
 */
export class Wallets1700000000006 implements MigrationInterface {
  name = 'Wallets1700000000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE wallet_balances (
        affiliate_id uuid PRIMARY KEY,
        available_cents bigint NOT NULL DEFAULT 0,
        reserved_cents bigint NOT NULL DEFAULT 0,
        credited_total_cents bigint NOT NULL DEFAULT 0,
        paid_total_cents bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE wallet_credits (
        call_id uuid PRIMARY KEY,
        affiliate_id uuid NOT NULL,
        merchant_id uuid NOT NULL,
        amount_cents bigint NOT NULL,
        credited_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX wallet_credits_affiliate ON wallet_credits (affiliate_id, credited_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE wallet_credits');
    await db.query('DROP TABLE wallet_balances');
  }
}
