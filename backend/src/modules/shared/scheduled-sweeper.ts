import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool } from 'pg';
import { LockedSweep } from './locked-sweep';

export interface SweepPlan {
  /** The logger's name. */
  name: string;
  /** Same number in every instance of the app; one per kind of sweep (see LockedSweep). */
  lockKey: number;
  everyMs: number;
  /** Work in flight for longer than this is taken as interrupted (crash, timeout, 503). */
  staleAfterMs: number;
  /** Only instances that run the projections sweep (RUN_PROJECTIONS). */
  enabled: boolean;
}

/**
 * The app-lifecycle half of a repair sweeper (approvals, payouts, disputes): starts the locked
 * schedule when the app is up, stops it (waiting for a sweep in progress) before shutdown, and
 * offers `sweepOnce` to tests and operators. A subclass only says what one sweep does.
 */
export abstract class ScheduledSweeper<Report> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  private readonly schedule: LockedSweep<Report>;

  protected constructor(
    pool: Pool,
    private readonly plan: SweepPlan,
  ) {
    this.logger = new Logger(plan.name);
    this.schedule = new LockedSweep(pool, plan.lockKey, this.logger);
  }

  onApplicationBootstrap(): void {
    if (this.plan.enabled) this.schedule.start(this.plan.everyMs, () => this.sweep(this.plan.staleAfterMs));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.schedule.stop();
  }

  /** One sweep unless another instance (or this one) is sweeping: null when it was skipped. */
  sweepOnce(staleAfterMs = this.plan.staleAfterMs): Promise<Report | null> {
    return this.schedule.runOnce(() => this.sweep(staleAfterMs));
  }

  protected abstract sweep(staleAfterMs: number): Promise<Report>;
}
