import type { ChildProcess } from 'node:child_process';

/** SIGTERM lets the app close its connections and stop the embedded cluster it started. */
export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __server?: ChildProcess }).__server;
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
}
