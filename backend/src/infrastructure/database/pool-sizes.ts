/**
 * How many PostgreSQL connections one app instance opens at most (docker-compose.yml and README.md,
 * Running several instances): the main pool (DATABASE_POOL_SIZE) plus fixed small ones.
 * Two instances at the default open 2 × 32 = 64, under PostgreSQL's default max_connections of
 * 100 (3 kept for superusers) with room for a migration, a CLI run and psql.
 */
export const DEFAULT_POOL_SIZE = 20;

export const FIXED_CONNECTIONS = {
  /** Rate-limit counters, written with synchronous_commit=off (database.module.ts). */
  rateLimitPool: 5,
  /** TypeORM's pool: sessions and users only, short lookups. */
  identityPool: 5,
  /** The LISTEN connection that wakes subscribers on new events (event-store/event-notifications.ts). */
  eventNotifications: 1,
  /** The session holding the projection leader's advisory lock (projections/runner/projection-runner.ts). */
  projectionLeaderLock: 1,
} as const;

/**
 * The application_name each of an instance's connections carries, so pg_stat_activity tells an
 * operator (and test/connection-budget.e2e.spec.ts) which pool holds which connection.
 */
export const CONNECTION_NAMES = {
  mainPool: 'leadledger',
  rateLimitPool: 'leadledger rate-limits',
  identityPool: 'leadledger identity',
  eventNotifications: 'leadledger listen',
  projectionLeaderLock: 'leadledger projection-leader',
  /** Start-up's short connections: migrations, creating the database, the app role's checks. */
  setup: 'leadledger setup',
} as const;

/** Every connection an instance may hold at once with a main pool of `poolSize`. */
export function connectionsPerInstance(poolSize: number): number {
  return poolSize + Object.values(FIXED_CONNECTIONS).reduce((sum, n) => sum + n, 0);
}
