import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: the ledger explorer opens on every journal, newest first. Without an index in that
 * order each page would sort the whole ledger; with it a page reads about offset + limit lines.
 */
export class LedgerJournalsByTime1700000000020 implements MigrationInterface {
  name = 'LedgerJournalsByTime1700000000020';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX ledger_entries_recorded ON ledger_entries (recorded_at, journal_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX ledger_entries_recorded`);
  }
}
