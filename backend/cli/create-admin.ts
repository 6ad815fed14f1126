import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { processEnvironment } from '../src/infrastructure/config/process-environment';
import { hashPassword } from '../src/infrastructure/crypto/password-hasher';
import { appDatabaseUrl } from '../src/infrastructure/database/app-role';
import { openDatabase } from '../src/infrastructure/database/database-location';
import { migrate } from '../src/infrastructure/database/migrate';
import { parseArgs } from './parse-args';
import { fail, runCommand } from './cli-exit';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.com --password "a long passphrase" [--first-name Ada]';

/** Admins are made here, never through signup (docs/architecture/overview.md, Security). */
async function main(): Promise<void> {
  const { flags } = parseArgs(process.argv.slice(2));
  const email = (flags.email ?? '').trim().toLowerCase();
  const password = flags.password ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`A valid --email is required.\n${USAGE}`);
  if (password.length < 12) fail(`--password must be at least 12 characters for an admin account.\n${USAGE}`);

  // Checked like the app's own (README.md, Configuration): a bad variable stops here with its message.
  const environment = processEnvironment();
  const database = await openDatabase(undefined, environment);
  let client: Client | null = null;
  try {
    await migrate(database.url);
    // Migrations as the owner, the account as the app writes accounts (docs/decisions/0003-app-database-role.md).
    client = new Client({ connectionString: await appDatabaseUrl(database.url, environment.databaseAppUrl, environment.pgPassword) });
    await client.connect();
    const { rowCount } = await client.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, time_zone)
       VALUES ($1, $2, $3, $4, NULL, 'admin', 'UTC') ON CONFLICT DO NOTHING`,
      [randomUUID(), email, await hashPassword(password), flags['first-name']?.trim() || 'Admin'],
    );
    if (rowCount === 0) fail(`An account with the email ${email} already exists; choose another email.`);
    console.log(`Admin account created for ${email}. Sign in at /auth.`);
  } finally {
    await client?.end().catch(() => undefined);
    await database.close();
  }
}

runCommand(main);
