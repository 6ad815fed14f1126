import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres';
import { overTcp } from '../src/infrastructure/database/embedded-socket';
import { migrate } from '../src/infrastructure/database/migrate';

export interface BenchDatabase {
  url: string;
  engine: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one benchmark run: on DATABASE_URL's server when set, else on
 * a new embedded cluster (the default a user gets from `npm start`).
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  let adminUrl = process.env.DATABASE_URL;
  let stopCluster: () => Promise<void> = async () => undefined;
  let engine = 'PostgreSQL server (DATABASE_URL)';
  let dir: string | null = null;
  if (!adminUrl) {
    dir = mkdtempSync(join(tmpdir(), 'leadledger-bench-'));
    const embedded = await startEmbeddedPostgres(dir);
    // The store benches measure what the rebuild CLI does, which keeps to TCP (embedded-socket.ts).
    adminUrl = overTcp(embedded.adminUrl);
    stopCluster = embedded.stop;
    engine = 'embedded PostgreSQL';
  }
  const name = `ll_bench_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return {
    url: url.toString(),
    engine,
    close: async () => {
      await admin(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await stopCluster();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}
