import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Client as PgClient } from 'pg';
import type { HealthResponse } from '@leadledger/contracts/health';
import { PROJECTION_LEADER_LOCK } from '../../../src/projections/runner/projection-runner';
import type { AppProcess } from '../../crash/support/app-process';
import { PG_ADMIN_URL } from '../../crash/support/scenario';
import type { Cluster } from './cluster';

/** A session of the database holding the projection leader's advisory lock, as PostgreSQL sees it. */
export interface LockHolder {
  backendPid: number;
  clientPort: number | null;
  /** The instance whose process owns the client end of that connection (read from /proc), if any. */
  instance: string | null;
}

/**
 * Who holds the runner's session advisory lock (projection-runner.ts), from pg_locks: a bigint key
 * shows as classid = high 32 bits, objid = low 32 bits, objsubid = 1. The instance is found by the
 * connection's client port, among the sockets each app process has open.
 */
export async function lockHolders(cluster: Cluster): Promise<LockHolder[]> {
  const client = new PgClient({ connectionString: PG_ADMIN_URL });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT l.pid, a.client_port FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1 AND l.objsubid = 1
          AND l.database = (SELECT oid FROM pg_database WHERE datname = $2)`,
      [PROJECTION_LEADER_LOCK, cluster.databaseName],
    );
    return rows.map((r) => ({ backendPid: r.pid, clientPort: r.client_port, instance: r.client_port ? ownerOf(cluster, r.client_port) : null }));
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The running instance with a TCP socket bound to local `port` (Linux /proc), or null. */
function ownerOf(cluster: Cluster, port: number): string | null {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && parseInt(fields[1].split(':')[1], 16) === port) inodes.add(fields[9]);
    }
  }
  for (const instance of cluster.instances) {
    if (!instance.running || !instance.pid) continue;
    try {
      for (const fd of readdirSync(`/proc/${instance.pid}/fd`)) {
        const target = readlinkSync(`/proc/${instance.pid}/fd/${fd}`, { encoding: 'utf8' });
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return cluster.nameOf(instance);
      }
    } catch {
      // the process or its descriptor went away meanwhile
    }
  }
  return null;
}

export async function health(instance: AppProcess): Promise<HealthResponse | null> {
  try {
    const res = await fetch(`${instance.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
    return res.ok ? ((await res.json()) as HealthResponse) : null;
  } catch {
    return null;
  }
}

/** The instances whose /api/health says they run the projections. */
export async function leadersByHealth(cluster: Cluster): Promise<string[]> {
  const answers = await Promise.all(cluster.instances.map((i) => (i.running ? health(i) : null)));
  return cluster.instances.filter((_, n) => answers[n]?.isProjectionLeader).map((i) => cluster.nameOf(i));
}

export interface Takeover {
  /** From the kill until PostgreSQL shows the lock held by the survivor's process. */
  lockMs: number | null;
  /** From the kill until the survivor's /api/health says it leads. */
  healthMs: number | null;
  /** Most sessions seen holding the lock at one time while watching (must never exceed 1). */
  mostHolders: number;
}

/** Polls PostgreSQL and the survivor's health every 100 ms from the kill until both name the survivor. */
export async function watchTakeover(cluster: Cluster, survivor: AppProcess, killedAt: number, withinMs: number): Promise<Takeover> {
  const name = cluster.nameOf(survivor);
  const seen: Takeover = { lockMs: null, healthMs: null, mostHolders: 0 };
  while ((seen.lockMs === null || seen.healthMs === null) && Date.now() - killedAt < withinMs) {
    const [holders, answer] = await Promise.all([lockHolders(cluster), health(survivor)]);
    seen.mostHolders = Math.max(seen.mostHolders, holders.length);
    if (seen.lockMs === null && holders.length === 1 && holders[0].instance === name) seen.lockMs = Date.now() - killedAt;
    if (seen.healthMs === null && answer?.isProjectionLeader) seen.healthMs = Date.now() - killedAt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

/** Waits until the instance's health reports every read model with no lag; ms from `since`, or null. */
export async function caughtUp(instance: AppProcess, since: number, withinMs: number): Promise<number | null> {
  while (Date.now() - since < withinMs) {
    const answer = await health(instance);
    if (answer && answer.projections.every((p) => p.lag === 0 && !p.parked)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
