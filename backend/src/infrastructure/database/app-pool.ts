import * as pg from 'pg';
import { Pool, type PoolConfig } from 'pg';

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
  pool.on('connect', (client) => {
    client.on('error', (error) => warn(`connection lost while in use: ${error.message}`));
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
