import { join } from 'node:path';
import { createApp } from './create-app';
import { configFromEnvironment } from './infrastructure/config/app-config';
import { processEnvironment } from './infrastructure/config/process-environment';
import { appDatabaseUrl } from './infrastructure/database/app-role';
import { openDatabase } from './infrastructure/database/database-location';
import { migrate } from './infrastructure/database/migrate';
import { flushJsonLogs } from './infrastructure/logging/json-logger';

/** `npm start`: database (embedded unless DATABASE_URL), migrations as its owner, then API + frontend on PORT as the app's role. */
async function main(): Promise<void> {
  // Every variable is checked before anything starts: a bad one ends the process with one line per
  // problem and exit code 1 (README.md, Configuration), instead of a silent fallback.
  const environment = processEnvironment();
  const startedAt = environment.startedAt ?? Date.now();
  const database = await openDatabase(undefined, environment);
  const applied = await migrate(database.url);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

  // Migrations ran as the owner; the app itself connects as a role that may only read and append
  // history (docs/decisions/0003-app-database-role.md).
  const config = configFromEnvironment(await appDatabaseUrl(database.url, environment.databaseAppUrl, environment.pgPassword), database.engine, environment);
  // From here on the app logs JSON lines at LOG_LEVEL (docs/operations/logging.md); the few console
  // lines of this file (the ready line that scripts and tests wait for) stay as they are.
  const app = await createApp(config, { frontendDir: join(__dirname, '..', '..', '..', 'frontend', 'dist'), logLevel: environment.logLevel });
  const port = environment.port;
  await app.listen(port, environment.host);
  const where = database.engine === 'embedded-postgres' ? `embedded PostgreSQL in ${config.dataDir}` : 'the server in DATABASE_URL';
  console.log(`LeadLedger is ready on http://localhost:${port} (database: ${where}; ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // In order, so nothing is cut mid-way: no new requests (those in flight finish, 10 s at most),
    // then projections, sweepers and pools (app.close()), then the embedded database (embedded-postgres.ts).
    const server = app.getHttpServer();
    const cutOff = setTimeout(() => server.closeAllConnections(), 10_000);
    await new Promise((resolve) => server.close(resolve));
    clearTimeout(cutOff);
    await app.close();
    await database.close();
    await flushJsonLogs();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
