import * as pg from 'pg';
import { type ClientBase, Pool, type PoolConfig } from 'pg';

/** Each protected pool's connections not yet closed (closeAppPool waits for them). */
const openConnections = new WeakMap<Pool, Set<ClientBase>>();

/**
 * The app's PostgreSQL pools. A connection the server closes (a restart, a failover, an operator's
 * pg_terminate_backend) makes pg emit 'error' on its client. While the client is idle in the pool,
 * the pool hears it and emits 'error' on itself; while it is checked out (a transaction between
 * two statements, a sweep holding its lock), pg-pool has removed its own listener, and an unheard
 * 'error' event would crash the whole process. Every client therefore gets a listener of its own:
 * the error is logged, the statement in flight (if any) fails with it, and the holder's release of
 * the broken client drops it from the pool.
 */
export function openAppPool(config: PoolConfig, warn: (message: string) => void): Pool {
  return protect(new Pool(config), warn);
}

function protect(pool: Pool, warn: (message: string) => void): Pool {
  pool.on('error', (error) => warn(`idle connection lost: ${error.message}`));
  const open = new Set<ClientBase>();
  openConnections.set(pool, open);
  pool.on('connect', (client) => {
    client.on('error', (error) => warn(`connection lost while in use: ${error.message}`));
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  return pool;
}

/**
 * The pg module as TypeORM takes it (its `driver` option), with pools protected like openAppPool's.
 * TypeORM's own pool adds a client listener only after a checkout resolves; a server closing a
 * fresh connection in between crashed the process (a kill-the-connections crash run found it).
 */
export function pgWithProtectedPools(warn: (message: string) => void): typeof pg {
  class ProtectedPool extends pg.Pool {
    constructor(config?: PoolConfig) {
      super(config);
      protect(this, warn);
    }
  }
  return Object.create(pg, { Pool: { value: ProtectedPool } }) as typeof pg;
}

/**
 * Ends a protected pool and waits until its connections have closed. pg-pool's end() resolves as
 * soon as it has asked its clients to close, before the server has seen them go: a database stopped
 * right after (main.ts's shutdown, the embedded cluster) cut them and logged "connection lost".
 * Waits `ms` at most, for a connection the server no longer answers.
 */
export async function closeAppPool(pool: Pool, ms = 5_000): Promise<void> {
  if (!pool.ended && !pool.ending) await pool.end();
  await connectionsClosed(pool, ms);
}

/** Resolves once every connection a protected pool opened has closed (after its end()), or after `ms`. */
export function connectionsClosed(pool: Pool, ms = 5_000): Promise<void> {
  const open = [...(openConnections.get(pool) ?? [])];
  if (open.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const giveUp = setTimeout(resolve, ms);
    let waiting = open.length;
    for (const client of open) {
      client.once('end', () => {
        if (--waiting === 0) {
          clearTimeout(giveUp);
          resolve();
        }
      });
    }
  });
}
