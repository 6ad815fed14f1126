import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { TICKS_PER_SECOND } from './process-cpu';

/*
 * Whether a missed target is a matter of overlap or of work (docs/operations/benchmarks.md, CPU
 * budget): a target asks for a rate; at the CPU time one unit of work costs, that rate needs a
 * number of cores. When it needs more cores than the machine has, no scheduling, pipelining or
 * waiting less reaches it: only cheaper work (or more cores) does. Pure arithmetic beside one
 * reader of /proc/stat, so the figures printed by `npm run bench` can be checked by hand.
 */

/** Cores this process may run on: the denominator of every budget below. */
export function machineCores(): number {
  return availableParallelism();
}

/**
 * Core-seconds the whole machine has spent busy since boot (user, nice, system, irq, softirq,
 * steal; not idle or waiting for the disk), from the first line of /proc/stat; null elsewhere.
 * Every process counts, other work on the machine included: a difference of two readings is the
 * cost of what ran between them only on an otherwise quiet machine.
 */
export function machineBusySeconds(stat: string | null = readProcStat()): number | null {
  if (stat === null) return null;
  const line = stat.split('\n', 1)[0];
  if (!line.startsWith('cpu ')) return null;
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + (steal || 0);
  return Number.isFinite(busy) ? busy / TICKS_PER_SECOND : null;
}

function readProcStat(): string | null {
  try {
    return readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
}

/** Units per second `cores` allow at `coreSecondsPerUnit` each, with every core busy on nothing else. */
export function ceilingPerSecond(coreSecondsPerUnit: number, cores: number): number {
  return coreSecondsPerUnit > 0 ? cores / coreSecondsPerUnit : Infinity;
}

/** Cores a rate of `unitsPerSecond` keeps busy at `coreSecondsPerUnit` each. */
export function coresNeeded(unitsPerSecond: number, coreSecondsPerUnit: number): number {
  return unitsPerSecond * coreSecondsPerUnit;
}

/**
 * The throughput a latency target asks of `clients` closed-loop clients (each sends its next
 * request when the last is answered): by Little's law the mean latency is clients / throughput,
 * and the mean cannot exceed the p99, so a p99 under `p99Ms` needs at least this many answers a second.
 */
export function throughputForLatency(clients: number, p99Ms: number): number {
  return clients / (p99Ms / 1000);
}
