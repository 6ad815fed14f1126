import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres';
import { appDatabaseUrl } from '../infrastructure/database/app-role';
import { migrate } from '../infrastructure/database/migrate';

/**
 * Database tiers run against the PostgreSQL server named by DATABASE_URL when it is set,
 * otherwise against one embedded cluster started here for the whole run. A migrated template
 * database is made once; each test file clones it (see test-database.ts), which takes ~0.1 s.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_PG_ADMIN_URL) return; // another project of this run set it up already
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'leadledger-test-'));
    const embedded = await startEmbeddedPostgres(dir);
    (globalThis as { __embeddedPg?: typeof embedded }).__embeddedPg = embedded;
    adminUrl = embedded.adminUrl;
  }
  const template = `ll_template_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  await migrate(templateUrl.toString());
  // The app's role is the cluster's: let it log in once here, not in every worker at once.
  await appDatabaseUrl(adminUrl);
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  process.env.TEST_PG_TEMPLATE = template;
}
