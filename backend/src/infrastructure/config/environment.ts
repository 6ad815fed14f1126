import { EnvironmentReader, type RawEnvironment, isHttpOrigin, parsedUrl, redacted } from './environment-reader';
import { DEFAULT_POOL_SIZE } from '../database/pool-sizes';
import { type OAuthClient, readAppUrl, readOAuthClient, readStripe, type StripeSettings } from './service-settings';

/** Every variable parseEnvironment reads (README.md, Configuration); a change to one means parsing again. */
export const ENVIRONMENT_VARIABLES = [
  'PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'DATABASE_APP_URL', 'DATABASE_POOL_SIZE', 'PGPASSWORD', 'EVENTSTORE_URL', 'EMBEDDED_PG_PORT',
  'TRUST_PROXY', 'ALLOWED_ORIGINS', 'METRICS_TOKEN', 'LOG_LEVEL', 'TRIAL_DAYS', 'RUN_PROJECTIONS', 'CONTACT_LIMIT_PER_HOUR', 'BOOK_CALL_LIMIT_PER_HOUR',
  'TRACKING_LIMIT_PER_MINUTE', 'CALENDAR_EVENTS_LIMIT_PER_MINUTE', 'SANDBOX_CALENDLY_LIMIT_PER_HOUR', 'APP_SECRET', 'APP_URL',
  'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'CALENDLY_CLIENT_ID', 'CALENDLY_CLIENT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_API_URL',
  'SMTP_URL', 'LL_STARTED_AT', 'SANDBOX_CLOCK',
] as const;

/** The shortest APP_SECRET accepted: the token cipher derives its key from it (crypto/token-cipher.ts). */
export const MIN_APP_SECRET_LENGTH = 16;

/** pino's levels, least to most severe; `silent` logs nothing (docs/operations/logging.md). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Per-IP limits of the public endpoints (docs/architecture/security.md, Rate limits). */
export interface PublicLimits {
  contactPerHour: number;
  bookCallPerHour: number;
  trackingPerMinute: number;
  calendarEventsPerMinute: number;
  sandboxCalendlyPerHour: number;
}

/** Every variable of README.md's Configuration table, checked and typed; null where unset. */
export interface Environment {
  port: number;
  host: string;
  dataDir: string | null;
  databaseUrl: string | null;
  databaseAppUrl: string | null;
  /** Connections of the main pool; the instance's whole count is in infrastructure/database/pool-sizes.ts. */
  databasePoolSize: number;
  /** PostgreSQL's own variable: the owner's password when DATABASE_URL carries none. */
  pgPassword: string | null;
  eventStoreUrl: string | null;
  embeddedPgPort: number | null;
  trustProxy: boolean;
  /** Exact origins, as browsers send them in `Origin`. */
  allowedOrigins: readonly string[];
  /** The bearer token Prometheus sends for `/metrics`; null: loopback scrapers only (README.md). */
  metricsToken: string | null;
  /** The least severe JSON log line written (docs/operations/logging.md). */
  logLevel: LogLevel;
  trialDays: number;
  runProjections: boolean;
  limits: PublicLimits;
  appSecret: string | null;
  appUrl: string | null;
  google: OAuthClient | null;
  calendly: OAuthClient | null;
  stripe: StripeSettings | null;
  /** SANDBOX_CLOCK: the app's clock may be moved forward (browser journeys; never with a real processor). */
  sandboxClock: boolean;
  /** SMTP_URL: notification emails go through this server; null: they stay in the sandbox outbox (docs/architecture/notifications.md). */
  smtpUrl: string | null;
  /** LL_STARTED_AT, set by `npm start` (scripts/start.mjs) to report how long starting took. */
  startedAt: number | null;
}

/** One line per bad variable; `main.ts` prints them and exits before anything starts. */
export class InvalidEnvironment extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'InvalidEnvironment';
  }
}

const PORTS = { min: 1, max: 65535 };
/** High enough for any benchmark or test that lifts a limit, low enough to stay an exact integer. */
const LIMITS = { min: 0, max: 1_000_000_000 };

