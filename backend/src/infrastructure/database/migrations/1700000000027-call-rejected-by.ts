import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who rejected a call, when not its merchant (docs/product/decision-deadlines.md): an admin deciding
 * an escalated call, or the program's lead rule at booking (`CallRejected.rejectedBy`). Rows written
 * before it have none and read as the merchant's, as their events say nothing else.
 */
export class CallRejectedBy1700000000027 implements MigrationInterface {
  name = 'CallRejectedBy1700000000027';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE call_list ADD COLUMN rejected_by text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE call_list DROP COLUMN rejected_by`);
  }
}
