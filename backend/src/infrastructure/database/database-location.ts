import { dataDirectory } from '../config/data-directory';
import { Client } from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';


export interface DatabaseLocation {
  url: string;
  engine: 'embedded-postgres' | 'postgres';
  close(): Promise<void>;
}

/**
 * `DATABASE_URL` selects a PostgreSQL server; without it the embedded cluster under the data
 * directory is started (DESIGN.md 2). Either way the caller gets one connection string.
 */
export async function openDatabase(log: (line: string) => void = () => undefined): Promise<DatabaseLocation> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, engine: 'postgres', close: async () => undefined };
  }
  const port = process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : undefined;
  const embedded = await startEmbeddedPostgres(dataDirectory(), { port, log });
  const url = await ensureDatabase(embedded.adminUrl, 'leadledger');
  return { url, engine: 'embedded-postgres', close: () => embedded.stop() };
}

/** Creates `name` in the cluster behind `adminUrl` if it is missing; returns its connection string. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
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
