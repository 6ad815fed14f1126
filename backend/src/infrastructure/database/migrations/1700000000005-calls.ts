import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 4: the call list read model, slot claims (one booking per merchant and start time),
 * tracking clicks, and the double-entry ledger (docs/architecture/ledger.md) with its zero-sum guard.
 */
export class Calls1700000000005 implements MigrationInterface {
  name = 'Calls1700000000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE call_list (
        id uuid PRIMARY KEY,
        merchant_id uuid NOT NULL,
        program_id uuid NOT NULL,
        membership_id uuid NOT NULL,
        affiliate_id uuid NOT NULL,
        customer_name text NOT NULL,
        customer_email text NOT NULL,
        customer_email_key text NOT NULL,
        customer_phone text,
        customer_phone_key text,
        country_code text,
        customer_company text,
        scheduled_at timestamptz NOT NULL,
        booked_at timestamptz NOT NULL,
        payout_cents bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'canceled')),
        approval_in_progress boolean NOT NULL DEFAULT false,
        fee_cents bigint,
        charge_cents bigint,
        processor_charge_id text,
        last_decline_reason text,
        rejection_reason text,
        rejection_note text,
        duplicate_of uuid,
        source text NOT NULL,
        external_ref text,
        click_id uuid,
        meeting_link text,
        decided_at timestamptz
      )`);
    // Pending calls per merchant by time (issue 6 bar: p95 < 50 ms at 100,000 calls).
    await db.query(`CREATE INDEX call_list_merchant_status ON call_list (merchant_id, status, scheduled_at)`);
    await db.query(`CREATE INDEX call_list_affiliate ON call_list (affiliate_id, booked_at DESC)`);
    // Duplicate detection: same customer (email or phone) with the same merchant within 30 days.
    await db.query(`CREATE INDEX call_list_duplicate_email ON call_list (merchant_id, customer_email_key, booked_at)`);
    await db.query(`CREATE INDEX call_list_duplicate_phone ON call_list (merchant_id, customer_phone_key, booked_at) WHERE customer_phone_key IS NOT NULL`);
    await db.query(`CREATE UNIQUE INDEX call_list_external_ref ON call_list (external_ref) WHERE external_ref IS NOT NULL`);
    await db.query(`
      CREATE TABLE booked_slots (
        merchant_id uuid NOT NULL,
        starts_at timestamptz NOT NULL,
        call_id uuid NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (merchant_id, starts_at)
      )`);
    await db.query(`
      CREATE TABLE click_list (
        id uuid PRIMARY KEY,
        program_id uuid NOT NULL,
        membership_id uuid,
        referral_code text NOT NULL,
        utm jsonb NOT NULL DEFAULT '{}',
        referrer text,
        ip_hash text,
        user_agent_hash text,
        clicked_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX click_list_program ON click_list (program_id, clicked_at)`);
    await db.query(`
      CREATE TABLE ledger_entries (
        journal_id uuid NOT NULL,
        line integer NOT NULL,
        account text NOT NULL,
        amount_cents bigint NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (journal_id, line)
      )`);
    await db.query(`CREATE INDEX ledger_entries_account ON ledger_entries (account, recorded_at)`);
    await db.query(`CREATE INDEX ledger_entries_event ON ledger_entries (event_id)`);
    // A journal that does not sum to zero never commits (checked at commit: lines arrive one by one).
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
    // Ledger lines are history like events; a rebuild empties the table with TRUNCATE only.
    await db.query(`CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ll_refuse_change()`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['ledger_entries', 'click_list', 'booked_slots', 'call_list']) await db.query(`DROP TABLE ${table}`);
    await db.query('DROP FUNCTION ll_check_journal_balanced()');
  }
}
