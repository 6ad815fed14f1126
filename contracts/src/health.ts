/** A read model stopped at an event it could not apply (it resumes when an admin says so). */
export interface ParkedProjection {
  eventId: string;
  eventType: string;
  error: string;
  /** ISO 8601. */
  parkedAt: string;
}

/** `GET /api/health`: liveness of the databases and how far each read model trails the event log. */
export interface ProjectionHealth {
  name: string;
  /** Events in the log the read model has not applied yet, counted up to 1,001. */
  lag: number;
  updatedAt: string | null;
  parked: ParkedProjection | null;
}

export interface HealthResponse {
  /** `degraded` when a read model is parked or more than 1,000 events behind. */
  status: 'ok' | 'degraded';
  database: { ok: boolean; engine: 'embedded-postgres' | 'postgres'; latencyMs: number };
  /** Where the events live: the PostgreSQL database, or KurrentDB (EVENTSTORE_URL). */
  eventStore: { engine: 'postgres' | 'kurrentdb' };
  projections: ProjectionHealth[];
  isProjectionLeader: boolean;
}
