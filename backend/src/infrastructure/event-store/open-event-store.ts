import type { Pool } from 'pg';
import { EventNotifications } from './event-notifications';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import type { EventStore } from './event-store.port';
import { MeteredEventStore } from './metered-event-store';
import { PostgresEventStore } from './postgres-event-store';

export interface OpenedEventStore {
  store: EventStore;
  /** `postgres` (the events table beside the read models) or `kurrentdb` (EVENTSTORE_URL). */
  engine: 'postgres' | 'kurrentdb';
  close(): Promise<void>;
}

export interface EventStoreLocation {
  /** EVENTSTORE_URL: events in KurrentDB; null: events in the PostgreSQL database. */
  eventStoreUrl: string | null;
  databaseUrl: string;
  /** The app's pool, for the PostgreSQL store. */
  pool: Pool;
}

/**
 * The one place that chooses where events live (docs/architecture/event-store.md): KurrentDB when
 * EVENTSTORE_URL is set (it must answer at start, or the app stops naming it), else PostgreSQL.
 */
export async function openEventStore(location: EventStoreLocation): Promise<OpenedEventStore> {
  if (location.eventStoreUrl) {
    const store = await KurrentDbEventStore.connect(location.eventStoreUrl);
    return { store: new MeteredEventStore(store, 'kurrentdb'), engine: 'kurrentdb', close: () => store.close() };
  }
  const notifications = new EventNotifications(location.databaseUrl);
  await notifications.start();
  // Appends are counted for /metrics around either adapter, so neither adapter knows about metrics.
  return { store: new MeteredEventStore(new PostgresEventStore(location.pool, notifications), 'postgres'), engine: 'postgres', close: () => notifications.close() };
}
