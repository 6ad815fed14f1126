import type { Pool } from 'pg';

/** The current name of each of these programs (archived ones included); one query. */
export async function programNames(pool: Pool, programIds: string[]): Promise<Map<string, string>> {
  if (programIds.length === 0) return new Map();
  const { rows } = await pool.query(`SELECT id, name FROM program_list WHERE id = ANY($1::uuid[])`, [programIds]);
  return new Map(rows.map((r) => [r.id as string, r.name as string]));
}

/** The ids of a merchant's programs (archived ones included); one query. */
export async function programIdsOfMerchant(pool: Pool, merchantId: string): Promise<string[]> {
  const { rows } = await pool.query(`SELECT id FROM program_list WHERE merchant_id = $1 ORDER BY created_at`, [merchantId]);
  return rows.map((r) => r.id as string);
}
