import type { Pool } from 'pg';

/** The customer's name of each of these calls (those not in `call_list` yet are left out); one query. */
export async function callCustomerNames(pool: Pool, callIds: string[]): Promise<Map<string, string>> {
  if (callIds.length === 0) return new Map();
  const { rows } = await pool.query(`SELECT id, customer_name FROM call_list WHERE id = ANY($1::uuid[])`, [callIds]);
  return new Map(rows.map((r) => [r.id as string, r.customer_name as string]));
}
