import { readFileSync } from 'node:fs';

/** A process's resident memory in MiB, from Linux's /proc (null elsewhere or once it has exited). */
export function residentMiB(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
