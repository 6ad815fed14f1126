import { join } from 'node:path';
import { dataDirectory } from './data-directory';

export interface RateLimitSettings {
  /** Login attempts per client IP per 15 minutes. */
  loginPerIp: number;
  /** Login attempts per email address per 15 minutes (guessing one account's password). */
  loginPerEmail: number;
  /** Signups per client IP per hour. */
  registerPerIp: number;
}

/** Everything the app reads from its environment, read once at start. */
export interface AppConfig {
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
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { loginPerIp: 50, loginPerEmail: 10, registerPerIp: 20 };

export function configFromEnvironment(databaseUrl: string, databaseEngine: AppConfig['databaseEngine']): AppConfig {
  const dataDir = dataDirectory();
  return {
    databaseUrl,
    databaseEngine,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    trustProxy: process.env.TRUST_PROXY === 'true',
    trialDays: positiveInt(process.env.TRIAL_DAYS, 14),
    rateLimits: DEFAULT_RATE_LIMITS,
    runProjections: process.env.RUN_PROJECTIONS !== 'false',
    eventStoreUrl: eventStoreUrl(process.env.EVENTSTORE_URL),
  };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** A bad EVENTSTORE_URL stops the app at start with a message naming it. */
export function eventStoreUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^(kurrentdb|kdb|esdb|eventstore)(\+discover)?:\/\/./.test(value)) {
    throw new Error(`EVENTSTORE_URL must be a KurrentDB connection string such as kurrentdb://host:2113?tls=false (got "${value.replace(/\/\/[^@/]*@/, '//***@')}")`);
  }
  return value;
}
