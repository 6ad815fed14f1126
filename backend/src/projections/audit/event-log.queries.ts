import type { Pool } from 'pg';
import { EVENT_LOG_COLUMNS } from './event-log.sql';

/*
 * Reads of `event_log` beyond the page query (event-log.sql.ts): one event, its streams' history,
 * the types. The admin views answer from here instead of the event store's tables, which may be
 * KurrentDB's (docs/architecture/event-store.md); rows come as EVENT_LOG_COLUMNS plus what is asked.
 */

/** A row as EVENT_LOG_COLUMNS selects it (pg gives bigint as a string). */
export type LoggedEvent = {
  position: string;
  event_id: string;
  stream_id: string;
  stream_position: string;
  type: string;
  recorded_at: Date;
  /** The metadata's actor: `{ userId, role }` for a person, 'system' otherwise. */
  actor: { userId: string; role: string } | string;
  correlation_id: string | null;
};

/** One event with its data and metadata, or null when it is not (yet) in the log. */
export async function loggedEvent(pool: Pool, eventId: string): Promise<(LoggedEvent & { data: unknown; metadata: unknown }) | null> {
  const { rows } = await pool.query(`SELECT ${EVENT_LOG_COLUMNS}, l.data, l.metadata FROM event_log l WHERE l.event_id = $1`, [eventId]);
  return rows[0] ?? null;
}

/** Whether any event of this stream is in the log. */
export async function isStreamLogged(pool: Pool, streamId: string): Promise<boolean> {
  return (await pool.query(`SELECT 1 FROM event_log WHERE stream_id = $1 LIMIT 1`, [streamId])).rows.length > 0;
}

/**
 * The newest `limit` events of these streams, plus the events of `alsoOf.stream` whose data names
 * `alsoOf.callId` (a call's commission and clawback on the affiliate's wallet); newest first, with data.
 */
export async function newestOfStreams(pool: Pool, streams: string[], alsoOf: { stream: string; callId: string } | null, limit: number): Promise<(LoggedEvent & { data: unknown })[]> {
  const { rows } = await pool.query(
    `SELECT ${EVENT_LOG_COLUMNS}, l.data FROM event_log l
     WHERE l.stream_id = ANY($1::text[]) ${alsoOf ? `OR (l.stream_id = $3 AND l.data ->> 'callId' = $4)` : ''}
     ORDER BY l.position DESC LIMIT $2`,
    [streams, limit, ...(alsoOf ? [alsoOf.stream, alsoOf.callId] : [])],
  );
  return rows;
}

/** Each stream's events from its first up to stream position `upTo.get(stream)`, oldest first. */
export async function streamHistories(pool: Pool, upTo: Map<string, number>): Promise<{ streamId: string; streamPosition: number; type: string; data: object }[]> {
  if (upTo.size === 0) return [];
  const { rows } = await pool.query(
    `SELECT l.stream_id, l.stream_position, l.type, l.data
     FROM unnest($1::text[], $2::bigint[]) AS s (id, up_to) JOIN event_log l ON l.stream_id = s.id AND l.stream_position <= s.up_to
     ORDER BY l.stream_id, l.stream_position`,
    [[...upTo.keys()], [...upTo.values()]],
  );
  return rows.map((r) => ({ streamId: r.stream_id, streamPosition: Number(r.stream_position), type: r.type, data: r.data }));
}

/** The stream each of these events was appended to, by event id (those not in the log are left out). */
export async function streamsOfEvents(pool: Pool, eventIds: string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const { rows } = await pool.query(`SELECT event_id, stream_id FROM event_log WHERE event_id = ANY($1::uuid[])`, [eventIds]);
  return new Map(rows.map((r) => [r.event_id as string, r.stream_id as string]));
}

/**
 * Distinct event types for the filter dropdown. A loose index scan: one probe of the type index
 * per distinct type, instead of reading a million index entries for a dozen answers.
 */
export async function loggedEventTypes(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query(`
    WITH RECURSIVE t AS (
      (SELECT type FROM event_log ORDER BY type LIMIT 1)
      UNION ALL
      SELECT (SELECT l.type FROM event_log l WHERE l.type > t.type ORDER BY l.type LIMIT 1) FROM t WHERE t.type IS NOT NULL
    )
    SELECT type FROM t WHERE type IS NOT NULL`);
  return rows.map((r) => r.type as string);
}
