import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's chromium (apt-get install chromium); nothing is ever downloaded. CHROME_PATH is Lighthouse's own name for it. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Without the background-networking flags chromium reaches for Google's services, and the
 * development machines' closed network refuses it (docs/operations/benchmarks.md, Public pages).
 */
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  stop(): Promise<void>;
}

/** A fresh chromium with an empty profile, listening for DevTools on a port it picks itself. */
export async function launchChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'leadledger-bench-chromium-'));
  const child: ChildProcess = spawn(CHROME_PATH, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: chromium's helper processes go with it, and stop writing into the profile.
    detached: true,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not open DevTools within 30 s:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_192);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`chromium (${CHROME_PATH}) exited (${code}) before DevTools opened:\n${output}`)));
  });
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
