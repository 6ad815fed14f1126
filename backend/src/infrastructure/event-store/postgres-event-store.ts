import type { Pool } from 'pg';
import { EventNotifications } from './event-notifications';
import { COMMITTED_HEAD_QUERY, EVENT_COLUMNS, SAFE_HEADER_ORDER_QUERY, SAFE_ORDER_QUERY, SAFE_RAW_DATA_ORDER_QUERY, SAFE_TYPED_ORDER_QUERY, eventOfRow } from './event-rows';
import {
  type AppendOptions,
  type AppendResult,
  type EventHeader,
  type EventStore,
  type ExpectedVersion,
  type LogPage,
  type LogPosition,
  type NewEvent,
  type RawDataEvent,
  type StoredEvent,
  type Subscription,
  START_OF_LOG,
  StreamVersionConflict,
  comparePositions,
  decodePosition,
  encodePosition,
  streamTypeOf,
} from './event-store.port';


/**
 * Events `readAllOfTypes` looks at per call: bounds one statement's work (a type met once in a
 * million events would otherwise scan the whole log in one go) while keeping calls few.
 */
const TYPED_SCAN_WINDOW = 50_000;

/** How often a subscriber looks for events when no notification arrives. */
const POLL_INTERVAL_MS = 250;

/** PostgreSQL adapter of the event store (docs/architecture/event-store.md, Adapters: streams + append-only events). */
/*
 * The statements a command runs on every request (append, read a stream or several) are named, so
 * each connection parses and plans them once: about a sixth more bookings a second (npm run bench,
 * docs/operations/benchmarks.md). Named statements live per connection, so a pooler in front of
 * PostgreSQL must keep sessions (not transaction pooling).
 */
export class PostgresEventStore implements EventStore {
  constructor(
    private readonly pool: Pool,
    private readonly notifications: EventNotifications,
    private readonly typedScanWindow = TYPED_SCAN_WINDOW,
  ) {}

  async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion, options: AppendOptions = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const payload = JSON.stringify(events.map((e) => ({ ...e, schemaVersion: e.schemaVersion ?? 1 })));
    const expected = expectedVersion === 'any' ? null : expectedVersion;
    try {
      const { rows } = await this.pool.query({
        name: 'events-append',
        text: 'SELECT next_version, last_position, transaction_id FROM ll_append_events($1, $2, $3, $4::jsonb)',
        values: [streamId, streamTypeOf(streamId), expected, payload],
      });
      const row = rows[0];
      if (options.wake !== false) this.notifications.announce();
      return {
        nextVersion: Number(row.next_version),
        checkpoint: encodePosition(row.transaction_id, row.last_position),
        duplicate: false,
      };
    } catch (error) {
      const pgError = error as { code?: string; detail?: string; constraint?: string };
      if (pgError.code === 'LL409') {
        // The same events racing in twice: the loser finds them stored and treats it as done.
        const stored = await this.findDuplicate(streamId, events);
        if (stored) return stored;
        throw new StreamVersionConflict(streamId, expectedVersion, Number(pgError.detail ?? 0));
      }
      if (pgError.code === '23505' && pgError.constraint === 'events_event_id_unique') {
        const stored = await this.findDuplicate(streamId, events);
        if (stored) return stored;
      }
      throw error;
    }
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    // Rows of EVENT_COLUMNS are the events themselves (event-rows.ts).
    const { rows } = await this.pool.query({ name: 'events-read-stream', text: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_position`, values: [streamId] });
    return rows;
  }

  async readStreams(streamIds: readonly string[]): Promise<Map<string, StoredEvent[]>> {
    const streams = new Map<string, StoredEvent[]>(streamIds.map((id) => [id, []]));
    if (streams.size === 0) return streams;
    const { rows } = await this.pool.query({
      name: 'events-read-streams',
      text: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_position`,
      values: [[...streams.keys()]],
    });
    for (const event of rows as StoredEvent[]) streams.get(event.streamId)?.push(event);
    return streams;
  }

  async readAll(after: LogPosition, limit: number): Promise<StoredEvent[]> {
    const [transactionId, globalPosition] = decodePosition(after);
    const { rows } = await this.pool.query(SAFE_ORDER_QUERY, [transactionId.toString(), globalPosition.toString(), limit]);
    return rows;
  }

  async readAllHeaders(after: LogPosition, limit: number): Promise<EventHeader[]> {
    const [transactionId, globalPosition] = decodePosition(after);
    const { rows } = await this.pool.query(SAFE_HEADER_ORDER_QUERY, [transactionId.toString(), globalPosition.toString(), limit]);
    return rows;
  }

  async readAllRawData(after: LogPosition, limit: number): Promise<RawDataEvent[]> {
    const [transactionId, globalPosition] = decodePosition(after);
    const { rows } = await this.pool.query(SAFE_RAW_DATA_ORDER_QUERY, [transactionId.toString(), globalPosition.toString(), limit]);
    return rows;
  }

  async readAllOfTypes(after: LogPosition, types: readonly string[], limit: number): Promise<LogPage> {
    const [transactionId, globalPosition] = decodePosition(after);
    const window = Math.max(this.typedScanWindow, limit);
    const { rows } = await this.pool.query(SAFE_TYPED_ORDER_QUERY, [transactionId.toString(), globalPosition.toString(), types, limit, window]);
    if (rows.length === 0) return { events: [], through: after };
    const scanned = rows.filter((r) => r.eventId !== null);
    const events = scanned.filter((r) => r.wanted).slice(0, limit).map(eventOfRow);
    // A full page may stop before the end of the scan: more matches can lie beyond its last event.
    if (events.length === limit) return { events, through: events[limit - 1].position };
    const last = scanned.find((r) => Number(r.looked) === window);
    if (last) return { events, through: last.position };
    const head = encodePosition(rows[0].head_transaction, rows[0].head_position);
    return { events, through: comparePositions(head, after) > 0 ? head : after };
  }

  async readHead(): Promise<LogPosition> {
    const { rows } = await this.pool.query(COMMITTED_HEAD_QUERY);
    return rows[0] ? encodePosition(rows[0].transaction_text, rows[0].global_position) : START_OF_LOG;
  }

  onAppend(listener: () => void): () => void {
    return this.notifications.onAppend(listener);
  }

  subscribe(after: LogPosition, onEvents: (events: StoredEvent[]) => Promise<void>): Subscription {
    let position = after;
    let open = true;
    const loop = (async () => {
      while (open) {
        const batch = await this.readAll(position, 500).catch(() => []);
        if (batch.length > 0 && open) {
          await onEvents(batch);
          position = batch[batch.length - 1].position;
        } else if (open) {
          await this.notifications.waitForAppend(POLL_INTERVAL_MS);
        }
      }
    })();
    return {
      close: async () => {
        open = false;
        this.notifications.signal();
        await loop;
      },
    };
  }

  private async findDuplicate(streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
    const { rows } = await this.pool.query(
      `SELECT max(e.global_position) AS last_position, count(*)::int AS found,
              (SELECT version FROM streams WHERE id = $1) AS version,
              (array_agg(e.transaction_id::text ORDER BY e.global_position DESC))[1] AS transaction_id
       FROM events e WHERE e.event_id = ANY($2::uuid[])`,
      [streamId, events.map((e) => e.eventId)],
    );
    if (rows[0].found !== events.length) return null;
    return {
      nextVersion: Number(rows[0].version),
      checkpoint: encodePosition(rows[0].transaction_id, rows[0].last_position),
      duplicate: true,
    };
  }
}
