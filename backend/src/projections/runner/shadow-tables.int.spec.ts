import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { openAppPool } from '../../infrastructure/database/app-pool';
import { appDatabaseUrl } from '../../infrastructure/database/app-role';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { LedgerEntriesProjection } from '../ledger/ledger-entries.projection';
import { rebuildProjection } from './projection-rebuild';
import { buildDeferredIndexes, createShadowTables, dropShadowTables, finishShadowTables, swapInShadowTables } from './shadow-tables';

/*
 * Rebuilds run on the app's own role, which owns no live table and may only read and append the
 * ledger (docs/decisions/0003-app-database-role.md). The owner's swap function is the one way a
 * copy replaces a live table: these are the copies it must refuse.
 */
describe('swapping rebuilt copies in on the app role', () => {
  let db: TestDatabase;
  let app: Pool;
  let owner: Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = openAppPool({ connectionString: await appDatabaseUrl(db.url), max: 4 }, () => undefined);
    owner = openTestPool(db.url, 2);
  });
  afterAll(async () => {
    await app?.end();
    await owner?.end();
    await db?.drop();
  });

  const journal = (id: string, cents: number[]) =>
    app.query(
      `INSERT INTO ledger_entries (journal_id, line, account, amount_cents, event_id, event_type, recorded_at)
       SELECT $1, l, 'test:account', c, $1, 'Test', now() FROM unnest($2::bigint[]) WITH ORDINALITY AS t (c, l)`,
      [id, cents],
    );
  const ledgerLines = async () => (await owner.query('SELECT count(*)::int AS n FROM ledger_entries')).rows[0].n as number;

  /** Runs `work` in a transaction of the app's that is always rolled back, on `searchPath` when given. */
  async function rolledBack(searchPath: string | null, work: (tx: PoolClient) => Promise<unknown>): Promise<void> {
    const tx = await app.connect();
    try {
      await tx.query('BEGIN');
      if (searchPath) await tx.query(`SELECT set_config('search_path', $1, true)`, [searchPath]);
      await work(tx);
    } finally {
      await tx.query('ROLLBACK');
      tx.release();
    }
  }

  /** Builds a copy as a rebuild would, lets `tamper` change it as the app, then tries the swap. */
  async function swapCopy(schema: string, tables: string[], tamper: (sql: (text: string) => Promise<unknown>) => Promise<void>): Promise<void> {
    const deferred = await createShadowTables(app, schema, tables);
    await finishShadowTables(app, deferred);
    await tamper((text) => app.query(text));
    const tx = await app.connect();
    try {
      await tx.query('BEGIN');
      await swapInShadowTables(tx, schema, tables);
      await tx.query('COMMIT');
    } catch (error) {
      await tx.query('ROLLBACK');
      throw error;
    } finally {
      tx.release();
      await dropShadowTables(app, schema);
    }
  }

  it('rebuilds the ledger blue/green; after the swap the app may still only read and append it', async () => {
    const notifications = new EventNotifications(await appDatabaseUrl(db.url));
    await notifications.start();
    try {
      await rebuildProjection(app, new PostgresEventStore(app, notifications), new LedgerEntriesProjection());
    } finally {
      await notifications.close();
    }
    const { rows } = await owner.query(
      `SELECT pg_get_userbyid(c.relowner) AS owner, has_table_privilege('leadledger_app', c.oid, 'SELECT') AS reads,
              has_table_privilege('leadledger_app', c.oid, 'INSERT') AS appends, has_table_privilege('leadledger_app', c.oid, 'UPDATE') AS updates,
              has_table_privilege('leadledger_app', c.oid, 'DELETE') AS deletes, has_table_privilege('leadledger_app', c.oid, 'TRUNCATE') AS truncates
       FROM pg_class c WHERE c.oid = 'ledger_entries'::regclass`,
    );
    expect(rows[0]).toEqual({ owner: 'postgres', reads: true, appends: true, updates: false, deletes: false, truncates: false });
    await journal(randomUUID(), [300, -300]);
    await expect(app.query('TRUNCATE ledger_entries')).rejects.toThrow(/permission denied/);
    await expect(app.query('ALTER TABLE ledger_entries DISABLE TRIGGER ALL')).rejects.toThrow(/must be owner/);
    const swaps = await app.query(`SELECT tables, swapped_by FROM read_model_swaps`);
    expect(swaps.rows).toEqual([{ tables: ['ledger_entries'], swapped_by: 'leadledger_app' }]);
    await expect(app.query(`DELETE FROM read_model_swaps`)).rejects.toThrow(/permission denied/);
  });

  it('refuses a ledger copy that does not balance, built with its guard switched off', async () => {
    await journal(randomUUID(), [500, -500]);
    const before = await ledgerLines();
    await expect(
      swapCopy('ll_rebuild_forged', ['ledger_entries'], async (sql) => {
        await sql('ALTER TABLE ll_rebuild_forged.ledger_entries DISABLE TRIGGER ledger_journals_balanced');
        await sql(`INSERT INTO ll_rebuild_forged.ledger_entries (journal_id, line, account, amount_cents, event_id, event_type, recorded_at)
                   VALUES ('${randomUUID()}', 1, 'affiliate:x:payable', -100000, gen_random_uuid(), 'Forged', now())`);
        await sql('ALTER TABLE ll_rebuild_forged.ledger_entries ENABLE TRIGGER ledger_journals_balanced');
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await ledgerLines()).toBe(before);
  });

  it('makes the ledger copy balance guard only once it is loaded, and the swap checks what was loaded before it', async () => {
    const schema = 'll_rebuild_late_guard';
    const guardsOfCopy = async () =>
      (await owner.query(`SELECT tgname FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal ORDER BY tgname`, [`${schema}.ledger_entries`])).rows.map((r) => r.tgname);
    const before = await ledgerLines();
    const deferred = await createShadowTables(app, schema, ['ledger_entries']);
    try {
      expect(deferred.guards).toHaveLength(1);
      expect(await guardsOfCopy()).toEqual(['ledger_entries_immutable']);
      // What a load could write while the guard is not there yet (a projection gone wrong):
      await app.query(`INSERT INTO ${schema}.ledger_entries (journal_id, line, account, amount_cents, event_id, event_type, recorded_at)
                       VALUES (gen_random_uuid(), 1, 'affiliate:x:payable', -100000, gen_random_uuid(), 'Forged', now())`);
      await finishShadowTables(app, deferred);
      expect(await guardsOfCopy()).toEqual(['ledger_entries_immutable', 'ledger_journals_balanced']);
      // The swap's last events are written with the copy first on the search path: checked now.
      await expect(
        rolledBack(`${schema}, public`, (tx) =>
          tx.query(`INSERT INTO ledger_entries (journal_id, line, account, amount_cents, event_id, event_type, recorded_at)
                    VALUES (gen_random_uuid(), 1, 'affiliate:x:payable', -5, gen_random_uuid(), 'Forged', now())`),
        ),
      ).rejects.toThrow(/does not balance/);
      // And the swap refuses the journal written before the guard was there.
      await expect(rolledBack(null, (tx) => swapInShadowTables(tx, schema, ['ledger_entries']))).rejects.toThrow(/does not balance/);
    } finally {
      await dropShadowTables(app, schema);
    }
    expect(await ledgerLines()).toBe(before);
  });

  it('with keys after the load, takes duplicate keys while loading, refuses them when the keys are made, and swaps in a copy shaped like the live one', async () => {
    const keysOf = async (schema: string) =>
      (await owner.query(`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = $1::regclass AND contype IN ('p', 'u') ORDER BY conname`, [`${schema}.event_log`])).rows;
    const logRow = (schema: string, position: string) =>
      app.query(
        `INSERT INTO ${schema}.event_log (position, event_id, stream_id, stream_position, type, recorded_at, actor_key, data, metadata)
         VALUES ($1, gen_random_uuid(), 'test-1', 1, 'Test', now(), 'system', '{}', '{}')`,
        [position],
      );
    const live = await keysOf('public');
    expect(live).toEqual([{ conname: 'event_log_pkey', def: 'PRIMARY KEY ("position")' }]);

    const twice = 'll_rebuild_keys_twice';
    const deferred = await createShadowTables(app, twice, ['event_log'], { keysAfterLoad: true });
    try {
      expect(await keysOf(twice)).toEqual([]);
      await logRow(twice, 'p1');
      await logRow(twice, 'p1');
      await expect(finishShadowTables(app, deferred)).rejects.toThrow(/could not create unique index "event_log_pkey"/);
    } finally {
      await dropShadowTables(app, twice);
    }

    const once = 'll_rebuild_keys_once';
    await createShadowTables(app, once, ['event_log'], { keysAfterLoad: true }).then(async (copy) => {
      try {
        await logRow(once, 'p1');
        await logRow(once, 'p2');
        await finishShadowTables(app, copy);
        expect(await keysOf(once)).toEqual(live);
        // The owner's swap compares the whole shape (keys, indexes, triggers) with the live table's.
        await rolledBack(null, (tx) => swapInShadowTables(tx, once, ['event_log']));
      } finally {
        await dropShadowTables(app, once);
      }
    });
  });

  it.each([
    ['a guard trigger left disabled', 'ALTER TABLE ll_rebuild_shape.ledger_entries DISABLE TRIGGER ledger_entries_immutable'],
    ['a guard trigger dropped', 'DROP TRIGGER ledger_entries_immutable ON ll_rebuild_shape.ledger_entries'],
    ['a trigger of its own', 'CREATE TRIGGER extra BEFORE INSERT ON ll_rebuild_shape.ledger_entries FOR EACH ROW EXECUTE FUNCTION public.ll_refuse_change()'],
    ['a default of its own', `ALTER TABLE ll_rebuild_shape.ledger_entries ALTER COLUMN account SET DEFAULT 'x'`],
    ['row security switched on', 'ALTER TABLE ll_rebuild_shape.ledger_entries ENABLE ROW LEVEL SECURITY'],
    ['an index of its own', 'CREATE INDEX extra ON ll_rebuild_shape.ledger_entries (account)'],
  ])('refuses a ledger copy with %s, and the live ledger stays', async (_what, tamper) => {
    const before = await ledgerLines();
    await expect(swapCopy('ll_rebuild_shape', ['ledger_entries'], (sql) => sql(tamper).then(() => undefined))).rejects.toThrow(/not shaped like the live table/);
    expect(await ledgerLines()).toBe(before);
    const { rows } = await owner.query(`SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE oid = 'ledger_entries'::regclass`);
    expect(rows[0].owner).toBe('postgres');
  });

  it.each([['events'], ['streams'], ['schema_migrations'], ['read_model_swaps']])('never replaces %s, which the app may not rewrite', async (table) => {
    await expect(swapCopy('ll_rebuild_history', [table], async () => undefined)).rejects.toThrow(/cannot replace it/);
  });

  it('builds the deferred indexes two at a time, and after a failed build starts no other and leaves none running', async () => {
    const schema = 'll_rebuild_index_builds';
    const deferred = await createShadowTables(app, schema, ['event_log']);
    expect(deferred.indexes.length).toBeGreaterThanOrEqual(3);
    expect(deferred.guards).toEqual([]);
    const indexesOfCopy = async () =>
      (await owner.query(`SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = $1 AND tablename = 'event_log'`, [schema])).rows[0].n as number;
    const keysOnly = await indexesOfCopy();
    try {
      // The first builder takes the good statement, the second the bad one: what is queued behind them must never start.
      const [first, ...rest] = deferred.indexes;
      await expect(buildDeferredIndexes(app, [first, `CREATE INDEX broken ON ${schema}.event_log (no_such_column)`, ...rest])).rejects.toThrow(/no_such_column/);
      // Only this suite's database: suites running beside it build indexes of their own.
      const running = await owner.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'CREATE INDEX%' AND state = 'active'`);
      expect(running.rows[0].n).toBe(0);
      expect(await indexesOfCopy()).toBe(keysOnly + 1);
      await buildDeferredIndexes(app, rest);
      expect(await indexesOfCopy()).toBe(keysOnly + deferred.indexes.length);
    } finally {
      await dropShadowTables(app, schema);
    }
  });

  it("builds without PostgreSQL's parallel workers, and hands the pool's connections back with the default", async () => {
    const schema = 'll_rebuild_workers';
    const two = openAppPool({ connectionString: await appDatabaseUrl(db.url), max: 2 }, () => undefined);
    /** Whether the session runs with the server's own setting (what RESET gives back). */
    const atDefault = (client: PoolClient) =>
      client.query(`SELECT setting = reset_val AS same FROM pg_settings WHERE name = 'max_parallel_maintenance_workers'`).then((r) => r.rows[0].same as boolean);
    try {
      const deferred = await createShadowTables(two, schema, ['event_log']);
      const during: string[] = [];
      // A statement of the build itself reads the setting of the session it runs in.
      const probe = `DO $$ BEGIN PERFORM set_config('ll.test_workers', current_setting('max_parallel_maintenance_workers'), false); END $$`;
      await buildDeferredIndexes(two, [...deferred.indexes, probe]);
      const [a, b] = [await two.connect(), await two.connect()];
      try {
        for (const client of [a, b]) {
          const seen = await client.query(`SELECT current_setting('ll.test_workers', true) AS n`);
          if (seen.rows[0].n) during.push(seen.rows[0].n);
        }
        expect(during).toEqual(['0']);
        expect([await atDefault(a), await atDefault(b)]).toEqual([true, true]);
      } finally {
        a.release();
        b.release();
      }
    } finally {
      await dropShadowTables(two, schema);
      await two.end();
    }
  });

  it('makes rebuild schemas only under their own prefix, and never takes over another role\'s', async () => {
    await expect(app.query(`SELECT ll_rebuild_schema('public')`)).rejects.toThrow(/not a rebuild schema name/);
    await owner.query(`SELECT ll_rebuild_schema('ll_rebuild_owners')`);
    await expect(app.query(`SELECT ll_rebuild_schema('ll_rebuild_owners')`)).rejects.toThrow(/holds a rebuild by postgres/);
    await expect(app.query(`SELECT ll_swap_in_rebuild('ll_rebuild_owners', ARRAY['ledger_entries'])`)).rejects.toThrow(/is not a rebuild of leadledger_app/);
    await owner.query('DROP SCHEMA ll_rebuild_owners CASCADE');
  });
});
