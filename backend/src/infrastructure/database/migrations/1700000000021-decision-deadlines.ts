import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision deadlines (docs/product/decision-deadlines.md): each call keeps the terms it was booked
 * under; the deadline moves with a reschedule. Calls booked before terms existed get the default
 * (7 days, then an admin), as the domain gives them; a rebuild computes the same from the events.
 * `no_show_report`: whether Calendly was told of a no-show rejection (docs/product/decision-deadlines.md, No-shows).
 * The partial index serves the scheduler, which looks only at undecided calls nearing their deadline.
 */
export class DecisionDeadlines1700000000021 implements MigrationInterface {
  name = 'DecisionDeadlines1700000000021';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE call_list
        ADD COLUMN decision_days integer NOT NULL DEFAULT 7,
        ADD COLUMN decision_policy text NOT NULL DEFAULT 'escalate' CHECK (decision_policy IN ('approve', 'escalate')),
        ADD COLUMN decision_due_at timestamptz,
        ADD COLUMN reminded_hours integer,
        ADD COLUMN escalated_at timestamptz,
        ADD COLUMN escalation_reason text,
        ADD COLUMN approved_by text,
        ADD COLUMN no_show_report text CHECK (no_show_report IN ('marked', 'refused'))`);
    await db.query(`UPDATE call_list SET decision_due_at = scheduled_at + decision_days * interval '24 hours'`);
    await db.query(`ALTER TABLE call_list ALTER COLUMN decision_due_at SET NOT NULL`);
    await db.query(`CREATE INDEX call_list_decision_due ON call_list (decision_due_at) WHERE status = 'pending'`);
    await db.query(`
      ALTER TABLE program_list
        ADD COLUMN decision_days integer NOT NULL DEFAULT 7,
        ADD COLUMN decision_policy text NOT NULL DEFAULT 'escalate' CHECK (decision_policy IN ('approve', 'escalate'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE program_list DROP COLUMN decision_days, DROP COLUMN decision_policy`);
    await db.query(`DROP INDEX call_list_decision_due`);
    await db.query(`
      ALTER TABLE call_list
        DROP COLUMN decision_days, DROP COLUMN decision_policy, DROP COLUMN decision_due_at, DROP COLUMN reminded_hours,
        DROP COLUMN escalated_at, DROP COLUMN escalation_reason, DROP COLUMN approved_by, DROP COLUMN no_show_report`);
  }
}
