import type { Pool } from 'pg';
import { createTestDatabase, type TestDatabase, openTestPool } from '../../test-support/test-database';
import { closeAppPool, openAppPool, pgWithProtectedPools } from './app-pool';

/** The server closing connections must never take the app down, whatever the pool was doing with them. */
describe('openAppPool when the server closes its connections', () => {
  let db: TestDatabase;
  let admin: Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    admin = openTestPool(db.url, 2);
  });
  afterAll(async () => {
    await admin.end();
    await db.drop();
  });

  const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('survives losing a connection that is checked out, fails only its holder, and serves the next query', async () => {
    const warnings: string[] = [];
    const pool = openAppPool({ connectionString: db.url, max: 2 }, (m) => warnings.push(m));
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await terminate(rows[0].pid);
      await settle();
      expect(warnings.some((w) => w.startsWith('connection lost while in use'))).toBe(true);
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release(true);
      expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('survives losing an idle connection and opens a new one on demand', async () => {
    const warnings: string[] = [];
    const pool = openAppPool({ connectionString: db.url, max: 1 }, (m) => warnings.push(m));
    try {
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await terminate(rows[0].pid);
      await settle();
      expect(warnings.some((w) => w.startsWith('idle connection lost'))).toBe(true);
      const again = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(again.rows[0].pid).not.toBe(rows[0].pid);
    } finally {
      await pool.end();
    }
  });

  it("protects the pools made through the module given to TypeORM the same way", async () => {
    const warnings: string[] = [];
    const pool = new (pgWithProtectedPools((m) => warnings.push(m)).Pool)({ connectionString: db.url, max: 1 });
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await terminate(rows[0].pid);
      await settle();
      expect(warnings.some((w) => w.startsWith('connection lost while in use'))).toBe(true);
      client.release(true);
      expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      await pool.end();
    }
  });

  // pg-pool's end() resolves once its clients are asked to close, before their connections have
  // closed: a database stopped right after it (main.ts's shutdown) cut them and logged "connection lost".
  it('closes a pool only when every one of its connections has ended, idle or just released', async () => {
    const warnings: string[] = [];
    for (const pool of [openAppPool({ connectionString: db.url, max: 3 }, (m) => warnings.push(m)), new (pgWithProtectedPools((m) => warnings.push(m)).Pool)({ connectionString: db.url, max: 3 })]) {
      const ended: boolean[] = [];
      pool.on('connect', (client) => {
        const index = ended.push(false) - 1;
        client.once('end', () => (ended[index] = true));
      });
      const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      await Promise.all(held.map((client) => client.query('SELECT 1')));
      held.forEach((client) => client.release());
      await closeAppPool(pool);
      expect(ended).toEqual([true, true, true]);
    }
    expect(warnings).toEqual([]);
  });
});
