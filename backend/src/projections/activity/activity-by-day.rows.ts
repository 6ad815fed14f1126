import type { EventHeader } from '../../infrastructure/event-store/event-store.port';

export interface ActivityRow {
  day: string;
  eventType: string;
  count: number;
}

/**
 * How many events of each type happened each day (UTC, by the business time `occurredAt`).
 * Pure: the writer adds these counts to the table in one statement per batch.
 */
export function activityRows(events: readonly EventHeader[]): ActivityRow[] {
  const counts = new Map<string, ActivityRow>();
  for (const event of events) {
    const day = (event.metadata.occurredAt ?? event.recordedAt.toISOString()).slice(0, 10);
    const key = `${day}|${event.type}`;
    const row = counts.get(key) ?? { day, eventType: event.type, count: 0 };
    row.count += 1;
    counts.set(key, row);
  }
  return [...counts.values()];
}
