import type { Pool, PoolClient } from 'pg';

/** The schema a rebuild of `projection` builds its new copy in. */
export function shadowSchemaOf(projection: string): string {
  return `ll_rebuild_${projection.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
}

/** What a copy gets only once it is loaded: index builds, the keys made on them, and the guards the swap checks anyway. */
export interface DeferredDefinitions {
  indexes: string[];
  /** `ADD CONSTRAINT ... USING INDEX` over an index of `indexes` (keysAfterLoad). */
  keys: string[];
  guards: string[];
}

export interface ShadowOptions {
  /**
   * Primary and unique keys too are made after the load (Projection.loadOnlyAppends): each as a
   * unique index built beside the others, then made the key. A key of random values (the ledger's
   * journal ids) is cheaper sorted once than kept up row by row; one that grows at its end (the
   * event log's positions) is not (docs/operations/benchmarks.md, Keys after the load).
   */
  keysAfterLoad?: boolean;
}

/**
 * Triggers that only refuse rows, and whose rule the owner's swap function checks again over the
 * whole copy before it takes the live table's place (ll_swap_in_rebuild: every journal of a
 * rebuilt ledger must balance). On a copy being loaded they would check each batch for nothing
 * more; measured, the ledger's balance guard was 12-25 % of its rebuild (docs/operations/benchmarks.md).
 * They are created after the load, before the swap's last events, so the copy swapped in has them.
 */
const GUARDS_CHECKED_AT_SWAP = new Set(['ledger_entries.ledger_journals_balanced']);

/**
 * Creates empty copies of a read model's tables in `schema` (blue/green rebuild,
 * docs/architecture/projections.md): same columns, defaults, checks, keys, indexes and triggers,
 * under the same names, so the swap leaves the schema exactly as migrations made it. Names are
 * read with only pg_catalog on the search path, so every definition comes back schema-qualified.
 * Keys and triggers are made now (upserts need the keys while the log is replayed), unless
 * `keysAfterLoad`; the other indexes, and the guards the swap checks anyway, are returned, to be
 * made once after the replay (finishShadowTables): one sort per index is cheaper than maintaining
 * it row by row through the whole log.
 */
export async function createShadowTables(pool: Pool, schema: string, tables: readonly string[], options: ShadowOptions = {}): Promise<DeferredDefinitions> {
  const deferred: DeferredDefinitions = { indexes: [], keys: [], guards: [] };
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const live = await liveSchema(tx);
    // The app's role may not create schemas; this function of the owner's makes it one of its own.
    await tx.query(`SELECT ${live}.ll_rebuild_schema($1)`, [schema]);
    await tx.query(`SELECT set_config('search_path', 'pg_catalog', true)`);
    for (const table of tables) {
      const from = `${live}.${table}`;
      const to = `${schema}.${table}`;
      await tx.query(`CREATE TABLE ${to} (LIKE ${from} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING IDENTITY INCLUDING STORAGE)`);
      const keys = await tx.query(
        `SELECT c.conname, pg_get_constraintdef(c.oid) AS def, c.contype, c.condeferrable, i.relname AS index_name, pg_get_indexdef(c.conindid) AS index_def
         FROM pg_constraint c JOIN pg_class i ON i.oid = c.conindid
         WHERE c.conrelid = $1::regclass AND c.contype IN ('p', 'u', 'x')`,
        [from],
      );
      for (const key of keys.rows) {
        // A deferrable or exclusion key keeps being made up front: USING INDEX takes neither.
        if (options.keysAfterLoad && key.contype !== 'x' && !key.condeferrable) {
          deferred.indexes.push(retarget(key.index_def, from, to));
          deferred.keys.push(`ALTER TABLE ${to} ADD CONSTRAINT ${quote(key.conname)} ${key.contype === 'p' ? 'PRIMARY KEY' : 'UNIQUE'} USING INDEX ${quote(key.index_name)}`);
        } else {
          await tx.query(`ALTER TABLE ${to} ADD CONSTRAINT ${quote(key.conname)} ${key.def}`);
        }
      }
      const indexes = await tx.query(
        `SELECT pg_get_indexdef(x.indexrelid) AS def FROM pg_index x
         WHERE x.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid AND c.conrelid = x.indrelid)`,
        [from],
      );
      for (const index of indexes.rows) deferred.indexes.push(retarget(index.def, from, to));
      const triggers = await tx.query(`SELECT tgname AS name, pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal`, [from]);
      for (const trigger of triggers.rows) {
        const definition = retarget(trigger.def, from, to);
        if (GUARDS_CHECKED_AT_SWAP.has(`${table}.${trigger.name}`)) deferred.guards.push(definition);
        else await tx.query(definition);
      }
    }
    await tx.query('COMMIT');
    return deferred;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

/** Makes what `createShadowTables` deferred, on the loaded copies: the indexes, the keys over them, then the guards. */
export async function finishShadowTables(pool: Pool, deferred: DeferredDefinitions): Promise<void> {
  await buildDeferredIndexes(pool, deferred.indexes);
  for (const key of deferred.keys) await pool.query(key);
  for (const guard of deferred.guards) await pool.query(guard);
}

/** Index builds run at once: two, one per core of the smallest machine we measure on. */
const INDEX_BUILDERS = 2;

/**
 * Builds the indexes `createShadowTables` deferred, on the filled copies, on two connections at
 * once: each build is one backend sorting on one core, and plain CREATE INDEX statements on one
 * table do not block each other (each takes a SHARE lock). Measured on event-log's six indexes over
 * 100,000 events: about 0.5 s against 0.64 s one after another (docs/operations/benchmarks.md).
 * With a builder per core, PostgreSQL's own parallel workers for a btree build only contend for the
 * same cores, so each builder's session goes without them: the six took 0.72-0.84 s without them
 * against 0.96-1.08 s with the default two (docs/operations/benchmarks.md, Reading ahead).
 */
export async function buildDeferredIndexes(pool: Pool, statements: readonly string[]): Promise<void> {
  const queue = [...statements];
  const builder = async (): Promise<void> => {
    const client = await pool.connect();
    try {
      await client.query('SET max_parallel_maintenance_workers = 0');
      for (let statement = queue.shift(); statement !== undefined; statement = queue.shift()) await client.query(statement);
    } catch (error) {
      queue.length = 0; // the other builder starts nothing more
      throw error;
    } finally {
      // The pool's next user gets the session's default back; a connection that cannot say so is closed.
      const reset = await client.query('RESET max_parallel_maintenance_workers').then(() => undefined, (error: Error) => error);
      client.release(reset);
    }
  };
  // Settled, not raced: on a failure nothing is still building when the caller drops the copies.
  const outcomes = await Promise.allSettled(Array.from({ length: INDEX_BUILDERS }, builder));
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Inside the swap transaction: the copies replace the live tables, under the live names, with the
 * live tables' owner and privileges. The app's role owns no live table, so an owner's function
 * does it (docs/decisions/0003-app-database-role.md), and only for a copy shaped exactly like its
 * live table, of a read model the caller may rewrite anyway or of the ledger when every journal
 * balances; anything else fails the transaction and the live tables stay.
 */
export async function swapInShadowTables(tx: PoolClient, schema: string, tables: readonly string[]): Promise<void> {
  const live = await liveSchema(tx);
  await tx.query(`SELECT ${live}.ll_swap_in_rebuild($1, $2::text[])`, [schema, tables]);
}

export async function dropShadowTables(pool: Pool, schema: string): Promise<void> {
  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}

async function liveSchema(db: PoolClient): Promise<string> {
  const { rows } = await db.query('SELECT current_schema() AS name');
  return quote(rows[0].name);
}

/** A definition read off the live table, pointed at its copy (`ON live.t ` -> `ON schema.t `). */
function retarget(definition: string, from: string, to: string): string {
  const target = ` ON ${from} `;
  if (!definition.includes(target)) throw new Error(`Cannot copy to the rebuild schema: ${definition}`);
  return definition.replace(target, ` ON ${to} `);
}

function quote(identifier: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(identifier) ? identifier : `"${identifier.replace(/"/g, '""')}"`;
}
