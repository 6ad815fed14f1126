import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { Counter, Gauge } from 'prom-client';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { metricsRegistry } from '../../infrastructure/metrics/metrics.registry';
import { PROJECTIONS, type Projection } from '../../projections/runner/projection';
import { LAG_COUNT_LIMIT, readProjectionStatus } from '../../projections/runner/projection-status';
import { ProjectionRunner } from '../../projections/runner/projection-runner';
import { movementCandidates } from '../money-movements/movements-in-flight';

/** Counted per kind up to this many, like the lag: beyond it the backlog is plainly a problem. */
export const IN_FLIGHT_COUNT_LIMIT = 1000;

const readModelLag = new Gauge({
  name: 'leadledger_read_model_lag_events',
  help: `Events in the log after the read model's checkpoint, counted up to ${LAG_COUNT_LIMIT + 1}`,
  labelNames: ['read_model'] as const,
  registers: [metricsRegistry],
});
const readModelParked = new Gauge({
  name: 'leadledger_read_model_parked',
  help: '1 while the read model is parked on an event it failed to apply (resume it in the admin console)',
  labelNames: ['read_model'] as const,
  registers: [metricsRegistry],
});
const moneyInFlight = new Gauge({
  name: 'leadledger_money_movements_in_flight',
  help: `Money movements started and not yet answered, as the read models see them (call: approvals and dispute refunds; wallet: payouts), up to ${IN_FLIGHT_COUNT_LIMIT} each`,
  labelNames: ['aggregate'] as const,
  registers: [metricsRegistry],
});
const projectionLeader = new Gauge({
  name: 'leadledger_projection_leader',
  help: '1 when this instance runs the projections (one instance leads at a time)',
  registers: [metricsRegistry],
});
const collectFailures = new Counter({
  name: 'leadledger_metrics_collect_failures_total',
  help: 'Scrapes that could not read a gauge (its series are left out of that scrape)',
  labelNames: ['gauge'] as const,
  registers: [metricsRegistry],
});

/**
 * The gauges read when `/metrics` is scraped, from what /api/health and the sweeper already
 * consult (docs/architecture/projections.md, docs/architecture/money-movements.md): nothing is
 * added to an append or a projection batch.
 */
@Injectable()
export class AppStateGauges {
  private readonly logger = new Logger('Metrics');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    private readonly runner: ProjectionRunner,
  ) {}

  async refresh(): Promise<void> {
    projectionLeader.set(this.runner.isLeader ? 1 : 0);
    await Promise.all([this.guarded('read_models', [readModelLag, readModelParked], () => this.readModels()), this.guarded('money_in_flight', [moneyInFlight], () => this.moneyInFlight())]);
  }

  private async readModels(): Promise<void> {
    const statuses = await readProjectionStatus(this.pool, this.store, this.projections.map((p) => p.name));
    for (const status of statuses) {
      readModelLag.set({ read_model: status.name }, status.lag);
      readModelParked.set({ read_model: status.name }, status.parked ? 1 : 0);
    }
  }

  /** The sweeper's own candidate list (money-movement.sweeper.ts), counted by kind. */
  private async moneyInFlight(): Promise<void> {
    const candidates = await movementCandidates(this.pool, IN_FLIGHT_COUNT_LIMIT);
    moneyInFlight.set({ aggregate: 'call' }, candidates.filter((c) => c.aggregate === 'call').length);
    moneyInFlight.set({ aggregate: 'wallet' }, candidates.filter((c) => c.aggregate === 'wallet').length);
  }

  /** A failed read leaves its series out rather than repeating the last scrape's values as current. */
  private async guarded(name: string, gauges: Gauge[], read: () => Promise<void>): Promise<void> {
    try {
      await read();
    } catch (error) {
      for (const gauge of gauges) gauge.reset();
      collectFailures.inc({ gauge: name });
      this.logger.warn(`metrics: could not read ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
