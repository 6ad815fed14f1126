import { openAppPool } from '../src/infrastructure/database/app-pool';
import { openDatabase } from '../src/infrastructure/database/database-location';
import { migrate } from '../src/infrastructure/database/migrate';
import { allProjections } from '../src/projections/projection-registry';
import { rebuildProjection } from '../src/projections/runner/projection-rebuild';
import { parseArgs } from './parse-args';
import { createProgressBar } from './progress-bar';

/**
 * `npm run projections:rebuild [name]`: empties one read model (or all) and replays the whole
 * event log into it. Safe while the app runs: the live runner and the rebuild take turns per batch.
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
  const database = await openDatabase();
  // A lost connection then fails the rebuild with its message instead of crashing (app-pool.ts).
  const pool = openAppPool({ connectionString: database.url, max: 4 }, (message) => console.warn(message));
  try {
    await migrate(database.url);
    for (const projection of selected) {
      const bar = createProgressBar(projection.name);
      const started = Date.now();
      const applied = await rebuildProjection(pool, projection, (p) => bar.update(p.applied, p.total));
      bar.finish();
      const seconds = (Date.now() - started) / 1000;
      console.log(`${projection.name}: ${applied.toLocaleString('en-US')} events replayed in ${seconds.toFixed(1)} s`);
    }
  } finally {
    await pool.end();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
