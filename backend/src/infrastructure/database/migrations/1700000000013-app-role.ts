import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, rebuildSchemaFunction, swapInFunction, tableShapeFunction } from './1700000000013-app-role.rebuild-functions';

/**
 * Issue 11: the app connects as `leadledger_app`, a role that may only read and append history
 * (docs/decisions/0003-app-database-role.md). Migrations keep running as the owner, which owns
 * every table; the app gets SELECT on all of them, INSERT on `events` and `ledger_entries`, only
 * the version column of `streams` to update (the append's optimistic check), full row access to
 * read models and ordinary rows, and no DDL at all. Rebuilds of read models (the ledger included)
 * go through two SECURITY DEFINER functions that only swap in a copy shaped exactly like the live
 * table, a ledger copy only when every journal balances (docs/architecture/projections.md).
 *
 * Roles belong to the cluster, not the database: many databases (the test run's, several
 * deployments) share one, and their migrations may run at the same moment, so the role is made
 * only when missing and a concurrent creation counts as done.
 */
export class AppRole1700000000013 implements MigrationInterface {
  name = 'AppRole1700000000013';

  async up(db: QueryRunner): Promise<void> {
    const schema: string = (await db.query('SELECT current_schema() AS name'))[0].name;
    const live = quoteIdent(schema);
    await db.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'leadledger_app') THEN
          BEGIN
            -- NOLOGIN until the app first connects (app-role.ts gives it LOGIN and a password).
            CREATE ROLE leadledger_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS INHERIT;
          EXCEPTION WHEN duplicate_object OR unique_violation THEN
            NULL; -- made by another database's migration meanwhile
          END;
        END IF;
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'leadledger_app' AND (rolsuper OR rolbypassrls OR rolcreaterole OR rolcreatedb OR rolreplication)) THEN
          ALTER ROLE leadledger_app NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB NOREPLICATION;
        END IF;
        -- An owner that is not a superuser acts on the app's rebuild copies through membership.
        IF NOT pg_has_role(current_user, 'leadledger_app', 'USAGE') THEN
          BEGIN
            EXECUTE format('GRANT leadledger_app TO %I', current_user);
          EXCEPTION WHEN duplicate_object OR unique_violation THEN
            NULL;
          END;
        END IF;
      END $$`);

    // Nobody but the owner creates objects beside the live tables: a function planted there could
    // capture the owner's own sessions (migrations, a CLI) through the search path.
    await db.query(`REVOKE CREATE ON SCHEMA ${live} FROM PUBLIC`);
    await db.query(`GRANT USAGE ON SCHEMA ${live} TO leadledger_app`);
    await db.query(`REVOKE ALL ON ALL TABLES IN SCHEMA ${live} FROM leadledger_app`);
    await db.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${live} TO leadledger_app`);
    await db.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${live} TO leadledger_app`);
    // Tables the owner creates later are read models or ordinary rows unless their migration says
    // otherwise: a migration that adds history revokes UPDATE and DELETE, as below.
    await db.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${live} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO leadledger_app`);
    await db.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${live} GRANT USAGE ON SEQUENCES TO leadledger_app`);

    // History: read and append only. TRUNCATE, TRIGGER and every DDL were never granted.
    await db.query(`REVOKE UPDATE, DELETE ON events, streams, ledger_entries FROM leadledger_app`);
    // ll_append_events runs as its caller and moves the stream's version: the optimistic check
    // (docs/architecture/event-store.md). No other column of streams may change.
    await db.query(`GRANT UPDATE (version) ON streams TO leadledger_app`);
    await db.query(`REVOKE INSERT, UPDATE, DELETE ON schema_migrations FROM leadledger_app`);

    // Each swap of a read model, kept where the app can read but never erase it.
    await db.query(`
      CREATE TABLE read_model_swaps (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        swapped_at timestamptz NOT NULL DEFAULT now(),
        tables text[] NOT NULL,
        swapped_by text NOT NULL
      )`);
    await db.query(`REVOKE INSERT, UPDATE, DELETE ON read_model_swaps FROM leadledger_app`);

    await db.query(tableShapeFunction());
    await db.query(rebuildSchemaFunction());
    await db.query(swapInFunction(schema));
    await db.query(`REVOKE ALL ON FUNCTION ll_rebuild_schema(text), ll_swap_in_rebuild(text, text[]) FROM PUBLIC`);
    await db.query(`GRANT EXECUTE ON FUNCTION ll_rebuild_schema(text), ll_swap_in_rebuild(text, text[]) TO leadledger_app`);
  }

  async down(db: QueryRunner): Promise<void> {
    const live = quoteIdent((await db.query('SELECT current_schema() AS name'))[0].name);
    await db.query(`DROP FUNCTION ll_swap_in_rebuild(text, text[])`);
    await db.query(`DROP FUNCTION ll_rebuild_schema(text)`);
    await db.query(`DROP FUNCTION ll_table_shape(regclass)`);
    await db.query(`DROP TABLE read_model_swaps`);
    await db.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${live} REVOKE ALL ON TABLES FROM leadledger_app`);
    await db.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${live} REVOKE ALL ON SEQUENCES FROM leadledger_app`);
    await db.query(`REVOKE ALL ON ALL TABLES IN SCHEMA ${live} FROM leadledger_app`);
    await db.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${live} FROM leadledger_app`);
    await db.query(`REVOKE USAGE ON SCHEMA ${live} FROM leadledger_app`);
    // The role stays: other databases of the cluster may use it.
  }
}
