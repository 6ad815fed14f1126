import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outputIncludes, runTypeScript } from './support/typescript-process';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `npm start`'s process (main.ts) on its own embedded database, stopped as an operator or a
 * process manager stops it. Stopping used to cut the app's connections from under it: the
 * database stopped at the same moment ("connection lost ... administrator command").
 */
describe('stopping the app', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadledger-shutdown-'));
  // As root the cluster runs as the postgres user, which must be able to enter (embedded-postgres.ts).
  chmodSync(dataDir, 0o755);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT'] as const)('on %s finishes in order, logs no warning or error, and stops its database', async (signal) => {
    const port = await freePort();
    // The embedded database whatever this run's own setting (the suites run again on a server with
    // DATABASE_URL set): a blank value counts as unset (infrastructure/config/environment.ts).
    const embedded = { DATABASE_URL: '', DATABASE_APP_URL: '', EVENTSTORE_URL: '' };
    const app = runTypeScript('src/main.ts', [], { ...embedded, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await outputIncludes(app, 'LeadLedger is ready');
    // Connections in use and idle in every pool: a health check, a sign-up, a failed sign-in.
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const email = `shutdown-${signal.toLowerCase()}@example.com`;
    const signUp = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace', role: 'merchant' }),
    });
    expect(signUp.status).toBe(201);
    expect((await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'wrong password!' }) })).status).toBe(401);

    app.child.kill(signal);
    expect(await app.exited).toBe(0);
    const afterReady = app.output().slice(app.output().indexOf('LeadLedger is ready'));
    expect(afterReady).not.toMatch(/WARN|ERROR|connection lost|administrator command|terminating/i);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 90_000);
});
