import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../src/create-app';
import { type AppConfig, DEFAULT_RATE_LIMITS } from '../src/infrastructure/config/app-config';
import { appDatabaseUrl } from '../src/infrastructure/database/app-role';
import { migrate } from '../src/infrastructure/database/migrate';
import { EVENT_STORE, type EventStore, START_OF_LOG } from '../src/infrastructure/event-store/event-store.port';
import { logIn } from './support/accounts';
import { affiliateWithEarnings, collect, earningsOf } from './support/payouts-setup';
import type { TestApp } from './support/test-app';
import { runCli, startClusterProcess } from './support/typescript-process';

/**
 * The app as `npm start` runs it (its own embedded cluster in a data directory, not the test run's
 * shared one), so the backup is of exactly what an operator backs up, made by the npm scripts' code.
 */
async function appOn(dataDir: string): Promise<TestApp & { database: { stop(): Promise<void> } }> {
  const database = await startClusterProcess(dataDir);
  const ownerUrl = await leadledgerDatabase(database.adminUrl);
  await migrate(ownerUrl);
  const config: AppConfig = {
    databaseUrl: await appDatabaseUrl(ownerUrl),
    databaseEngine: 'embedded-postgres',
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    trustProxy: false,
    trialDays: 14,
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIp: 10_000, registerPerIp: 10_000 },
    runProjections: true,
    eventStoreUrl: null,
  };
  const app = await createApp(config, { logger: ['error'] });
  await app.init();
  return { app, config, database, browser: () => request.agent(app.getHttpServer()), close: () => app.close() };
}

/** database-location.ts's ensureDatabase, which jest cannot load (it imports embedded-postgres, an ES module). */
async function leadledgerDatabase(adminUrl: string): Promise<string> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'leadledger'`);
    if (found.rowCount === 0) await admin.query('CREATE DATABASE leadledger');
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = '/leadledger';
  return url.toString();
}

async function snapshot(t: TestApp) {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const ids: string[] = [];
  for (let after = START_OF_LOG; ; ) {
    const batch = await store.readAll(after, 500);
    if (batch.length === 0) break;
    ids.push(...batch.map((e) => e.eventId));
    after = batch[batch.length - 1].position;
  }
  const db = new Client({ connectionString: t.config.databaseUrl });
  await db.connect();
  try {
    const { rows: balances } = await db.query(`SELECT account, sum(amount_cents)::text AS cents FROM ledger_entries GROUP BY account ORDER BY account`);
    return { ids, head: await store.readHead(), balances };
  } finally {
    await db.end();
  }
}

describe('npm run db:backup, then npm run db:restore into a fresh data directory', () => {
  const work = mkdtempSync(join(tmpdir(), 'leadledger-backup-'));
  // As root the clusters run as the postgres user, which must be able to enter (embedded-postgres.ts).
  chmodSync(work, 0o755);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('starts an app with the same ledger, wallet, event log, sign-in, secret and logos', async () => {
    const original = await appOn(join(work, 'original'));
    const setup = await affiliateWithEarnings(original, 12.35, 2);
    await collect(setup.affiliate.browser).expect(200);
    mkdirSync(original.config.uploadsDir, { recursive: true });
    writeFileSync(join(original.config.uploadsDir, 'logo-test.png'), 'not really a png');
    const before = await snapshot(original);
    const wallet = await earningsOf(setup.affiliate.browser);
    expect(before.balances.length).toBeGreaterThan(2);
    expect(before.ids.length).toBeGreaterThan(5);

    // While the app runs: the copy is consistent without stopping it.
    const file = join(work, 'backups', 'leadledger-test.tar.gz');
    const backup = await runCli('cli/backup-database.ts', ['--data-dir', original.config.dataDir, '--out', file]);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`Backup written to ${file}`) });
    // The running server's socket and its lock file are its own (embedded-socket.ts), like postmaster.pid.
    expect(spawnSync('tar', ['-tzf', file], { encoding: 'utf8' }).stdout).not.toMatch(/\.s\.PGSQL|postmaster\.pid/);
    await original.close();
    await original.database.stop();

    const restoredDir = join(work, 'restored');
    const restore = (dir: string, ...more: string[]) => runCli('cli/restore-database.ts', [...more, '--data-dir', dir]);
    expect(await restore(restoredDir, file)).toMatchObject({ code: 0, output: expect.stringContaining(`Restored ${file} into ${restoredDir}`) });
    const restored = await appOn(restoredDir);
    try {
      expect(await snapshot(restored)).toEqual(before);
      const affiliate = restored.browser();
      await logIn(affiliate, setup.affiliate.user.email, setup.affiliate.user.password).expect(200);
      expect(await earningsOf(affiliate)).toEqual(wallet);
      expect(readFileSync(join(restoredDir, 'app-secret'), 'utf8')).toBe(readFileSync(join(original.config.dataDir, 'app-secret'), 'utf8'));
      expect(readFileSync(join(restored.config.uploadsDir, 'logo-test.png'), 'utf8')).toBe('not really a png');
      expect(await restore(restoredDir, file, '--force')).toMatchObject({ code: 1, output: expect.stringContaining('is in use: its database is running') });
    } finally {
      await restored.close();
      await restored.database.stop();
    }
    expect(await restore(restoredDir, file)).toMatchObject({ code: 1, output: expect.stringMatching(/is not empty .*--force/) });
    expect(await restore(join(work, 'other'), join(work, 'missing.tar.gz'))).toMatchObject({ code: 1, output: expect.stringContaining('Backup file not found') });
    writeFileSync(join(work, 'not-a-backup.tar.gz'), 'hello');
    expect(await restore(join(work, 'other'), join(work, 'not-a-backup.tar.gz'))).toMatchObject({ code: 1, output: expect.stringContaining('is not a LeadLedger backup') });
  }, 120_000);
});
