import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The production build `npm run build` writes (backend/dist); the crash suite runs exactly that. */
export const BUILT_MAIN = join(__dirname, '..', '..', '..', 'dist', 'src', 'main.js');

/** Variables of the test's own environment that would change which adapters the app picks. */
const NOT_INHERITED = /^(EVENTSTORE_URL|DATABASE_APP_URL|TEST_|STRIPE_|GOOGLE_|CALENDLY_|RUN_PROJECTIONS|TRUST_PROXY|ALLOWED_ORIGINS|APP_URL|PORT|HOST|DATA_DIR|EMBEDDED_PG_PORT)/;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * `node backend/dist/src/main.js` as a child process (what `npm start` runs), on a PostgreSQL
 * server database and a Stripe at `stripeUrl`. It can be killed with SIGKILL and started again on
 * the same database, data directory and port.
 */
export class AppProcess {
  readonly log: string[] = [];
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  starts = 0;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npm run build\` in backend first (npm run test:crash does)`);
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => v !== undefined && !NOT_INHERITED.test(k))) as Record<string, string>;
    this.starts += 1;
    const label = `[app#${this.starts}]`;
    const child = spawn(process.execPath, [BUILT_MAIN], {
      env: { ...inherited, NO_COLOR: '1', ...this.env, PORT: String(this.port), HOST: '127.0.0.1', APP_URL: this.baseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.log.push(`${label} ${line}`);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.log.push(`${label} exited (code ${code}, signal ${signal})`);
        resolve(code);
      }),
    );
    let exitCode: number | null | undefined;
    void this.exited.then((code) => (exitCode = code));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exitCode !== undefined) throw new Error(`the app exited with ${exitCode} before answering:\n${this.log.slice(-30).join('\n')}`);
      try {
        const res = await fetch(`${this.baseUrl}/api/health/live`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`the app did not answer within ${timeoutMs} ms:\n${this.log.slice(-30).join('\n')}`);
  }

  /** kill -9: no shutdown hook runs, connections and requests in flight are simply cut. */
  killNow(): void {
    this.child?.kill('SIGKILL');
  }

  async waitForExit(): Promise<number | null> {
    return this.exited;
  }

  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}
