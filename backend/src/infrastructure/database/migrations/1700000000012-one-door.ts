import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One door to the log (docs/architecture/event-store.md): the admin console and reconciliation
 * stop reading `events`, which may now live in KurrentDB. `event_log` is keyed by the store's
 * opaque position and carries each event's data and metadata, so the event detail and the
 * timelines are answered from it; `processor_records` holds the events that name a processor
 * charge, refund or transfer for reconciliation. Both are read models: they start empty and their
 * projections replay the whole log (no checkpoint row = the start of the log).
 */
export class OneDoor1700000000012 implements MigrationInterface {
  name = 'OneDoor1700000000012';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE event_log`);
    // Positions and stream ids in the "C" collation: positions then sort in log order (the port
    // encodes them so), and one stream btree serves the exact stream, a prefix and the sort.
    // Data and metadata are `json`, not `jsonb`: they are only shown (and one key of a wallet
    // event read), and converting every event into jsonb's binary form made the rebuild 30% slower.
    await db.query(`
      CREATE TABLE event_log (
        position text COLLATE "C" PRIMARY KEY,
        event_id uuid NOT NULL,
        stream_id text COLLATE "C" NOT NULL,
        stream_position bigint NOT NULL,
        type text NOT NULL,
        recorded_at timestamptz NOT NULL,
        actor_key text NOT NULL,
        actor_role text,
        correlation_id text,
        data json NOT NULL,
        metadata json NOT NULL
      )`);
    await db.query(`CREATE INDEX event_log_event ON event_log (event_id)`);
    await db.query(`CREATE INDEX event_log_stream ON event_log (stream_id, stream_position)`);
    await db.query(`CREATE INDEX event_log_type ON event_log (type, position)`);
    await db.query(`CREATE INDEX event_log_actor ON event_log (actor_key, position)`);
    await db.query(`CREATE INDEX event_log_correlation ON event_log (correlation_id) WHERE correlation_id IS NOT NULL`);
    await db.query(`CREATE INDEX event_log_recorded ON event_log (recorded_at, position)`);

    await db.query(`
      CREATE TABLE processor_records (
        event_id uuid PRIMARY KEY,
        position text COLLATE "C" NOT NULL,
        type text NOT NULL,
        stream_id text NOT NULL,
        recorded_at timestamptz NOT NULL,
        processor_id text,
        amount_cents bigint
      )`);
    await db.query(`CREATE INDEX processor_records_recorded ON processor_records (recorded_at, position)`);

    // Reconciliation read `events` through this index; it reads processor_records now.
    await db.query(`DROP INDEX IF EXISTS events_processor_records`);
    await db.query(`DELETE FROM projection_checkpoints WHERE name IN ('event-log', 'processor-records')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE processor_records`);
    await db.query(`DROP TABLE event_log`);
    await db.query(`
      CREATE TABLE event_log (
        global_position bigint PRIMARY KEY,
        event_id uuid NOT NULL,
        stream_id text COLLATE "C" NOT NULL,
        stream_position bigint NOT NULL,
        type text NOT NULL,
        recorded_at timestamptz NOT NULL,
        actor_key text NOT NULL,
        actor_role text,
        correlation_id text
      )`);
    await db.query(`CREATE INDEX event_log_stream ON event_log (stream_id, stream_position)`);
    await db.query(`CREATE INDEX event_log_type ON event_log (type, global_position)`);
    await db.query(`CREATE INDEX event_log_actor ON event_log (actor_key, global_position)`);
    await db.query(`CREATE INDEX event_log_correlation ON event_log (correlation_id) WHERE correlation_id IS NOT NULL`);
    await db.query(`CREATE INDEX event_log_recorded ON event_log (recorded_at, global_position)`);
    await db.query(`
      CREATE INDEX events_processor_records ON events (recorded_at, global_position)
      WHERE type IN ('MerchantCharged', 'PayoutCompleted', 'ChargeRefunded')`);
    await db.query(`DELETE FROM projection_checkpoints WHERE name IN ('event-log', 'processor-records')`);
  }
}
