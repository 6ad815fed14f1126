import { connectionsPerInstance } from '../src/infrastructure/database/pool-sizes';
import { openTestPool } from '../src/test-support/test-database';
import { signUp } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const POOL_SIZE = 4;

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
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await observer.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
        most = Math.max(most, rows[0].n);
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
    expect(most).toBeGreaterThan(POOL_SIZE);
    expect(most).toBeLessThanOrEqual(connectionsPerInstance(POOL_SIZE));
  }, 60_000);
});
