import type { Pool } from 'pg';

/**
 * The data of these events, by event id, for the admin log's one-line summaries: the page query
 * (event-log.sql.ts) leaves the data out so a deep page stays an index scan; this reads only the
 * page's rows, by the event id index (migration 12).
 */
export async function eventDataByIds(pool: Pool, eventIds: string[]): Promise<Map<string, unknown>> {
  if (eventIds.length === 0) return new Map();
  const { rows } = await pool.query(`SELECT event_id, data FROM event_log WHERE event_id = ANY($1::uuid[])`, [eventIds]);
  return new Map(rows.map((r) => [r.event_id as string, r.data as unknown]));
}
