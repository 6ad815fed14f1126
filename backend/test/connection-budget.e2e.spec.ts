import { CONNECTION_NAMES, connectionsPerInstance, FIXED_CONNECTIONS } from '../src/infrastructure/database/pool-sizes';
import { openTestPool } from '../src/test-support/test-database';
import { signUp } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const POOL_SIZE = 4;

interface Connection {
  name: string;
  pid: number;
  state: string | null;
  since: string;
}

/** Each named pool's most connections at DATABASE_POOL_SIZE=4 (pool-sizes.ts). */
const BUDGET: Record<string, number> = {
  [CONNECTION_NAMES.mainPool]: POOL_SIZE,
  [CONNECTION_NAMES.rateLimitPool]: FIXED_CONNECTIONS.rateLimitPool,
  [CONNECTION_NAMES.identityPool]: FIXED_CONNECTIONS.identityPool,
  [CONNECTION_NAMES.eventNotifications]: FIXED_CONNECTIONS.eventNotifications,
  [CONNECTION_NAMES.projectionLeaderLock]: FIXED_CONNECTIONS.projectionLeaderLock,
};

/**
 * README.md, Running several instances: an instance opens at most connectionsPerInstance(DATABASE_POOL_SIZE)
 * connections, the figure docker-compose.yml's sizing rests on. Measured from the server's side
 * (pg_stat_activity) while the app is driven hard, with its projections and sweepers running.
 */
describe('database connections of one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ databasePoolSize: POOL_SIZE });
  });
  afterAll(() => t.close());

  it(`never exceed the pool size plus the fixed ones (${connectionsPerInstance(POOL_SIZE)} at DATABASE_POOL_SIZE=${POOL_SIZE})`, async () => {
    const database = new URL(t.config.databaseUrl).pathname.slice(1);
    const observer = openTestPool(process.env.TEST_PG_ADMIN_URL!, 1);
    // The busiest sample whole, so a failure says whose connections they were (application_name).
    let busiest: Connection[] = [];
    // Each name's most connections in any one sample.
    const most = new Map<string, number>();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await observer.query<Connection>(
          // Client backends only. The one unnamed, active connection CI once counted was most likely the
          // server's own (an autovacuum or a parallel worker, unverified), which takes no connection slot.
          `SELECT application_name AS name, pid, state, backend_start::text AS since FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
          [database],
        );
        if (rows.length > busiest.length) busiest = rows;
        const here = new Map<string, number>();
        for (const row of rows) here.set(row.name, (here.get(row.name) ?? 0) + 1);
        for (const [name, n] of here) most.set(name, Math.max(most.get(name) ?? 0, n));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      // Sign-ups (identity pool, events), then many signed-in reads and public hits at once.
      const people = await Promise.all(Array.from({ length: 12 }, () => t.browser()).map(async (browser) => ({ browser, user: await signUp(browser) })));
      await Promise.all(
        people.flatMap(({ browser }) => [
          ...Array.from({ length: 10 }, () => browser.get('/api/affiliate-programs')),
          ...Array.from({ length: 10 }, () => browser.get('/api/auth/user')),
          browser.get('/api/health'),
        ]),
      );
    } finally {
      sampling = false;
      await sampler;
      await observer.end();
    }
    const seen = `the busiest sample:\n${busiest.map((c) => `  ${c.name || '(no name)'} pid ${c.pid} ${c.state ?? ''} since ${c.since}`).join('\n')}`;
    const allowed = connectionsPerInstance(POOL_SIZE);
    // Per pool, then in all: a pool over its size is named, not only the sum.
    const problems = [
      ...Object.entries(BUDGET)
        .filter(([name, budget]) => (most.get(name) ?? 0) > budget)
        .map(([name, budget]) => `${name}: ${most.get(name)} connections at once, budget ${budget}`),
      ...[...most.keys()].filter((name) => !(name in BUDGET)).map((name) => `connections no pool of the app names: "${name}"`),
      ...(busiest.length > allowed ? [`${busiest.length} connections in all, budget ${allowed}`] : []),
    ];
    expect(busiest.length).toBeGreaterThan(POOL_SIZE);
    expect(problems.length > 0 ? [...problems, seen] : []).toEqual([]);
  }, 60_000);
});
