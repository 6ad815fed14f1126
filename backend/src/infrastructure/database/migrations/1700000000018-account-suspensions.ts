import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account suspensions (a read model of AccountSuspended / AccountReinstated): one row per
 * suspension, open until reinstated, for the admin's lists and account panel. The app role gets
 * its read-model rights from migration 13's default privileges (docs/decisions/0003-app-database-role.md);
 * who may sign in or book is decided from the account's stream, never from here
 * (docs/architecture/invariants.md).
 */
export class AccountSuspensions1700000000018 implements MigrationInterface {
  name = 'AccountSuspensions1700000000018';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE account_suspensions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        role text NOT NULL,
        reason text NOT NULL,
        suspended_by uuid NOT NULL,
        suspended_at timestamptz NOT NULL,
        reinstated_by uuid,
        reinstated_at timestamptz,
        note text
      )`);
    await db.query(`CREATE INDEX account_suspensions_user ON account_suspensions (user_id, suspended_at DESC)`);
    await db.query(`CREATE UNIQUE INDEX account_suspensions_open ON account_suspensions (user_id) WHERE reinstated_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE account_suspensions`);
  }
}
