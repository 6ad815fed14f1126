import { Controller, Get, Inject } from '@nestjs/common';
import type { HealthResponse } from '@leadledger/contracts/health';
import type { Pool } from 'pg';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { APP_CONFIG, PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { PROJECTIONS, type Projection } from '../../projections/runner/projection';
import { readProjectionStatus } from '../../projections/runner/projection-status';
import { ProjectionRunner } from '../../projections/runner/projection-runner';
import { Public } from '../auth/decorators/public.decorator';

/** Lag above this many events marks the instance degraded (read models visibly stale). */
const DEGRADED_LAG = 1000;

@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Liveness only (no database): also the baseline the HTTP benchmarks compare against. */
  @Public()
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Public()
  @Get()
  async health(): Promise<HealthResponse> {
    const started = performance.now();
    await this.pool.query('SELECT 1');
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const statuses = await readProjectionStatus(this.pool, this.store, this.projections.map((p) => p.name));
    const projections = statuses.map((p) => ({
      name: p.name,
      lag: p.lag,
      updatedAt: p.updatedAt?.toISOString() ?? null,
      parked: p.parked ? { eventId: p.parked.eventId, eventType: p.parked.eventType, error: p.parked.error, parkedAt: p.parked.at.toISOString() } : null,
    }));
    return {
      status: projections.some((p) => p.parked || p.lag > DEGRADED_LAG) ? 'degraded' : 'ok',
      database: { ok: true, engine: this.config.databaseEngine, latencyMs },
      eventStore: { engine: this.config.eventStoreUrl ? 'kurrentdb' : 'postgres' },
      projections,
      isProjectionLeader: this.runner.isLeader,
    };
  }
}