/** Checks every variable, collecting all problems; a frozen Environment when there are none. */
export function parseEnvironment(env: RawEnvironment): Environment {
  const read = new EnvironmentReader(env);
  const environment: Environment = {
    port: read.wholeNumber('PORT', PORTS, 3000),
    host: host(read),
    dataDir: read.text('DATA_DIR'),
    databaseUrl: read.postgresUrl('DATABASE_URL', 'postgres://user:secret@host:5432/leadledger'),
    databaseAppUrl: read.postgresUrl('DATABASE_APP_URL', 'postgres://leadledger_app:secret@host:5432/leadledger'),
    // At least 2: a command holds one while the projection runner holds another.
    databasePoolSize: read.wholeNumber('DATABASE_POOL_SIZE', { min: 2, max: 500 }, DEFAULT_POOL_SIZE),
    pgPassword: read.raw('PGPASSWORD'),
    eventStoreUrl: eventStoreUrl(read),
    embeddedPgPort: read.wholeNumber('EMBEDDED_PG_PORT', PORTS, null),
    trustProxy: read.flag('TRUST_PROXY', false),
    allowedOrigins: allowedOrigins(read),
    metricsToken: read.text('METRICS_TOKEN'),
    logLevel: logLevel(read),
    // Ten years at most: a trial end further out is beyond what a Date holds for some inputs.
    trialDays: read.wholeNumber('TRIAL_DAYS', { min: 1, max: 3650 }, 14),
    runProjections: read.flag('RUN_PROJECTIONS', true),
    limits: {
      contactPerHour: read.wholeNumber('CONTACT_LIMIT_PER_HOUR', LIMITS, 5),
      bookCallPerHour: read.wholeNumber('BOOK_CALL_LIMIT_PER_HOUR', LIMITS, 20),
      trackingPerMinute: read.wholeNumber('TRACKING_LIMIT_PER_MINUTE', LIMITS, 120),
      calendarEventsPerMinute: read.wholeNumber('CALENDAR_EVENTS_LIMIT_PER_MINUTE', LIMITS, 120),
      sandboxCalendlyPerHour: read.wholeNumber('SANDBOX_CALENDLY_LIMIT_PER_HOUR', LIMITS, 20),
    },
    appSecret: appSecret(read),
    appUrl: readAppUrl(read),
    google: readOAuthClient(read, 'GOOGLE'),
    calendly: readOAuthClient(read, 'CALENDLY'),
    stripe: readStripe(read),
    smtpUrl: smtpUrl(read),
    startedAt: startedAt(read),
    sandboxClock: read.flag('SANDBOX_CLOCK', false),
  };
  if (environment.sandboxClock && environment.stripe) read.fail('SANDBOX_CLOCK moves the app\'s clock for tests and cannot be set together with STRIPE_SECRET_KEY');
  if (read.problems.length > 0) throw new InvalidEnvironment(read.problems);
  return deepFreeze(environment);
}

function host(read: EnvironmentReader): string {
  const value = read.text('HOST');
  if (value === null || /^[\w.:%[\]-]+$/.test(value)) return value ?? '0.0.0.0';
  read.fail(`HOST must be an IP address or host name to listen on, such as 0.0.0.0 or 127.0.0.1 (got "${value}")`);
  return '0.0.0.0';
}

/** Events in KurrentDB (docs/architecture/event-store.md); the server must also answer at start. */
function eventStoreUrl(read: EnvironmentReader): string | null {
  const value = read.text('EVENTSTORE_URL');
  if (value === null || /^(kurrentdb|kdb|esdb|eventstore)(\+discover)?:\/\/./.test(value)) return value;
  read.fail(`EVENTSTORE_URL must be a KurrentDB connection string such as kurrentdb://host:2113?tls=false (got "${redacted(value)}")`);
  return null;
}

/** Exactly as pino spells a level: `INFO` is refused like `TRUE` for a flag, rather than guessed at. */
function logLevel(read: EnvironmentReader): LogLevel {
  const value = read.text('LOG_LEVEL');
  if (value === null) return 'info';
  const known = LOG_LEVELS.find((level) => level === value);
  if (known) return known;
  read.fail(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}")`);
  return 'info';
}

/** Kept as browsers send `Origin` (scheme, lower-case host, port): a trailing slash would never match. */
function allowedOrigins(read: EnvironmentReader): string[] {
  const entries = (read.text('ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isHttpOrigin(parsedUrl(entry)));
  if (bad.length === 0) return entries.map((entry) => new URL(entry).origin);
  read.fail(`ALLOWED_ORIGINS must be comma-separated origins such as https://app.example,http://localhost:5173, each with no path (got "${bad.join(',')}")`);
  return [];
}

/** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), with a host; credentials in the URL. */
function smtpUrl(read: EnvironmentReader): string | null {
  const value = read.text('SMTP_URL');
  if (value === null) return null;
  const url = parsedUrl(value);
  if (url && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname) return value;
  read.fail(`SMTP_URL must be a mail server URL such as smtp://user:password@mail.example:587 or smtps://mail.example:465 (got "${redacted(value)}")`);
  return null;
}

function appSecret(read: EnvironmentReader): string | null {
  const value = read.text('APP_SECRET');
  if (value === null || value.length >= MIN_APP_SECRET_LENGTH) return value;
  read.fail(`APP_SECRET must be at least ${MIN_APP_SECRET_LENGTH} characters (got ${value.length}), or unset to use the one generated in DATA_DIR`);
  return null;
}

function startedAt(read: EnvironmentReader): number | null {
  const value = read.text('LL_STARTED_AT');
  if (value === null) return null;
  if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  read.fail(`LL_STARTED_AT (set by npm start) must be a time in milliseconds since 1970 (got "${value}")`);
  return null;
}

function deepFreeze<T extends object>(value: T): Readonly<T> {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object') deepFreeze(inner);
  return Object.freeze(value);
}
