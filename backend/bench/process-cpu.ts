import { readdirSync, readFileSync } from 'node:fs';

/** CPU time used so far (ms, user + system) by a process and, separately, by all its descendants. */
export interface CpuTimes {
  selfMs: number;
  descendantsMs: number;
}

/** Clock ticks per second of /proc's counters; 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/**
 * From Linux's /proc (null elsewhere or once the process has exited). The app's embedded
 * PostgreSQL runs as the app's descendants, so `descendantsMs` is the database's share: CPU time
 * per request, unlike latency, hardly moves when other work shares the cores.
 */
export function cpuTimes(pid: number | undefined): CpuTimes | null {
  if (pid === undefined) return null;
  const all = processTable();
  const self = all.get(pid);
  if (!self) return null;
  let descendantsMs = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const parent = stack.pop();
    for (const [child, stat] of all) {
      if (stat.ppid !== parent) continue;
      descendantsMs += stat.cpuMs;
      stack.push(child);
    }
  }
  return { selfMs: self.cpuMs, descendantsMs };
}

function processTable(): Map<number, { ppid: number; cpuMs: number }> {
  const table = new Map<number, { ppid: number; cpuMs: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces), from field 3: state, ppid, ... utime is 14, stime 15.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      table.set(Number(entry), { ppid: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND });
    } catch {
      // the process exited while the table was read
    }
  }
  return table;
}
