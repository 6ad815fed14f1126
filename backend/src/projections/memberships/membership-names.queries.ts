import type { Pool } from 'pg';

/** Whose membership of which program each of these is (removed ones included); one query. */
export async function membershipParties(pool: Pool, membershipIds: string[]): Promise<Map<string, { affiliateId: string; programId: string }>> {
  if (membershipIds.length === 0) return new Map();
  const { rows } = await pool.query(`SELECT id, affiliate_id, program_id FROM membership_list WHERE id = ANY($1::uuid[])`, [membershipIds]);
  return new Map(rows.map((r) => [r.id as string, { affiliateId: r.affiliate_id as string, programId: r.program_id as string }]));
}

/** The programs an affiliate belongs to now (removed memberships left out); one query. */
export async function programIdsOfAffiliate(pool: Pool, affiliateId: string): Promise<string[]> {
  const { rows } = await pool.query(`SELECT DISTINCT program_id FROM membership_list WHERE affiliate_id = $1 AND removed_at IS NULL`, [affiliateId]);
  return rows.map((r) => r.program_id as string);
}
