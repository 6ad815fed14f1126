import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database cloned from the run's template (global-setup.ts). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (!adminUrl || !template) throw new Error('No test database server: run database tests through jest (global-setup.ts)');
  const name = `ll_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A pool for a test database. An idle connection that the server closes (a restart, an
 * operator's pg_terminate_backend) makes pg emit 'error' on the pool; unheard, that event
 * crashes the test file. The pool drops such a connection and opens a new one on demand, so
 * only a query actually in flight can fail, and that fails its own test.
 */
export function openTestPool(url: string, max: number): Pool {
  const pool = new Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}
