import { type DynamicModule, Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import { CLOCK, systemClock } from '../clock/clock';
import { EventNotifications } from '../event-store/event-notifications';
import { EVENT_STORE } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { RateLimiter } from '../http/rate-limiter';
import { openAppPool } from './app-pool';
import { APP_CONFIG, PG_FAST_POOL, PG_POOL } from './database.tokens';
import { UserEntity } from './entities/user.entity';
import { SessionEntity } from './entities/session.entity';

/** Owns the connections: one pg pool for events and read models, TypeORM for identity rows. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PG_FAST_POOL) private readonly fastPool: Pool,
    private readonly notifications: EventNotifications,
  ) {}

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
        }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: systemClock },
        {
          provide: PG_POOL,
          // Short command transactions only (DESIGN.md 3): an idle open one would hold back readers.
          // A connection dropped by the server (restart, failover) must not crash the app (app-pool.ts).
          useFactory: () => openAppPool({ connectionString: config.databaseUrl, max: 20, options: '-c idle_in_transaction_session_timeout=30000' }, warn),
        },
        {
          provide: PG_FAST_POOL,
          // Rate-limit counters are written on every public request; an fsync per hit would cost
          // more than the request itself, and losing the last hits of a crash is harmless.
          useFactory: () => openAppPool({ connectionString: config.databaseUrl, max: 5, options: '-c synchronous_commit=off' }, warn),
        },
        {
          provide: EventNotifications,
          useFactory: async () => {
            const notifications = new EventNotifications(config.databaseUrl);
            await notifications.start();
            return notifications;
          },
        },
        { provide: EVENT_STORE, useFactory: (pool: Pool, n: EventNotifications) => new PostgresEventStore(pool, n), inject: [PG_POOL, EventNotifications] },
        RateLimiter,
      ],
      exports: [APP_CONFIG, CLOCK, PG_POOL, PG_FAST_POOL, EventNotifications, EVENT_STORE, RateLimiter, TypeOrmModule],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.notifications.close();
    await this.fastPool.end();
    await this.pool.end();
  }
}
