import { startEmbeddedPostgres } from '../../src/infrastructure/database/embedded-postgres';

/**
 * Child process (see typescript-process.ts): starts the embedded cluster of a data directory as
 * `npm start` does, prints its admin URL, and stops it when its stdin closes.
 */
async function main(): Promise<void> {
  const database = await startEmbeddedPostgres(process.argv[2]);
  process.stdout.write(`${JSON.stringify({ adminUrl: database.adminUrl })}\n`);
  process.stdin.on('end', () => void database.stop().then(() => process.exit(0)));
  process.stdin.resume();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
