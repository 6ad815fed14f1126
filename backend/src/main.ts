import { join } from 'node:path';
import { createApp } from './create-app';
import { configFromEnvironment } from './infrastructure/config/app-config';
import { appDatabaseUrl } from './infrastructure/database/app-role';
import { openDatabase } from './infrastructure/database/database-location';
import { migrate } from './infrastructure/database/migrate';

/** `npm start`: database (embedded unless DATABASE_URL), migrations as its owner, then API + frontend on PORT as the app's role. */
async function main(): Promise<void> {
  const startedAt = Number(process.env.LL_STARTED_AT ?? Date.now());
  const database = await openDatabase();
  const applied = await migrate(database.url);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

  // Migrations ran as the owner; the app itself connects as a role that may only read and append
  // history (docs/decisions/0003-app-database-role.md).
  const config = configFromEnvironment(await appDatabaseUrl(database.url, process.env.DATABASE_APP_URL), database.engine);
  const app = await createApp(config, { frontendDir: join(__dirname, '..', '..', '..', 'frontend', 'dist'), logger: ['error', 'warn'] });
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port, process.env.HOST ?? '0.0.0.0');
  const where = database.engine === 'embedded-postgres' ? `embedded PostgreSQL in ${config.dataDir}` : 'the server in DATABASE_URL';
  console.log(`LeadLedger is ready on http://localhost:${port} (database: ${where}; ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
