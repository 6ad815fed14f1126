import { Client } from 'pg';
import { dataDirectory } from '../config/data-directory';
import type { Environment } from '../config/environment';
import { processEnvironment } from '../config/process-environment';
import { startEmbeddedPostgres } from './embedded-postgres';
import { CONNECTION_NAMES } from './pool-sizes';

export interface DatabaseLocation {
  url: string;
  engine: 'embedded-postgres' | 'postgres';
  close(): Promise<void>;
}

/**
 * `DATABASE_URL` selects a PostgreSQL server; without it the embedded cluster under the data
 * directory is started (docs/architecture/overview.md, Runtime and storage). Either way the caller gets one connection string.
 */
export async function openDatabase(log: (line: string) => void = () => undefined, environment: Environment = processEnvironment()): Promise<DatabaseLocation> {
  if (environment.databaseUrl) {
    return { url: environment.databaseUrl, engine: 'postgres', close: async () => undefined };
  }
  const port = environment.embeddedPgPort ?? undefined;
  const embedded = await startEmbeddedPostgres(dataDirectory(environment.dataDir), { port, log });
  const url = await ensureDatabase(embedded.adminUrl, 'leadledger');
  return { url, engine: 'embedded-postgres', close: () => embedded.stop() };
}

/** Creates `name` in the cluster behind `adminUrl` if it is missing; returns its connection string. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl, application_name: CONNECTION_NAMES.setup });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
