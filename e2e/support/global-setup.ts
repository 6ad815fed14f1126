import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, CHROMIUM_PATH } from './browser';

const root = join(__dirname, '..', '..');

/**
 * Builds the app, starts it on a free port over a fresh embedded database, waits for health. With
 * TEST_EVENT_STORE=kurrentdb-local the app's events go to a local KurrentDB-protocol server in a
 * process of its own (`npm run kurrentdb:local`), so the journeys run in KurrentDB mode.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium`);
  }
  // jest sets NODE_ENV=test; the journey must run the production build a user gets.
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  // Two different ports, both chosen here: left to pick its own, the embedded database once took
  // the very port just chosen for the app (EADDRINUSE at start).
  const [port, databasePort, kurrentPort] = await freePorts(3);
  const dataDir = mkdtempSync(join(tmpdir(), 'leadledger-browser-'));
  // Behind a trusted proxy, so each browser visitor brings its own client IP (support/browser.ts).
  // SANDBOX_CLOCK: the deadlines journey moves the app's clock past a call's decision deadline
  // (POST /api/sandbox/clock); it is refused beside a real processor, and none is set here.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: 'true', EMBEDDED_PG_PORT: String(databasePort), SANDBOX_CLOCK: 'true' };
  delete env.DATABASE_URL; // the journey runs on what a new user gets: the embedded database
  if (process.env.TEST_EVENT_STORE === 'kurrentdb-local') env.EVENTSTORE_URL = await startKurrentDb(kurrentPort);
  // Admins are made from the command line, never by signup (docs/architecture/overview.md, Security): the way the README says.
  execSync(`node ${join(root, 'backend/dist/cli/create-admin.js')} --email ${ADMIN.email} --password "${ADMIN.password}"`, { cwd: root, env, stdio: 'inherit' });
  const server = spawn(process.execPath, [join(root, 'backend/dist/src/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // The app logs a JSON line per request: only the last lines are kept, for a failed start's message.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  (globalThis as { __server?: ChildProcess }).__server = server;
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  const engine = ((await (await fetch(`${baseUrl}/api/health`)).json()) as { eventStore: { engine: string } }).eventStore.engine;
  const expected = env.EVENTSTORE_URL ? 'kurrentdb' : 'postgres';
  if (engine !== expected) throw new Error(`The app keeps its events in ${engine}, not ${expected} as this run asked`);
  console.log(`Browser journeys against ${baseUrl}, events in ${engine}`);
  process.env.BASE_URL = baseUrl;
}

/** The local KurrentDB-protocol server, started the way the README says; resolves with its URL. */
async function startKurrentDb(port: number): Promise<string> {
  const server = spawn(process.execPath, [join(root, 'backend/dist/tools/kurrentdb-local/main.js'), '--port', String(port)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  (globalThis as { __kurrentdb?: ChildProcess }).__kurrentdb = server;
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The local KurrentDB-protocol server did not start:\n${output}`)), 20_000);
    server.stdout?.on('data', (chunk) => {
      output += chunk;
      const url = /kurrentdb:\/\/\S+/.exec(output)?.[0];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    server.stderr?.on('data', (chunk) => (output += chunk));
    server.once('exit', () => reject(new Error(`The local KurrentDB-protocol server exited:\n${output}`)));
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited during start:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not become healthy within 60 s:\n${output()}`);
}

/** `count` distinct free ports: all listeners stay open until every port is known. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (s) =>
        new Promise<number>((resolve, reject) => {
          s.once('error', reject);
          s.listen(0, '127.0.0.1', () => {
            const address = s.address();
            if (typeof address === 'object' && address) resolve(address.port);
            else reject(new Error('no port'));
          });
        }),
    ),
  );
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}
