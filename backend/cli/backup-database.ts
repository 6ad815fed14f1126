import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { processEnvironment } from '../src/infrastructure/config/process-environment';
import { dataDirectory } from '../src/infrastructure/config/data-directory';
import { backupDataDirectory } from './data-directory-backup';
import { parseArgs } from './parse-args';
import { fail, runCommand } from './cli-exit';

const USAGE = 'Usage: npm run db:backup [-- --out backups/name.tar.gz] [--data-dir DIR]';

/** `npm run db:backup`: the embedded database and the data files, in one archive (README, Backup and restore). */
async function main(): Promise<void> {
  const { flags, positionals } = parseArgs(process.argv.slice(2));
  if (positionals.length > 0 || flags.out === '' || flags['data-dir'] === '') fail(USAGE);
  if (processEnvironment().databaseUrl && !flags['data-dir']) {
    fail('DATABASE_URL is set: that server is backed up with its own pg_dump and pg_restore (README, "Backup and restore"). This command backs up the embedded database.');
  }
  // npm runs this inside backend/: relative paths are the caller's (INIT_CWD), as the user typed them.
  const here = process.env.INIT_CWD ?? process.cwd();
  const dataDir = flags['data-dir'] ? resolve(here, flags['data-dir']) : dataDirectory();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = flags.out ? resolve(here, flags.out) : join(here, 'backups', `leadledger-${stamp}.tar.gz`);
  mkdirSync(dirname(out), { recursive: true });
  const started = Date.now();
  const { file, bytes } = await backupDataDirectory({ dataDir, out, log: (line) => console.log(line) });
  console.log(`Backup written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

runCommand(main, 'Backup failed: ');
