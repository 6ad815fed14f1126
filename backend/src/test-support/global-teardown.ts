import { Client } from 'pg';
import type { EmbeddedDatabase } from '../infrastructure/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __embeddedPg?: EmbeddedDatabase };
  if (holder.__embeddedPg) {
    await holder.__embeddedPg.stop();
    holder.__embeddedPg = undefined;
  } else if (process.env.TEST_PG_ADMIN_URL && process.env.TEST_PG_TEMPLATE) {
    const admin = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${process.env.TEST_PG_TEMPLATE} WITH (FORCE)`);
    await admin.end();
  }
  delete process.env.TEST_PG_ADMIN_URL;
}
