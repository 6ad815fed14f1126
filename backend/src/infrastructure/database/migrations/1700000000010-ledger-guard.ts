import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger's zero-sum guard, once per statement instead of once per line (docs/architecture/ledger.md).
 * Migration 5's deferred row trigger ran a SUM over the journal for every inserted line at commit;
 * it was most of the ledger's rebuild time (17,600 events/s against the 20,000 target). This
 * statement trigger sums each journal the statement touched, once, over all of its lines (those
 * already there included), so an unbalanced journal still never commits. The ledger projection
 * writes a batch's journals in one INSERT, so a journal is always whole within its statement.
 */
export class LedgerGuard1700000000010 implements MigrationInterface {
  name = 'LedgerGuard1700000000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER ledger_journal_balanced ON ledger_entries');
    await db.query('DROP FUNCTION ll_check_journal_balanced()');
    await db.query(`
      CREATE FUNCTION ll_check_journals_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE bad record;
      BEGIN
        SELECT l.journal_id, sum(l.amount_cents) AS total INTO bad
        FROM ledger_entries l
        WHERE l.journal_id IN (SELECT DISTINCT journal_id FROM inserted)
        GROUP BY l.journal_id HAVING sum(l.amount_cents) <> 0
        LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'journal % does not balance: lines sum to % cents', bad.journal_id, bad.total USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER ledger_journals_balanced AFTER INSERT ON ledger_entries
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ll_check_journals_balanced()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER ledger_journals_balanced ON ledger_entries');
    await db.query('DROP FUNCTION ll_check_journals_balanced()');
    await db.query(`
      CREATE FUNCTION ll_check_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE total bigint;
      BEGIN
        SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE journal_id = NEW.journal_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'journal % does not balance: lines sum to % cents', NEW.journal_id, total USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE CONSTRAINT TRIGGER ledger_journal_balanced AFTER INSERT ON ledger_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ll_check_journal_balanced()`);
  }
}
