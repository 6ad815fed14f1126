import type { PoolClient } from 'pg';
import type { EventHeader } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { activityRows } from './activity-by-day.rows';

/** Daily event counts behind the admin console's trend charts. One upsert per batch. */
export class ActivityByDayProjection implements Projection {
  readonly name = 'activity-by-day';
  readonly tables = ['activity_by_day'];
  /** It counts every event by type and day. */
  readonly eventTypes = 'every' as const;
  /** Counts need each event's type and times, never its data: a rebuild reads the log without it. */
  readonly withoutData = true as const;

  async apply(events: EventHeader[], tx: PoolClient): Promise<void> {
    const rows = activityRows(events);
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO activity_by_day (day, event_type, event_count)
       SELECT * FROM unnest($1::date[], $2::text[], $3::bigint[])
       ON CONFLICT (day, event_type) DO UPDATE SET event_count = activity_by_day.event_count + EXCLUDED.event_count`,
      [rows.map((r) => r.day), rows.map((r) => r.eventType), rows.map((r) => r.count)],
    );
  }
}
