import type { Pool } from 'pg';

/**
 * Undecided calls with something due at `now` (docs/product/decision-deadlines.md): a reminder not
 * yet noted (72 or 24 hours left, and not already due when the call was booked) or the deadline
 * itself. The read model only finds candidates; each call's stream decides what, if anything, is done.
 */
export async function deadlineCandidates(pool: Pool, now: Date, limit: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM call_list
      WHERE status = 'pending' AND NOT approval_in_progress AND escalated_at IS NULL
        AND decision_due_at <= $1::timestamptz + interval '72 hours'
        AND (decision_due_at <= $1::timestamptz
          OR (decision_due_at - interval '24 hours' <= $1::timestamptz AND decision_due_at - interval '24 hours' >= booked_at AND coalesce(reminded_hours, 1000) > 24)
          OR (decision_due_at - interval '72 hours' <= $1::timestamptz AND decision_due_at - interval '72 hours' >= booked_at AND reminded_hours IS NULL))
      ORDER BY decision_due_at
      LIMIT $2`,
    [now.toISOString(), limit],
  );
  return rows.map((r) => r.id);
}
