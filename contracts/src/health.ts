/** `GET /api/health`: liveness of the database and how far each read model trails the event log. */
export interface ProjectionHealth {
  name: string;
  /** Committed events the projection has not applied yet. */
  lag: number;
  updatedAt: string | null;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: { ok: boolean; engine: 'embedded-postgres' | 'postgres'; latencyMs: number };
  projections: ProjectionHealth[];
  isProjectionLeader: boolean;
}
