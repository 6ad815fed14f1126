import type { ChildProcess } from 'node:child_process';

/** SIGTERM lets the app close its connections and stop the embedded cluster it started. */
export default async function globalTeardown(): Promise<void> {
  await stop((globalThis as { __server?: ChildProcess }).__server);
  // The local KurrentDB-protocol server of a KurrentDB-mode run, after the app that used it.
  await stop((globalThis as { __kurrentdb?: ChildProcess }).__kurrentdb);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
}
