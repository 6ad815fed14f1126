/*
 * The reads of `merchant_statement` (projections/statement/). Names come from the other read
 * models at read time, so a renamed program shows its new name and a rebuild of any one of them
 * loses nothing.
 */

/** The start of month $2 (YYYY-MM) in zone $3, as an instant. */
const MONTH_START = `(to_date($2, 'YYYY-MM')::timestamp AT TIME ZONE $3)`;
const MONTH_END = `((to_date($2, 'YYYY-MM') + interval '1 month')::timestamp AT TIME ZONE $3)`;

/** Lines of merchant $1 in month $2 of zone $3. */
export const IN_MONTH = `s.merchant_id = $1 AND s.occurred_at >= ${MONTH_START} AND s.occurred_at < ${MONTH_END}`;

export const LINE_SQL = `
  SELECT s.event_id, s.kind, s.occurred_at, s.call_id, s.commission_cents, s.fee_cents, s.amount_cents, s.processor_id, s.decline_reason,
         c.customer_name, c.customer_email, c.scheduled_at, p.name AS program_name,
         nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') AS affiliate_name
  FROM merchant_statement s
  LEFT JOIN call_list c ON c.id = s.call_id
  LEFT JOIN program_list p ON p.id = c.program_id
  LEFT JOIN users a ON a.id = c.affiliate_id`;

/** Newest first; lines of one instant in log order, reversed. */
export const NEWEST_FIRST = `ORDER BY s.occurred_at DESC, s.position DESC`;

/** Merchant $1's lines before month $2 of zone $3, summed per kind: the month's opening totals. */
export const OPENING_SUMS_SQL = `
  SELECT s.kind, count(*)::int AS count, coalesce(sum(s.amount_cents), 0)::bigint AS amount_cents,
         coalesce(sum(s.fee_cents), 0)::bigint AS fee_cents, coalesce(sum(s.commission_cents), 0)::bigint AS commission_cents
  FROM merchant_statement s WHERE s.merchant_id = $1 AND s.occurred_at < ${MONTH_START} GROUP BY s.kind`;

/** The months (YYYY-MM in zone $2) in which merchant $1 has any line. */
export const MONTHS_SQL = `SELECT DISTINCT to_char(occurred_at AT TIME ZONE $2, 'YYYY-MM') AS month FROM merchant_statement WHERE merchant_id = $1`;
