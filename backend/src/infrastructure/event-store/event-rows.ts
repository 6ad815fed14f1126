import { encodePosition, type StoredEvent } from './event-store.port';

/** The columns every reader selects; `transaction_text` avoids ordering by the text cast. */
export const EVENT_COLUMNS = `event_id, type, data, metadata, schema_version, stream_id, stream_position,
  global_position, transaction_id::text AS transaction_text, recorded_at`;

/**
 * The safe global order (docs/architecture/event-store.md, Adapters): only transactions older than every one still in flight,
 * ordered by (transaction, position). Parameters: $1 xid8 text, $2 position, $3 limit.
 * A reader going by position alone misses late commits; see postgres-event-store.int.spec.ts.
 */
export const SAFE_ORDER_QUERY = `
  SELECT ${EVENT_COLUMNS} FROM events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY transaction_id, global_position
  LIMIT $3`;

/**
 * The safe order keeping only some types ($3 text[]), at most $4 of them, looking at no more than
 * the next $5 events. `scan_*` is the last event looked at, from the same statement and so the same
 * snapshot as the matches: a checkpoint moved there skips nothing committed later. Every row carries
 * it; one row with null event columns when nothing matched; no row when there is nothing new.
 */
export const SAFE_TYPED_ORDER_QUERY = `
  WITH looked_at AS (
    SELECT transaction_id, global_position FROM events
    WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
      AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id, global_position
    LIMIT $5
  ), scan_end AS (
    SELECT transaction_id, global_position FROM looked_at ORDER BY transaction_id DESC, global_position DESC LIMIT 1
  )
  SELECT s.transaction_id::text AS scan_transaction, s.global_position AS scan_position, m.*
  FROM scan_end s LEFT JOIN LATERAL (
    SELECT ${EVENT_COLUMNS}, transaction_id AS order_transaction FROM events
    WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
      AND (transaction_id, global_position) <= (s.transaction_id, s.global_position)
      AND type = ANY($3::text[])
    ORDER BY transaction_id, global_position
    LIMIT $4
  ) m ON true
  ORDER BY m.order_transaction, m.global_position`;

/** The last event a reader of the safe order can see now. */
export const SAFE_HEAD_QUERY = `
  SELECT transaction_id::text AS transaction_text, global_position FROM events
  WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY transaction_id DESC, global_position DESC
  LIMIT 1`;

export function toStoredEvent(row: Record<string, any>): StoredEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    schemaVersion: row.schema_version,
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    position: encodePosition(row.transaction_text, row.global_position),
    recordedAt: row.recorded_at,
  };
}
