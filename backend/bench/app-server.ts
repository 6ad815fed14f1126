import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../src/infrastructure/database/embedded-postgres';

export interface RunningApp {
  baseUrl: string;
  /** The server process, for its resident memory (process-memory.ts). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * The built app in its own process (as `npm start` runs it) on a fresh embedded database, so the
 * load generator in this process does not share the server's event loop. Public rate limits are
 * lifted: the benchmark measures throughput, not the limiter.
 */
export async function startAppServer(): Promise<RunningApp> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'leadledger-bench-app-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    BOOK_CALL_LIMIT_PER_HOUR: '100000000',
    TRACKING_LIMIT_PER_MINUTE: '100000000',
    CALENDAR_EVENTS_LIMIT_PER_MINUTE: '100000000',
  };
  delete env.DATABASE_URL;
  // BENCH_CPU_PROFILE_DIR: the app writes a V8 CPU profile there when it stops (where its time goes).
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, join(__dirname, '..', 'src', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // The app logs a JSON line per request (docs/operations/logging.md), as in production: the cost is
  // measured, but only the last lines are kept for an error message, not millions of them.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited during start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`app not healthy within 60 s:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/live`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bare node:http baseline (bare-http.process.ts) in its own process. */
export function startBareServer(): Promise<RunningApp> {
  return startPortPrinter(join(__dirname, 'bare-http.process.js'), []);
}

/** A benchmark server script that prints `port N` once listening (bare-http.process.ts, adapters/). */
export async function startPortPrinter(script: string, args: string[]): Promise<RunningApp> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /port (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
