import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { appDatabaseUrl } from '../src/infrastructure/database/app-role';
import { ensureDatabase } from '../src/infrastructure/database/database-location';
import { runningClusterPort, startEmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres';
import { migrate } from '../src/infrastructure/database/migrate';
import { extractArchive, MANIFEST, readManifest } from './backup-archive';

/**
 * `npm run db:restore`: unpacks a backup into a data directory, then starts its cluster once, which
 * replays what was written during the backup, brings the schema up to this version's migrations
 * and lets the app's role log in (docs/decisions/0003-app-database-role.md): the app starts on
 * it as on the original. The cluster is the original's, so its roles, owners and grants
 * (`leadledger_app` included) are exactly the ones the migrations made.
 */
export async function restoreDataDirectory(options: { file: string; dataDir: string; force: boolean; log: (line: string) => void }): Promise<void> {
  const { file, dataDir, force, log } = options;
  if (!existsSync(file)) throw new Error(`Backup file not found: ${file}`);
  const manifest = readManifest(file);
  log(`Backup of ${manifest.createdAt} (PostgreSQL ${manifest.postgresVersion}; ${['database', ...manifest.files].join(', ')})`);
  if (runningClusterPort(join(dataDir, 'pg')) !== null) {
    throw new Error(`${dataDir} is in use: its database is running. Stop the app (and any command using it) before restoring into it.`);
  }
  const present = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (present.length > 0 && !force) {
    throw new Error(`${dataDir} is not empty (${present.slice(0, 5).join(', ')}). Restore into an empty directory, or add --force to replace its contents.`);
  }
  for (const name of present) rmSync(join(dataDir, name), { recursive: true, force: true });
  if (present.length > 0) log(`Removed the previous contents of ${dataDir}`);
  mkdirSync(dataDir, { recursive: true });
  log(`Unpacking into ${dataDir}`);
  extractArchive(file, dataDir);
  rmSync(join(dataDir, MANIFEST), { force: true });
  const clusterDir = join(dataDir, 'pg');
  // PostgreSQL starts only on a cluster directory that its user alone may enter.
  chmodSync(clusterDir, 0o700);
  if (process.getuid?.() === 0) giveToPostgresUser(clusterDir);

  log('Starting the restored database (replaying the changes made during the backup)');
  const database = await startEmbeddedPostgres(dataDir);
  try {
    const url = await ensureDatabase(database.adminUrl, 'leadledger');
    const applied = await migrate(url);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
    await appDatabaseUrl(url);
  } finally {
    await database.stop();
  }
}

/** As root the embedded cluster runs as `postgres` (embedded-postgres.ts), which must own its files. */
function giveToPostgresUser(dir: string): void {
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
    spawnSync('groupadd', ['postgres']);
    spawnSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  const chown = spawnSync('chown', ['-R', 'postgres:postgres', dir], { encoding: 'utf8' });
  if (chown.status !== 0) throw new Error(`Could not give ${dir} to the postgres user: ${chown.stderr.trim()}`);
}
