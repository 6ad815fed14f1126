import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const BACKEND = join(__dirname, '..', '..');

/** A TypeScript file of the backend in a node process of its own (run-typescript.cjs), with its output collected. */
export function runTypeScript(file: string, args: string[], env: Record<string, string> = {}): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['-r', join(__dirname, 'run-typescript.cjs'), join(BACKEND, file), ...args], {
    cwd: BACKEND,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves when `text` appears in the process's output; rejects if it exits first or after `ms`. */
export async function outputIncludes(run: ReturnType<typeof runTypeScript>, text: string | RegExp, ms = 60_000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = typeof text === 'string' ? run.output().includes(text) : text.test(run.output());
    if (found) return run.output();
    if (run.child.exitCode !== null || Date.now() > deadline) throw new Error(`expected ${text} in the output of the process:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The embedded cluster of `dataDir`, run by a child process as `npm start` runs it. */
export async function startClusterProcess(dataDir: string): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const run = runTypeScript('test/support/embedded-cluster.process.ts', [dataDir]);
  const line = (await outputIncludes(run, /\{"adminUrl".*\}\n/)).match(/\{"adminUrl".*\}/)![0];
  return {
    adminUrl: (JSON.parse(line) as { adminUrl: string }).adminUrl,
    stop: async () => {
      run.child.stdin!.end();
      await run.exited;
    },
  };
}

/** `npm run db:backup` / `npm run db:restore` from their sources: resolves with the exit code and output. */
export async function runCli(file: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const run = runTypeScript(file, args);
  const code = await run.exited;
  return { code, output: run.output() };
}
