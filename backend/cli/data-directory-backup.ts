import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startEmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres';
import { type BackupManifest, MANIFEST, writeArchive } from './backup-archive';
import { copyRunningCluster } from './cluster-copy';

/**
 * What the app needs from its data directory besides the cluster: the key that sealed OAuth tokens
 * and webhook keys (unreadable without it), the cluster's superuser password (the restored
 * cluster keeps that user, and the app's role password derives from it: app-role.ts), and logos.
 */
export const DATA_FILES = ['app-secret', 'pg-password', 'uploads'];

/**
 * `npm run db:backup`: one archive of the embedded database and those files. Works beside a running
 * app (its cluster is shared) or alone (the cluster is started for the copy and stopped after).
 */
export async function backupDataDirectory(options: { dataDir: string; out: string; log: (line: string) => void }): Promise<{ file: string; bytes: number }> {
  const { dataDir, out, log } = options;
  const clusterDir = join(dataDir, 'pg');
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dataDir}: set DATA_DIR (or --data-dir) to the data directory the app runs on.`);
  }
  if (existsSync(out)) throw new Error(`${out} exists already; choose another --out.`);
  log(`Opening the embedded database in ${clusterDir} (shared with the app if it is running)`);
  const database = await startEmbeddedPostgres(dataDir);
  const staging = mkdtempSync(join(dirname(out), '.leadledger-backup-'));
  try {
    log('Copying the database (the app may keep running; changes made meanwhile are included)');
    const { serverVersion } = await copyRunningCluster(database.adminUrl, clusterDir, join(staging, 'pg'));
    const files = DATA_FILES.filter((name) => existsSync(join(dataDir, name)));
    for (const name of files) cpSync(join(dataDir, name), join(staging, name), { recursive: true, preserveTimestamps: true });
    log(`Copying ${files.length > 0 ? files.join(', ') : 'no other files'}`);
    const manifest: BackupManifest = { format: 'leadledger-backup', version: 1, createdAt: new Date().toISOString(), postgresVersion: serverVersion, files };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    log(`Compressing into ${out}`);
    // Written beside its name and renamed: an interrupted backup never looks like a complete one.
    const partial = `${out}.partial`;
    writeArchive(partial, staging, ['pg', ...files]);
    renameSync(partial, out);
    return { file: out, bytes: statSync(out).size };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${out}.partial`, { force: true });
    await database.stop();
  }
}
