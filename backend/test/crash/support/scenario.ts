import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { FAKE_SECRET_KEY } from '../../../src/infrastructure/payments/fake-stripe.contract';
import { AppProcess, freePort } from './app-process';
import { Books, TEST_APPLICATION_NAME } from './audit';
import { FakeStripeServer } from './fake-stripe-server';

/** The machine's PostgreSQL server (CI's PostgreSQL 15): trust authentication for `postgres`. */
export const PG_ADMIN_URL = process.env.CRASH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Fails loudly, naming what is missing: a crash test that skips proves nothing. */
export async function requirePostgres(): Promise<void> {
  const client = new PgClient({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(`The crash suite needs the PostgreSQL server at ${PG_ADMIN_URL.replace(/\/\/[^@/]*@/, '//***@')} (user postgres, trust authentication); it could not connect: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs one statement as the server's `postgres` user (creating and dropping scenario databases). */
export async function admin(sql: string): Promise<void> {
  const client = new PgClient({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * One crash scenario's world: a fresh, uniquely named database on the server, the fake Stripe in
 * this process, and the built app as a child process pointed at both (STRIPE_API_URL).
 */
export class Scenario {
  readonly stripe = new FakeStripeServer();
  app!: AppProcess;
  books!: Books;
  readonly databaseName = `ll_crash_${randomBytes(5).toString('hex')}`;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'leadledger-crash-'));
  databaseUrl = '';

  baseUrl = (): string => this.app.baseUrl;

  async open(): Promise<this> {
    await admin(`CREATE DATABASE ${this.databaseName}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${this.databaseName}`;
    this.databaseUrl = url.toString();
    await this.stripe.start();
    this.app = new AppProcess(await freePort(), {
      DATABASE_URL: this.databaseUrl,
      DATA_DIR: this.dataDir,
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_API_URL: this.stripe.url,
      // One test client books and looks up every slot.
      BOOK_CALL_LIMIT_PER_HOUR: '100000',
      CALENDAR_EVENTS_LIMIT_PER_MINUTE: '100000',
    });
    await this.app.start();
    this.books = new Books(this.databaseUrl);
    return this;
  }

  /** The app's own connections to its database cut by the server (pg_terminate_backend), ours spared. */
  async terminateAppConnections(): Promise<number> {
    const client = new PgClient({ connectionString: PG_ADMIN_URL });
    client.on('error', () => undefined);
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND coalesce(application_name, '') <> $2`,
        [this.databaseName, TEST_APPLICATION_NAME],
      );
      return rows[0].n;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.app?.stop().catch(() => undefined);
    await this.books?.close().catch(() => undefined);
    await this.stripe.close();
    if (!process.env.CRASH_KEEP_DATABASE) await admin(`DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
