import { readdirSync, readFileSync } from 'node:fs';

/** CPU time used so far (ms, user + system) by a process and, separately, by all its descendants. */
export interface CpuTimes {
  selfMs: number;
  descendantsMs: number;
}

/** Clock ticks per second of /proc's counters; 100 on every Linux this runs on (`getconf CLK_TCK`). */
export const TICKS_PER_SECOND = 100;

/**
 * From Linux's /proc (null elsewhere or once the process has exited). The app's embedded
 * PostgreSQL runs as the app's descendants, so `descendantsMs` is the database's share: CPU time
 * per request, unlike latency, hardly moves when other work shares the cores. A descendant counts
 * the children it has reaped too: a database connection's process that closes between two readings
 * takes its time with it, but the postmaster that waited for it keeps it (cutime, cstime).
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
      descendantsMs += stat.cpuMs + stat.reapedMs;
      stack.push(child);
    }
  }
  return { selfMs: self.cpuMs, descendantsMs };
}

function processTable(): Map<number, { ppid: number; cpuMs: number; reapedMs: number }> {
  const table = new Map<number, { ppid: number; cpuMs: number; reapedMs: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces), from field 3: state, ppid, ... utime is 14, stime 15, cutime 16, cstime 17.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const reaped = Number(fields[13]) + Number(fields[14]);
      table.set(Number(entry), { ppid: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND, reapedMs: (reaped * 1000) / TICKS_PER_SECOND });
    } catch {
      // the process exited while the table was read
    }
  }
  return table;
}

/** CPU ms per answered request: the app's own, and its embedded database's. */
export interface RequestCpu {
  appMs: number;
  databaseMs: number;
}

/** The app's CPU time (its own, its embedded database's) per answered request, summed over rounds. */
export class CpuPerRequest {
  private readonly totals = new Map<string, { appMs: number; databaseMs: number; requests: number }>();
  private known = true;

  /** `settled` resolves once the app's background work (stored clicks, projections) has finished what the last answers started (app-settled.ts). */
  constructor(
    private readonly pid: number | undefined,
    private readonly settled: () => Promise<unknown>,
  ) {}

  start(): CpuTimes | null {
    const now = cpuTimes(this.pid);
    if (!now) this.known = false;
    return now;
  }

  async finish(name: string, before: CpuTimes, requests: number): Promise<void> {
    await this.settled();
    const after = cpuTimes(this.pid);
    if (!after) return void (this.known = false);
    const total = this.totals.get(name) ?? { appMs: 0, databaseMs: 0, requests: 0 };
    this.totals.set(name, { appMs: total.appMs + after.selfMs - before.selfMs, databaseMs: total.databaseMs + after.descendantsMs - before.descendantsMs, requests: total.requests + requests });
  }

  perRequest(): Map<string, RequestCpu> {
    const result = new Map<string, RequestCpu>();
    if (!this.known) return result;
    for (const [name, t] of this.totals) if (t.requests > 0) result.set(name, { appMs: t.appMs / t.requests, databaseMs: t.databaseMs / t.requests });
    return result;
  }
}
