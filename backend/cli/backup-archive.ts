import { spawnSync } from 'node:child_process';

/** The first entry of every backup: what it is, so a restore refuses any other file. */
export const MANIFEST = 'leadledger-backup.json';

export interface BackupManifest {
  format: 'leadledger-backup';
  version: 1;
  createdAt: string;
  /** The embedded cluster's PostgreSQL version: a physical copy starts only on the same major version. */
  postgresVersion: string;
  /** What the archive holds beside the cluster (`pg/`), relative to the data directory. */
  files: string[];
}

/** A gzipped tar of `entries` under `dir`, manifest first. tar is on every Linux this app runs on (README). */
export function writeArchive(file: string, dir: string, entries: string[]): void {
  run(['-czf', file, '-C', dir, MANIFEST, ...entries], `Could not write ${file}`);
}

export function extractArchive(file: string, into: string): void {
  run(['-xzf', file, '-C', into, '--no-same-owner'], `Could not unpack ${file}`);
}

/** The manifest, or why `file` is not a LeadLedger backup. */
export function readManifest(file: string): BackupManifest {
  const read = spawnSync('tar', ['-xzOf', file, MANIFEST], { encoding: 'utf8', maxBuffer: 1024 * 1024 });
  let manifest: Partial<BackupManifest> | null = null;
  try {
    manifest = read.status === 0 ? (JSON.parse(read.stdout) as Partial<BackupManifest>) : null;
  } catch {
    manifest = null;
  }
  if (manifest?.format !== 'leadledger-backup' || manifest.version !== 1) {
    throw new Error(`${file} is not a LeadLedger backup (made by npm run db:backup): it has no ${MANIFEST}.`);
  }
  return manifest as BackupManifest;
}

function run(args: string[], failure: string): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${failure}: ${result.error.message} (is tar installed?)`);
  if (result.status !== 0) throw new Error(`${failure}: ${result.stderr.trim()}`);
}
