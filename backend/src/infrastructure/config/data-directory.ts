import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { processEnvironment } from './process-environment';

/**
 * Where the app keeps its data: the embedded cluster, uploaded logos, generated secrets.
 * `DATA_DIR`, or `data/` at the repository root whichever workspace or folder a command runs
 * from, so `npm start` and the CLI commands always find the same database.
 */
export function dataDirectory(configured: string | null = processEnvironment().dataDir): string {
  if (configured) return resolve(configured);
  return join(repositoryRoot(), 'data');
}

function repositoryRoot(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
  }
  return process.cwd();
}
