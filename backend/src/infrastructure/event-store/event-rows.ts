import type { StoredEvent } from './event-store.port';

/**
 * An event's position as `encodePosition` writes it (the writing transaction and the global
 * position, 20 digits each, joined by '/'), made by the database so that no reader does it per row.
 */
const POSITION = `lpad(transaction_id::text, 20, '0') || '/' || lpad(global_position::text, 20, '0')`;

/**
 * The columns of an event but its data (`readAllHeaders`), named as the port's fields: a row pg
 * hands back is the event itself, with no second object made per event: reading 100,000 events
 * took a fifth to a quarter less time and a quarter less of the app's CPU (docs/operations/benchmarks.md,
 * CPU budget). A stream position beyond 2^31 fails the cast loudly rather than coming back as text.
 */
const HEADER_COLUMNS = `event_id AS "eventId", type, metadata, schema_version AS "schemaVersion", stream_id AS "streamId",
  stream_position::integer AS "streamPosition", ${POSITION} AS position, recorded_at AS "recordedAt"`;

/** The columns every reader of whole events selects. */
export const EVENT_COLUMNS = `data, ${HEADER_COLUMNS}`;

/**
 * The safe global order (docs/architecture/event-store.md, Adapters): only transactions older than every one still in flight,
 * ordered by (transaction, position). Parameters: $1 xid8 text, $2 position, $3 limit.
 * A reader going by position alone misses late commits; see postgres-event-store.int.spec.ts.
 */
const safeOrderOf = (columns: string) => `
  SELECT ${columns} FROM events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY transaction_id, global_position
  LIMIT $3`;
export const SAFE_ORDER_QUERY = safeOrderOf(EVENT_COLUMNS);

/** SAFE_ORDER_QUERY with the events' data as JSON text (`readAllRawData`): pg then hands it over unparsed. */
export const SAFE_RAW_DATA_ORDER_QUERY = safeOrderOf(`data::text AS data, ${HEADER_COLUMNS}`);

/** SAFE_ORDER_QUERY without the events' data. */
export const SAFE_HEADER_ORDER_QUERY = safeOrderOf(HEADER_COLUMNS);

/**
 * The safe order keeping only some types ($3 text[]): at most $4 of them (the query gives one more
 * row), looking at no more than the next $5 events. One scan, stopped by whichever limit comes
 * first; the $5th event looked at comes too (`looked` = $5), matching or not, to say how far the
 * scan went. Every row carries the safe head, from the same statement and so the same snapshot:
 * a scan that ran out of events before $5 looked at everything up to it, so a checkpoint moved
 * there skips nothing committed later. No event columns when nothing matched; no row at all when
 * the log has no event yet.
 */
export const SAFE_TYPED_ORDER_QUERY = `
  WITH head AS (
    SELECT transaction_id, global_position FROM events
    WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id DESC, global_position DESC
    LIMIT 1
  )
  SELECT h.transaction_id::text AS head_transaction, h.global_position AS head_position, m.*
  FROM head h LEFT JOIN LATERAL (
    SELECT * FROM (
      SELECT ${EVENT_COLUMNS}, type = ANY($3::text[]) AS wanted,
             row_number() OVER (ORDER BY transaction_id, global_position) AS looked
      FROM events
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id, global_position
      LIMIT $5
    ) scanned
    WHERE wanted OR looked = $5
    LIMIT $4 + 1
  ) m ON true`;

/**
 * The head: the last committed event in (transaction, position) order, open transactions or not.
 * Every event committed before this statement lies at or before it, so a reader that has passed
 * it has read them all (read-your-writes, projection-waiter.ts). Not the safe order's own head: an
 * older transaction still open holds that back, and waiting for it let a wait end before an event
 * committed earlier was read (postgres-event-store.int.spec.ts, the contract's head case).
 */
export const COMMITTED_HEAD_QUERY = `
  SELECT transaction_id::text AS transaction_text, global_position FROM events
  ORDER BY transaction_id DESC, global_position DESC
  LIMIT 1`;

/**
 * The event of a row that carries more than EVENT_COLUMNS (SAFE_TYPED_ORDER_QUERY's own columns):
 * its fields alone, so no caller sees the query's. Rows of EVENT_COLUMNS only are events as they come.
 */
export function eventOfRow(row: Record<string, any>): StoredEvent {
  const { eventId, type, data, metadata, schemaVersion, streamId, streamPosition, position, recordedAt } = row as StoredEvent;
  return { eventId, type, data, metadata, schemaVersion, streamId, streamPosition, position, recordedAt };
}
