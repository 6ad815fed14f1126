import { Client } from 'pg';
import type { TestApp } from './test-app';

/** Runs `fn` with a direct connection to the app's database (to look at what is stored). */
export async function withDatabase<T>(t: TestApp, fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: t.config.databaseUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** Every row of every table in the public schema, as text: for "is this secret stored anywhere?". */
export async function everyRowAsText(db: Client): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const out: string[] = [];
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    out.push(...rows.map((r) => `${name}: ${r.row}`));
  }
  return out;
}
