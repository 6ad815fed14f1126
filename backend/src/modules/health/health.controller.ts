import { Controller, Get, Inject } from '@nestjs/common';
import type { HealthResponse } from '@leadledger/contracts/health';
import type { Pool } from 'pg';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { APP_CONFIG, PG_POOL } from '../../infrastructure/database/database.tokens';
import { PROJECTIONS, type Projection } from '../../projections/runner/projection';
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
    // Lag = committed events after each checkpoint, in the same safe order the runner reads.
    const { rows } = await this.pool.query(
      `SELECT p.name, c.updated_at,
              (SELECT count(*) FROM events e
               WHERE (e.transaction_id, e.global_position) >
                     (coalesce(c.transaction_id, '0'::xid8), coalesce(c.global_position, 0))) AS lag
       FROM unnest($1::text[]) AS p (name)
       LEFT JOIN projection_checkpoints c ON c.name = p.name`,
      [this.projections.map((p) => p.name)],
    );
    const projections = rows.map((r) => ({ name: r.name, lag: Number(r.lag), updatedAt: r.updated_at?.toISOString() ?? null }));
    return {
      status: projections.some((p) => p.lag > DEGRADED_LAG) ? 'degraded' : 'ok',
      database: { ok: true, engine: this.config.databaseEngine, latencyMs },
      projections,
      isProjectionLeader: this.runner.isLeader,
    };
  }
}
