import { randomUUID } from 'node:crypto';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Pool } from 'pg';
import { configFromEnvironment } from '../config/app-config';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { appDatabaseUrl } from './app-role';
import { DatabaseModule } from './database.module';
import { PG_FAST_POOL, PG_POOL } from './database.tokens';

/*
 * The app's own connections may only read and append history (docs/decisions/0003-app-database-role.md):
 * whatever a bug or an injected statement sends through them, the database refuses to change or
 * empty `events` and `ledger_entries`, and no trigger that guards them can be switched off.
 * The history tables are named through `${table}` on purpose: this is the database's refusal under
 * test, not a read of the log (the one-door rule, docs/architecture/event-store.md).
 */
const HISTORY = ['events', 'ledger_entries'];
const PERMISSION = /permission denied|must be owner/;

describe('the app database role', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    // The way main.ts builds the app's configuration (after migrations) and DatabaseModule opens its pools.
    const config = configFromEnvironment(await appDatabaseUrl(db.url), 'postgres');
    moduleRef = await Test.createTestingModule({ imports: [DatabaseModule.forRoot(config)] }).compile();
    await moduleRef.init();
    pool = moduleRef.get<Pool>(PG_POOL);
    // Some history to refuse changes to: an append (through the store's function) and a journal.
    await append(`call-${randomUUID()}`);
    await insertJournal(randomUUID());
  });
  afterAll(async () => {
    await moduleRef?.close();
    await db?.drop();
  });

  const append = (stream: string) =>
    pool.query('SELECT * FROM ll_append_events($1, $2, $3, $4::jsonb)', [
      stream,
      'call',
      0,
      JSON.stringify([{ eventId: randomUUID(), type: 'CallBooked', data: {}, metadata: {} }]),
    ]);
  const insertJournal = (journal: string) =>
    pool.query(
      `INSERT INTO ledger_entries (journal_id, line, account, amount_cents, event_id, event_type, recorded_at)
       VALUES ($1, 1, 'processor:clearing', 500, $1, 'Test', now()), ($1, 2, 'platform:revenue:commission-fee', -500, $1, 'Test', now())`,
      [journal],
    );
  const count = async (table: string) => (await pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

  it('connects as a role that is neither superuser nor owner of the history tables', async () => {
    const { rows } = await pool.query(
      `SELECT r.rolsuper, r.rolbypassrls, r.rolcreaterole, r.rolcreatedb,
              (SELECT count(*)::int FROM pg_class c WHERE c.relname = ANY($1) AND pg_has_role(current_user, c.relowner, 'USAGE')) AS owned
       FROM pg_roles r WHERE r.rolname = current_user`,
      [[...HISTORY, 'streams']],
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolbypassrls: false, rolcreaterole: false, rolcreatedb: false, owned: 0 });
    // Every pool of the app: commands, rate-limit counters.
    const fast = moduleRef.get<Pool>(PG_FAST_POOL);
    expect((await fast.query('SELECT current_user AS u')).rows[0].u).toBe((await pool.query('SELECT current_user AS u')).rows[0].u);
  });

  it.each(HISTORY.flatMap((table) => [
    [`UPDATE ${table} SET recorded_at = now()`],
    [`DELETE FROM ${table}`],
    [`TRUNCATE ${table}`],
    [`ALTER TABLE ${table} DISABLE TRIGGER ALL`],
    [`ALTER TABLE ${table} DISABLE TRIGGER USER`],
    [`DROP TABLE ${table}`],
  ]))('refuses %s for lack of privilege, and changes nothing', async (sql) => {
    const table = HISTORY.find((t) => sql.includes(` ${t}`))!;
    const before = await count(table);
    await expect(pool.query(sql)).rejects.toThrow(PERMISSION);
    expect(await count(table)).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  const STREAMS = 'streams';
  it.each([[`DELETE FROM ${STREAMS}`], [`TRUNCATE ${STREAMS}`], [`UPDATE ${STREAMS} SET type = 'x'`], [`ALTER TABLE ${STREAMS} DISABLE TRIGGER ALL`]])('refuses %s', async (sql) => {
    await expect(pool.query(sql)).rejects.toThrow(PERMISSION);
  });

  it('will not start the app on a connection that could rewrite history, such as the owner\'s', async () => {
    const asOwner = Test.createTestingModule({ imports: [DatabaseModule.forRoot(configFromEnvironment(db.url, 'postgres'))] }).compile();
    await expect(asOwner).rejects.toThrow(/is a superuser; the app must connect as a role that may only read and append history/);
  });

  it('takes DATABASE_APP_URL as it is, and stops on one that is not a PostgreSQL URL, naming it', async () => {
    expect(await appDatabaseUrl(db.url, 'postgres://someone:secret@db.internal:5432/leadledger')).toBe('postgres://someone:secret@db.internal:5432/leadledger');
    await expect(appDatabaseUrl(db.url, 'mysql://someone:secret@db/x')).rejects.toThrow(/^DATABASE_APP_URL must be a PostgreSQL connection string .*mysql:\/\/\*\*\*@db\/x/);
  });

  it('cannot take another role, create objects in the live schema, or change the role itself', async () => {
    await expect(pool.query('SET ROLE postgres')).rejects.toThrow(/permission denied/);
    await expect(pool.query('CREATE TABLE planted (id int)')).rejects.toThrow(/permission denied/);
    await expect(pool.query('CREATE SCHEMA planted')).rejects.toThrow(/permission denied/);
    await expect(pool.query('ALTER ROLE CURRENT_USER BYPASSRLS')).rejects.toThrow(/permission denied|must be superuser/); // 18 / 15
  });

  it('still reads and appends history, and writes read models and ordinary rows', async () => {
    const events = await count(HISTORY[0]);
    await append(`call-${randomUUID()}`);
    expect(await count(HISTORY[0])).toBe(events + 1);
    const lines = await count('ledger_entries');
    await insertJournal(randomUUID());
    expect(await count('ledger_entries')).toBe(lines + 2);
    // The optimistic version check moves a stream's version (DESIGN: UPDATE streams SET version).
    const stream = `call-${randomUUID()}`;
    await append(stream);
    await pool.query('SELECT * FROM ll_append_events($1, $2, $3, $4::jsonb)', [stream, 'call', 1, JSON.stringify([{ eventId: randomUUID(), type: 'CallApproved', data: {}, metadata: {} }])]);
    await pool.query(`INSERT INTO projection_checkpoints (name) VALUES ('role-test')`);
    await pool.query(`UPDATE projection_checkpoints SET events_applied = 1 WHERE name = 'role-test'`);
    await pool.query(`DELETE FROM projection_checkpoints WHERE name = 'role-test'`);
    await pool.query(`INSERT INTO activity_by_day (day, event_type, event_count) VALUES (current_date, 'X', 1)`);
    await pool.query(`DELETE FROM activity_by_day WHERE event_type = 'X'`);
  });
});
