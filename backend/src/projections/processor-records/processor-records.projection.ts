import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { PROCESSOR_EVENT_TYPES, processorRecordRow } from './processor-records.rows';

/**
 * `processor_records` (migration 12): the events that name a processor charge, transfer or refund,
 * for reconciliation (docs/architecture/ledger.md). A read model of its own rather than a filter on `event_log`:
 * finance's matching does not depend on the audit log's copy of every event's data, each record's
 * id and amount are picked once by a pure, tested function, and the table stays as small as the
 * money movements are few. Idempotent per event (keyed by event id).
 */
export class ProcessorRecordsProjection implements Projection {
  readonly name = 'processor-records';
  readonly tables = ['processor_records'];
  readonly eventTypes = PROCESSOR_EVENT_TYPES;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const rows = events.flatMap((event) => processorRecordRow(event) ?? []);
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO processor_records (event_id, position, type, stream_id, recorded_at, processor_id, amount_cents)
       SELECT r."eventId", r."position", r.type, r."streamId", r."recordedAt", r."processorId", r."amountCents"
       FROM json_to_recordset($1::json) AS r("eventId" uuid, "position" text, type text, "streamId" text, "recordedAt" timestamptz, "processorId" text, "amountCents" bigint)
       ON CONFLICT (event_id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }
}
