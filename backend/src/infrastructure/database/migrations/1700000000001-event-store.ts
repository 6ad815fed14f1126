import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The append-only event log (docs/architecture/event-store.md, Adapters). `ll_append_events` checks the expected version and
 * inserts a batch in one statement, so an append costs one round trip and one commit.
 */
export class EventStore1700000000001 implements MigrationInterface {
  name = 'EventStore1700000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE streams (
        id text PRIMARY KEY,
        type text NOT NULL,
        version bigint NOT NULL CHECK (version >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL, -- its streams row is written first by ll_append_events, same transaction
        stream_position bigint NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, stream_position),
        CONSTRAINT events_event_id_unique UNIQUE (event_id)
      )`);
    // The safe global order: (transaction, position) of transactions older than any in flight.
    await db.query(`CREATE INDEX events_transaction_order ON events (transaction_id, global_position)`);

    await db.query(`
      CREATE FUNCTION ll_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% on % is refused: rows are immutable history', TG_OP, TG_TABLE_NAME
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`CREATE TRIGGER events_immutable BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION ll_refuse_change()`);
    await db.query(`CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION ll_refuse_change()`);

    // p_expected NULL = any version; 0 = the stream must not exist yet; n = the stream is at n.
    // A stale expectation raises SQLSTATE LL409 with the actual version in the message detail;
    // an event id stored before violates events_event_id_unique. The adapter turns both into
    // "already appended" when every id of the batch is found stored (idempotent retries).
    await db.query(`
      CREATE FUNCTION ll_append_events(p_stream text, p_stream_type text, p_expected bigint, p_events jsonb)
      RETURNS TABLE (next_version bigint, last_position bigint, transaction_id text)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_count bigint := jsonb_array_length(p_events);
        v_new bigint;
        v_actual bigint;
      BEGIN
        IF p_expected IS NULL OR p_expected = 0 THEN
          INSERT INTO streams AS s (id, type, version) VALUES (p_stream, p_stream_type, v_count)
          ON CONFLICT (id) DO UPDATE SET version = s.version + v_count
            WHERE p_expected IS NULL
          RETURNING s.version INTO v_new;
        ELSE
          UPDATE streams s SET version = s.version + v_count
          WHERE s.id = p_stream AND s.version = p_expected
          RETURNING s.version INTO v_new;
        END IF;

        IF v_new IS NULL THEN
          SELECT s.version INTO v_actual FROM streams s WHERE s.id = p_stream;
          RAISE EXCEPTION 'stream % expected version %, actual %', p_stream, p_expected, coalesce(v_actual, 0)
            USING ERRCODE = 'LL409', DETAIL = coalesce(v_actual, 0)::text;
        END IF;

        RETURN QUERY
          WITH inserted AS (
            INSERT INTO events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
            SELECT p_stream, v_new - v_count + x.ord, (x.value ->> 'eventId')::uuid, x.value ->> 'type',
                   coalesce((x.value ->> 'schemaVersion')::integer, 1), x.value -> 'data', x.value -> 'metadata'
            FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x (value, ord)
            RETURNING global_position
          )
          SELECT v_new, max(i.global_position), pg_current_xact_id()::text FROM inserted i;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP FUNCTION ll_append_events(text, text, bigint, jsonb)`);
    await db.query(`DROP TABLE events`);
    await db.query(`DROP TABLE streams`);
    await db.query(`DROP FUNCTION ll_refuse_change()`);
  }
}
