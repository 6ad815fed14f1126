import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BACKEND = join(__dirname, '..');
/** A PostgreSQL server nobody listens on: an app that got past its configuration fails here, differently. */
const NOWHERE = 'postgres://leadledger@127.0.0.1:1/leadledger';

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `src/main.ts` as a child process with only `env` (and PATH), compiled as jest compiles it. */
function runMain(env: Record<string, string>): Promise<Exit> {
  const child = spawn(process.execPath, ['-r', join(__dirname, 'support', 'register-typescript.cjs'), join(BACKEND, 'src', 'main.ts')], {
    cwd: BACKEND,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

// Each run compiles and loads the whole app (a few seconds; more on a loaded machine).
jest.setTimeout(60_000);

/** Issue 14: the app refuses to start on a bad configuration value (README.md, Configuration). */
describe('starting with a bad configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'leadledger-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops before anything starts, with exit code 1 and one line naming the variable', async () => {
    const exit = await runMain({ PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: NOWHERE });
    expect(exit).toEqual({ code: 1, stdout: '', stderr: 'PORT must be a whole number from 1 to 65535 (got "abc")\n' });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('names every bad variable at once, one line each', async () => {
    const exit = await runMain({ PORT: '70000', TRUST_PROXY: 'yes-please', APP_URL: 'not-a-url', DATA_DIR: dataDir, DATABASE_URL: NOWHERE });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trimEnd().split('\n')).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "70000")',
      'TRUST_PROXY must be true or false (got "yes-please")',
      'APP_URL must be the app\'s public http(s) origin such as https://leadledger.example, with no path, query or credentials (got "not-a-url")',
    ]);
  });

  it('goes on to the database when every value is good', async () => {
    const exit = await runMain({ PORT: '4000', DATA_DIR: dataDir, DATABASE_URL: NOWHERE });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/ECONNREFUSED 127\.0\.0\.1:1/);
  });
});
