import type { Pool } from 'pg';

/*
 * The ledger as it stood at an instant (admin time travel). A journal counts when its money event
 * was recorded in the log at or before `at` (`recorded_at`, the event's own time, see
 * ledger-entries.rows.ts); a journal is one event, so a cut-off takes all its lines or none and
 * every as-of ledger still sums to zero (docs/architecture/ledger.md).
 *
 * `at` arrives with millisecond precision (ISO) while `recorded_at` keeps microseconds: a journal
 * the console shows at 10:00:00.123Z was recorded at 10:00:00.123456, and must count as of the
 * time shown, so the cut-off is "before the next millisecond".
 */
const upTo = (param: string) => `recorded_at < ${param}::timestamptz + interval '1 millisecond'`;

/** bigint sums arrive from pg as strings; callers turn them into cents. */
export type AsOfSums = { debit: string | null; credit: string | null; lines: number };

/** An account's debits, credits and distinct journals up to `at`. */
export async function accountSumsAsOf(pool: Pool, account: string, at: Date): Promise<AsOfSums & { journals: number }> {
  const { rows } = await pool.query(
    `SELECT sum(amount_cents) FILTER (WHERE amount_cents > 0) AS debit, -sum(amount_cents) FILTER (WHERE amount_cents < 0) AS credit,
            count(*)::int AS lines, count(DISTINCT journal_id)::int AS journals
     FROM ledger_entries WHERE account = $1 AND ${upTo('$2')}`,
    [account, at],
  );
  return rows[0];
}

/** Every account's debits and credits up to `at`, by account name. */
export async function accountsSumsAsOf(pool: Pool, at: Date): Promise<(AsOfSums & { account: string })[]> {
  const { rows } = await pool.query(
    `SELECT account, sum(amount_cents) FILTER (WHERE amount_cents > 0) AS debit, -sum(amount_cents) FILTER (WHERE amount_cents < 0) AS credit, count(*)::int AS lines
     FROM ledger_entries WHERE ${upTo('$1')} GROUP BY account ORDER BY account`,
    [at],
  );
  return rows;
}

export type AsOfJournalRow = {
  journal_id: string;
  event_id: string;
  event_type: string;
  recorded_at: Date;
  line: number;
  account: string;
  amount_cents: string;
};

/**
 * The newest `limit` journals that touched `account` up to `at` (of `types` only, when given),
 * each with all its lines (the other side too), newest first, lines in order.
 */
export async function accountJournalsAsOf(pool: Pool, account: string, at: Date, limit: number, types: string[] | null = null): Promise<AsOfJournalRow[]> {
  const { rows } = await pool.query(
    `WITH j AS (
       SELECT DISTINCT ON (recorded_at, journal_id) journal_id, event_id, event_type, recorded_at
       FROM ledger_entries WHERE account = $1 AND ${upTo('$2')} AND ($4::text[] IS NULL OR event_type = ANY($4::text[]))
       ORDER BY recorded_at DESC, journal_id DESC LIMIT $3)
     SELECT j.journal_id, j.event_id, j.event_type, j.recorded_at, e.line, e.account, e.amount_cents
     FROM j JOIN ledger_entries e ON e.journal_id = j.journal_id
     ORDER BY j.recorded_at DESC, j.journal_id DESC, e.line`,
    [account, at, limit, types],
  );
  return rows;
}

/**
 * A merchant's card money up to `at`, from its own account (ledger.accounts.ts): a charge credits
 * it with the whole charge, a refund debits it with the whole refund (the fee lines run the other
 * way and are left out).
 */
export async function merchantChargesAsOf(
  pool: Pool,
  merchantAccount: string,
  at: Date,
): Promise<{ charged: string | null; refunded: string | null; charges: number; refunds: number }> {
  const { rows } = await pool.query(
    `SELECT -sum(amount_cents) FILTER (WHERE event_type = 'MerchantCharged' AND amount_cents < 0) AS charged,
            sum(amount_cents) FILTER (WHERE event_type = 'ChargeRefunded' AND amount_cents > 0) AS refunded,
            count(DISTINCT journal_id) FILTER (WHERE event_type = 'MerchantCharged')::int AS charges,
            count(DISTINCT journal_id) FILTER (WHERE event_type = 'ChargeRefunded')::int AS refunds
     FROM ledger_entries WHERE account = $1 AND ${upTo('$2')}`,
    [merchantAccount, at],
  );
  return rows[0];
}
