import { resolve } from 'node:path';
import { dataDirectory } from '../src/infrastructure/config/data-directory';
import { restoreDataDirectory } from './data-directory-restore';
import { parseArgs } from './parse-args';
import { fail, runCommand } from './cli-exit';

const USAGE = 'Usage: npm run db:restore -- backups/leadledger-....tar.gz [--data-dir DIR] [--force]';

/** `npm run db:restore`: a backup into a data directory the app then starts on (README, Backup and restore). */
async function main(): Promise<void> {
  // --force takes no value; parseArgs would take the next word as one.
  const argv = process.argv.slice(2);
  const force = argv.includes('--force');
  const { flags, positionals } = parseArgs(argv.filter((arg) => arg !== '--force'));
  const given = flags.file ?? positionals[0];
  if (!given || positionals.length > 1 || flags['data-dir'] === '') fail(`Name the backup file to restore.\n${USAGE}`);
  const here = process.env.INIT_CWD ?? process.cwd();
  const file = resolve(here, given);
  const dataDir = flags['data-dir'] ? resolve(here, flags['data-dir']) : dataDirectory();
  const started = Date.now();
  await restoreDataDirectory({ file, dataDir, force, log: (line) => console.log(line) });
  const how = flags['data-dir'] ? `DATA_DIR=${dataDir} npm start` : 'npm start';
  console.log(`Restored ${file} into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the app on it with: ${how}`);
}

runCommand(main, 'Restore failed: ');
