import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { postgresUrlProblem } from '../config/environment-reader';
import { processEnvironment } from '../config/process-environment';
import { CONNECTION_NAMES } from './pool-sizes';

/**
 * The role the app connects as for everything but migrations (docs/decisions/0003-app-database-role.md).
 * Migration 13 creates it, NOLOGIN, with the rights the app needs and no more.
 */
export const APP_ROLE = 'leadledger_app';

/** The tables whose rows are history: the app may read and append them, never change or empty them. */
const HISTORY_TABLES = ['events', 'ledger_entries'];

/**
 * The connection string the app runs on, after migrations. `DATABASE_APP_URL` when it is set (its
 * role and password are then the operator's to provision). Otherwise the owner's address with
 * `leadledger_app` as user and a password derived from the owner's: every instance, and a CLI
 * beside them, arrives at the same one with nothing stored or configured. With no owner password
 * (trust or peer authentication, CI) the app role gets none either. The first time the role cannot
 * log in, the owner allows it to. `pgPassword` is PostgreSQL's PGPASSWORD, which the driver uses for
 * the owner when the URL carries no password, so the derivation must start from it too.
 */
export async function appDatabaseUrl(ownerUrl: string, configured?: string | null, pgPassword: string | null = processEnvironment().pgPassword): Promise<string> {
  if (configured) return checkedAppUrl(configured);
  const owner = new URL(ownerUrl);
  const ownerPassword = decodeURIComponent(owner.password) || pgPassword || '';
  const password = ownerPassword ? derivedPassword(ownerPassword) : null;
  const app = new URL(ownerUrl);
  app.username = APP_ROLE;
  app.password = password ?? '';
  const url = app.toString();
  if ((await loginProblem(url)) === null) return url;
  await allowLogin(ownerUrl, password);
  const problem = await loginProblem(url);
  if (problem === null) return url;
  throw new Error(
    `The app's database role ${APP_ROLE} cannot log in to ${owner.host}: ${problem}. ` +
      `Allow it in pg_hba.conf, or set DATABASE_APP_URL to the connection the app should use (docs/decisions/0003-app-database-role.md).`,
  );
}

/**
 * Refuses to run the app on a connection that could rewrite history: a superuser, a role that owns
 * (or may act as the owner of) `events` or `ledger_entries`, or one that may update, delete or
 * truncate them. DatabaseModule calls it on the app's pool at start.
 */
export async function assertCannotRewriteHistory(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ role: string; rolsuper: boolean; rolbypassrls: boolean; rewritable: string[] }>(
    `SELECT current_user::text AS role, r.rolsuper, r.rolbypassrls,
            coalesce(array_agg(c.relname::text) FILTER (WHERE pg_has_role(current_user, c.relowner, 'USAGE')
              OR has_table_privilege(c.oid, 'UPDATE') OR has_table_privilege(c.oid, 'DELETE') OR has_table_privilege(c.oid, 'TRUNCATE')), '{}')::text[] AS rewritable
     FROM pg_roles r
     LEFT JOIN pg_class c ON c.relname = ANY($1) AND c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
     WHERE r.rolname = current_user
     GROUP BY r.rolname, r.rolsuper, r.rolbypassrls`,
    [HISTORY_TABLES],
  );
  const me = rows[0];
  const why = me.rolsuper ? 'is a superuser' : me.rolbypassrls ? 'bypasses row security' : me.rewritable.length > 0 ? `may change or empty ${me.rewritable.join(' and ')}` : null;
  if (why) {
    throw new Error(
      `The app's database connection (role ${me.role}) ${why}; the app must connect as a role that may only read and append history ` +
        `(${APP_ROLE}, or DATABASE_APP_URL naming a role like it: docs/decisions/0003-app-database-role.md).`,
    );
  }
}

/** The same rule main.ts applies at start (config/environment.ts), for callers that pass their own. */
function checkedAppUrl(value: string): string {
  const problem = postgresUrlProblem('DATABASE_APP_URL', value, 'postgres://leadledger_app:secret@host:5432/leadledger');
  if (problem) throw new Error(problem);
  return value;
}

/** Knowing the owner's password is knowing the app's; the app's alone reveals nothing of the owner's. */
function derivedPassword(ownerPassword: string): string {
  return createHmac('sha256', ownerPassword).update(`${APP_ROLE} database role`).digest('base64url');
}

/** null when `url` can log in; the server's reason when authentication or authorization refused it. */
async function loginProblem(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url, application_name: CONNECTION_NAMES.setup });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    // 28P01: wrong password; 28000: not allowed to log in (NOLOGIN, or no pg_hba.conf entry).
    if (code === '28P01' || code === '28000') return (error as Error).message;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * As the owner: LOGIN, and the password as a SCRAM verifier (the password itself never reaches the
 * server's statement log). Several processes may do it at once; PostgreSQL then answers "tuple
 * concurrently updated" to all but one, which is retried.
 */
async function allowLogin(ownerUrl: string, password: string | null): Promise<void> {
  const client = new Client({ connectionString: ownerUrl, application_name: CONNECTION_NAMES.setup });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const sql = password === null ? `ALTER ROLE ${APP_ROLE} WITH LOGIN` : `ALTER ROLE ${APP_ROLE} WITH LOGIN PASSWORD ${client.escapeLiteral(scramVerifier(password))}`;
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        if (attempt >= 5 || !/concurrently updated/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
      }
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PostgreSQL's stored form of a SCRAM-SHA-256 password (RFC 7677); base64url passwords need no SASLprep. */
function scramVerifier(password: string): string {
  const iterations = 4096;
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const storedKey = createHash('sha256').update(createHmac('sha256', salted).update('Client Key').digest()).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}
