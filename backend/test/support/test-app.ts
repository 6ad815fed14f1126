import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/create-app';
import { type AppConfig, DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../src/infrastructure/config/app-config';
import { appDatabaseUrl } from '../../src/infrastructure/database/app-role';
import { createTestDatabase, type TestDatabase } from '../../src/test-support/test-database';
import { startLocalKurrentDb } from '../../tools/kurrentdb-local/kurrentdb-local.server';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** A cookie-keeping client: one browser. Make several for several people. */
  browser(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

/**
 * The real app over a fresh database (embedded, or DATABASE_URL's server) and a temporary data
 * directory. Rate limits are raised so journeys can sign many people up from one IP, unless a
 * test passes its own.
 */
export async function startTestApp(
  options: { rateLimits?: RateLimitSettings; eventStoreUrl?: string; databasePoolSize?: number; frontendDir?: string; trustProxy?: boolean; sandboxClock?: boolean; smtpUrl?: string } = {},
): Promise<TestApp> {
  const db: TestDatabase = await createTestDatabase();
  const events = options.eventStoreUrl ? { url: options.eventStoreUrl, close: async () => undefined } : await testEventStore();
  const dataDir = mkdtempSync(join(tmpdir(), 'leadledger-e2e-'));
  const config: AppConfig = {
    databaseUrl: await appDatabaseUrl(db.url), // the app's own role, as main.ts gives it
    databaseEngine: process.env.DATABASE_URL ? 'postgres' : 'embedded-postgres',
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    trustProxy: options.trustProxy ?? false,
    trialDays: 14,
    rateLimits: options.rateLimits ?? { ...DEFAULT_RATE_LIMITS, loginPerIp: 10_000, loginPerEmail: 10_000, loginPerAccount: 10_000, registerPerIp: 10_000, passwordChangePerUser: 10_000, passwordChangePerIp: 10_000 },
    runProjections: true,
    eventStoreUrl: events.url,
    databasePoolSize: options.databasePoolSize,
    sandboxClock: options.sandboxClock,
    smtpUrl: options.smtpUrl ?? null,
  };
  const app = await createApp(config, { logger: ['error'], frontendDir: options.frontendDir });
  await app.init();
  return {
    app,
    config,
    browser: () => request.agent(app.getHttpServer()),
    close: async () => {
      await app.close();
      await events.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Where a test app's events live: PostgreSQL (default); a real KurrentDB when EVENTSTORE_URL is
 * set (its log is shared, so suites must not assume an empty one); or, with
 * TEST_EVENT_STORE=kurrentdb-local, a fresh local KurrentDB-protocol server per app (CI's
 * KurrentDB-mode run of the HTTP suites, docs/architecture/event-store.md).
 */
async function testEventStore(): Promise<{ url: string | null; close(): Promise<void> }> {
  if (process.env.EVENTSTORE_URL) return { url: process.env.EVENTSTORE_URL, close: async () => undefined };
  if (process.env.TEST_EVENT_STORE === 'kurrentdb-local') return startLocalKurrentDb();
  if (process.env.TEST_EVENT_STORE) throw new Error(`TEST_EVENT_STORE must be kurrentdb-local or unset, not ${process.env.TEST_EVENT_STORE}`);
  return { url: null, close: async () => undefined };
}
