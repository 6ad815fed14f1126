import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppConfig } from '../infrastructure/config/app-config';
import { APP_CONFIG, PG_POOL } from '../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port';
import { PROJECTIONS, type Projection } from './runner/projection';
import { ProjectionRunner } from './runner/projection-runner';
import { ProjectionWaiter } from './runner/projection-waiter';
import { allProjections } from './projection-registry';

/** Runs the read models in this process when it holds the leader lock; every instance can wait on them. */
@Global()
@Module({
  providers: [
    { provide: PROJECTIONS, useFactory: allProjections },
    {
      provide: ProjectionRunner,
      useFactory: (config: AppConfig, pool: Pool, store: EventStore, projections: Projection[]) => {
        const logger = new Logger('Projections');
        return new ProjectionRunner(config.databaseUrl, pool, store, projections, { log: (m) => logger.log(m) });
      },
      inject: [APP_CONFIG, PG_POOL, EVENT_STORE, PROJECTIONS],
    },
    {
      provide: ProjectionWaiter,
      useFactory: (pool: Pool, projections: Projection[], runner: ProjectionRunner) =>
        new ProjectionWaiter(pool, projections.map((p) => p.name), (listener) => runner.onAdvance(listener), () => runner.isLeader),
      inject: [PG_POOL, PROJECTIONS, ProjectionRunner],
    },
  ],
  exports: [PROJECTIONS, ProjectionRunner, ProjectionWaiter],
})
export class ProjectionsModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runProjections) this.runner.start();
  }

  /** Before the pool closes (DatabaseModule's onApplicationShutdown): stop using it first. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }
}
