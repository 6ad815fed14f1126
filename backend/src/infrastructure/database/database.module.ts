import { type DynamicModule, Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { CLOCK, systemClock } from '../clock/clock';
import { AdjustableClock } from '../clock/adjustable-clock';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { type OpenedEventStore, openEventStore } from '../event-store/open-event-store';
import { RateLimiter } from '../http/rate-limiter';
import { closeAppPool, connectionsClosed, openAppPool, pgWithProtectedPools } from './app-pool';
import { assertCannotRewriteHistory } from './app-role';
import { APP_CONFIG, PG_FAST_POOL, PG_POOL } from './database.tokens';
import { CONNECTION_NAMES, DEFAULT_POOL_SIZE, FIXED_CONNECTIONS } from './pool-sizes';
import { UserEntity } from './entities/user.entity';
import { SessionEntity } from './entities/session.entity';

/** The opened event store with its engine and close(); EVENT_STORE is its `store`. */
const OPENED_EVENT_STORE = Symbol('OpenedEventStore');

/**
 * Owns the connections: one pg pool for read models (and events, by default), TypeORM for
 * identity rows, and the event store (PostgreSQL, or KurrentDB when EVENTSTORE_URL is set).
 * All of them log in as the app's role from `config.databaseUrl`, never as the owner that runs
 * migrations (docs/decisions/0003-app-database-role.md).
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PG_FAST_POOL) private readonly fastPool: Pool,
    @Inject(OPENED_EVENT_STORE) private readonly events: OpenedEventStore,
    @InjectDataSource() private readonly identity: DataSource,
  ) {
    // Kept now: TypeORM forgets its pool when it is destroyed, possibly before this module's hook runs.
    this.identityPool = (identity.driver as unknown as { master: Pool }).master;
  }

  private readonly identityPool: Pool;

  static forRoot(config: AppConfig): DynamicModule {
    const logger = new Logger('Database');
    const warn = (message: string) => logger.warn(message);
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.databaseUrl,
          entities: [UserEntity, SessionEntity],
          synchronize: false, // the schema comes from migrations only (migrate.ts)
          migrationsRun: false,
          logging: false,
          // Sessions are read through TypeORM: its connections must not crash the app either (app-pool.ts).
          driver: pgWithProtectedPools(warn),
          applicationName: CONNECTION_NAMES.identityPool,
          extra: { max: FIXED_CONNECTIONS.identityPool },
        }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: config.sandboxClock ? new AdjustableClock() : systemClock },
        {
          provide: PG_POOL,
          // Short command transactions only (docs/architecture/overview.md, Events and streams): an idle open one would hold back readers.
          // A connection dropped by the server (restart, failover) must not crash the app (app-pool.ts).
          // The app never starts on a role that could rewrite history (docs/decisions/0003-app-database-role.md).
          useFactory: async () => {
            const pool = openAppPool({ connectionString: config.databaseUrl, application_name: CONNECTION_NAMES.mainPool, max: config.databasePoolSize ?? DEFAULT_POOL_SIZE, options: '-c idle_in_transaction_session_timeout=30000' }, warn);
            await assertCannotRewriteHistory(pool).catch(async (error) => {
              await pool.end();
              throw error;
            });
            return pool;
          },
        },
        {
          provide: PG_FAST_POOL,
          // Rate-limit counters are written on every public request; an fsync per hit would cost
          // more than the request itself, and losing the last hits of a crash is harmless.
          useFactory: () => openAppPool({ connectionString: config.databaseUrl, application_name: CONNECTION_NAMES.rateLimitPool, max: FIXED_CONNECTIONS.rateLimitPool, options: '-c synchronous_commit=off' }, warn),
        },
        {
          provide: OPENED_EVENT_STORE,
          useFactory: (pool: Pool) => openEventStore({ eventStoreUrl: config.eventStoreUrl, databaseUrl: config.databaseUrl, pool }),
          inject: [PG_POOL],
        },
        { provide: EVENT_STORE, useFactory: (opened: OpenedEventStore): EventStore => opened.store, inject: [OPENED_EVENT_STORE] },
        RateLimiter,
      ],
      exports: [APP_CONFIG, CLOCK, PG_POOL, PG_FAST_POOL, EVENT_STORE, RateLimiter, TypeOrmModule],
    };
  }

  /**
   * Every connection closed before this returns, so the embedded database stopped next (main.ts)
   * cuts none of them. TypeORM's own hook destroys its data source too (whichever runs first, the
   * other skips it), but neither waits for the connections to close (app-pool.ts, closeAppPool).
   */
  async onApplicationShutdown(): Promise<void> {
    await this.events.close();
    await closeAppPool(this.fastPool);
    await closeAppPool(this.pool);
    if (this.identity.isInitialized) await this.identity.destroy();
    await connectionsClosed(this.identityPool);
  }
}
