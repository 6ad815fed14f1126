import { startLocalKurrentDb } from './kurrentdb-local.server';
import { parsePortArgument } from './port-argument.parser';

/**
 * `npm run kurrentdb:local [-- --port N]`: a KurrentDB-protocol server for trying the KurrentDB
 * event-store adapter on a machine where no real KurrentDB can run. Everything lives in memory
 * and is gone when it stops.
 */
async function main(): Promise<void> {
  const parsed = parsePortArgument(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(parsed.error);
    process.exit(2);
  }
  const db = await startLocalKurrentDb({ port: parsed.port });
  console.log(`KurrentDB-protocol server (in memory, keeps nothing) listening at ${db.url}`);
  const stop = () => {
    db.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
