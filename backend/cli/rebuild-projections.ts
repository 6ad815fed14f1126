import type { Pool } from 'pg';
import { processEnvironment } from '../src/infrastructure/config/process-environment';
import { openAppPool } from '../src/infrastructure/database/app-pool';
import { appDatabaseUrl } from '../src/infrastructure/database/app-role';
import { openDatabase } from '../src/infrastructure/database/database-location';
import { overTcp } from '../src/infrastructure/database/embedded-socket';
import { migrate } from '../src/infrastructure/database/migrate';
import { openEventStore } from '../src/infrastructure/event-store/open-event-store';
import { allProjections } from '../src/projections/projection-registry';
import { rebuildProjection } from '../src/projections/runner/projection-rebuild';
import { parseArgs } from './parse-args';
import { createProgressBar } from './progress-bar';
import { runCommand } from './cli-exit';

/**
 * `npm run projections:rebuild [name]`: replays the whole event log into a new copy of one read
 * model (or each in turn) and swaps it in when caught up (blue/green, docs/architecture/projections.md).
 * Safe while the app runs: the app answers from the live copy until the swap.
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs(process.argv.slice(2));
  const projections = allProjections();
  const selected = positionals.length > 0 ? projections.filter((p) => positionals.includes(p.name)) : projections;
  const unknown = positionals.filter((name) => !projections.some((p) => p.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown projection: ${unknown.join(', ')}. Known: ${projections.map((p) => p.name).join(', ')}`);
    process.exit(2);
  }
  // Checked like the app's own (README.md, Configuration): a bad variable stops here with its message.
  const environment = processEnvironment();
  const database = await openDatabase(undefined, environment);
  let pool: Pool | null = null;
  let events: Awaited<ReturnType<typeof openEventStore>> | null = null;
  try {
    await migrate(database.url);
    // The rebuild runs as the app does: its role swaps copies in only through the owner's checks
    // (shadow-tables.ts, docs/decisions/0003-app-database-role.md), so no rebuild writes as the owner.
    const appUrl = await appDatabaseUrl(database.url, environment.databaseAppUrl, environment.pgPassword);
    // Pages and COPY streams: over TCP even to the embedded cluster (embedded-socket.ts).
    const url = database.engine === 'embedded-postgres' ? overTcp(appUrl) : appUrl;
    // A lost connection then fails the rebuild with its message instead of crashing (app-pool.ts).
    pool = openAppPool({ connectionString: url, max: 4 }, (message) => console.warn(message));
    events = await openEventStore({ eventStoreUrl: environment.eventStoreUrl, databaseUrl: url, pool });
    for (const projection of selected) {
      const bar = createProgressBar(projection.name);
      const started = Date.now();
      const applied = await rebuildProjection(pool, events.store, projection, (p) => bar.update(p.applied, p.total));
      bar.finish();
      const seconds = (Date.now() - started) / 1000;
      console.log(`${projection.name}: ${applied.toLocaleString('en-US')} events of its types replayed in ${seconds.toFixed(1)} s`);
    }
  } finally {
    await events?.close();
    await pool?.end();
    await database.close();
  }
}

runCommand(main);
