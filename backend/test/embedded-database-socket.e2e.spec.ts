import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startClusterProcess } from './support/typescript-process';

/** The address the server sees this connection come from: null over a Unix socket. */
async function clientAddress(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ address: string | null }>('SELECT host(inet_client_addr()) AS address');
    return rows[0].address;
  } finally {
    await client.end();
  }
}

/**
 * The embedded cluster as `npm start` runs it (embedded-postgres.ts, embedded-socket.ts): the app
 * reaches it through a Unix socket in its own directory, and over TCP when no socket path fits.
 */
describe('the embedded cluster, reached over its Unix socket', () => {
  const work = mkdtempSync(join(tmpdir(), 'leadledger-socket-'));
  // As root the clusters run as the postgres user, which must be able to enter (embedded-postgres.ts).
  chmodSync(work, 0o755);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('connects through a socket in the cluster directory, and so does a process that finds the cluster running', async () => {
    const dataDir = join(work, 'data');
    const first = await startClusterProcess(dataDir);
    try {
      expect(new URL(first.adminUrl).searchParams.get('host')).toBe(join(dataDir, 'pg'));
      expect(readdirSync(join(dataDir, 'pg')).filter((name) => /^\.s\.PGSQL\.\d+$/.test(name))).toHaveLength(1);
      expect(await clientAddress(first.adminUrl)).toBeNull();

      const second = await startClusterProcess(dataDir);
      try {
        expect(second.adminUrl).toBe(first.adminUrl);
        expect(await clientAddress(second.adminUrl)).toBeNull();
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
    }
  });

  it('connects over TCP on 127.0.0.1 when the cluster directory is too long for a socket path', async () => {
    const dataDir = join(work, 'd'.repeat(80));
    const database = await startClusterProcess(dataDir);
    try {
      expect(new URL(database.adminUrl).searchParams.has('host')).toBe(false);
      expect(await clientAddress(database.adminUrl)).toBe('127.0.0.1');
    } finally {
      await database.stop();
    }
  });
});
