/*
 * Migration 13's functions for rebuilds on the app's role (docs/decisions/0003-app-database-role.md,
 * docs/architecture/projections.md). Frozen with the migration: a change is a new migration.
 */

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A table's definition as text, with its own name taken out of index and trigger definitions:
 * columns, defaults, constraints, indexes, triggers (and whether they are enabled), rules,
 * policies and inheritance. Two tables with equal shapes behave alike for every write.
 */
export function tableShapeFunction(): string {
  return `
    CREATE FUNCTION ll_table_shape(p_table regclass) RETURNS text
    LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
      WITH t AS (
        SELECT c.oid, c.relkind, c.relpersistence, c.relrowsecurity, c.relforcerowsecurity, c.relispartition, c.reloftype, c.relam,
               ' ON ' || format('%I.%I', n.nspname, c.relname) || ' ' AS self
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.oid = p_table
      )
      SELECT concat_ws(E'\\n',
        format('table kind=%s persistence=%s rls=%s/%s partition=%s of=%s am=%s', t.relkind, t.relpersistence, t.relrowsecurity, t.relforcerowsecurity, t.relispartition, t.reloftype, t.relam),
        (SELECT string_agg(format('column %I %s notnull=%s identity=%s generated=%s collation=%s default=%s',
                  a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attidentity, a.attgenerated, a.attcollation, pg_get_expr(d.adbin, d.adrelid)), E'\\n' ORDER BY a.attnum)
           FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
           WHERE a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped),
        (SELECT string_agg(line, E'\\n' ORDER BY line) FROM (
           SELECT format('constraint %I %s %s', x.conname, x.contype, pg_get_constraintdef(x.oid)) AS line
           FROM pg_constraint x WHERE x.conrelid = t.oid AND x.contype <> 'n') s),
        (SELECT string_agg(line, E'\\n' ORDER BY line) FROM (
           SELECT format('index %s valid=%s', replace(pg_get_indexdef(i.indexrelid), t.self, ' ON <table> '), i.indisvalid) AS line
           FROM pg_index i WHERE i.indrelid = t.oid) s),
        (SELECT string_agg(line, E'\\n' ORDER BY line) FROM (
           SELECT format('trigger %s enabled=%s', replace(pg_get_triggerdef(g.oid), t.self, ' ON <table> '), g.tgenabled) AS line
           FROM pg_trigger g WHERE g.tgrelid = t.oid AND NOT g.tgisinternal) s),
        (SELECT 'rules ' || count(*) FROM pg_rewrite WHERE ev_class = t.oid),
        (SELECT 'policies ' || count(*) FROM pg_policy WHERE polrelid = t.oid),
        (SELECT 'inheritance ' || count(*) FROM pg_inherits WHERE inhrelid = t.oid OR inhparent = t.oid))
      FROM t
    $$`;
}

/**
 * Makes an empty schema for a rebuild, owned by the caller (the app may not create schemas).
 * A leftover of the caller's own is dropped first; another role's is refused, so the owner never
 * writes into tables the app has laid out for it.
 */
export function rebuildSchemaFunction(): string {
  return `
    CREATE FUNCTION ll_rebuild_schema(p_schema text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    DECLARE
      v_owner oid;
    BEGIN
      IF p_schema !~ '^ll_rebuild_[a-z0-9_]{1,52}$' THEN
        RAISE EXCEPTION 'not a rebuild schema name: %', p_schema USING ERRCODE = 'invalid_schema_name';
      END IF;
      SELECT nspowner INTO v_owner FROM pg_namespace WHERE nspname = p_schema;
      IF FOUND THEN
        IF NOT pg_has_role(session_user, v_owner, 'USAGE') THEN
          RAISE EXCEPTION 'schema % holds a rebuild by %, not by %', p_schema, pg_get_userbyid(v_owner), session_user
            USING ERRCODE = 'insufficient_privilege', HINT = 'Let that rebuild finish, or drop the schema as the database owner.';
        END IF;
        EXECUTE format('DROP SCHEMA %I CASCADE', p_schema);
      END IF;
      EXECUTE format('CREATE SCHEMA %I AUTHORIZATION %I', p_schema, session_user);
    END $$`;
}

/**
 * Replaces live tables with their rebuilt copies from `p_schema`, in the caller's transaction.
 * Only read models the caller may already rewrite row by row, and the ledger: the ledger is a
 * projection of the events, but its copy must balance journal by journal. Every copy must be
 * shaped exactly like its live table (no trigger missing, disabled or added, no default, rule or
 * policy of the builder's own); it takes over the live table's owner and privileges, so the app
 * again may only read and append the ledger. The schema is dropped last, with anything the copies
 * leaned on in it, and the copies must be intact after that. The swap is recorded.
 */
export function swapInFunction(schema: string): string {
  const live = quoteIdent(schema);
  const name = `'${schema.replace(/'/g, "''")}'`;
  return `
    CREATE FUNCTION ll_swap_in_rebuild(p_schema text, p_tables text[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    DECLARE
      v_table text;
      v_live regclass;
      v_copy regclass;
      v_shapes text[] := '{}';
      v_grants text[];
      v_grant text;
      v_grantee text;
      v_owner name;
      v_bad record;
      i integer;
    BEGIN
      IF p_schema !~ '^ll_rebuild_[a-z0-9_]{1,52}$'
         OR NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = p_schema AND pg_has_role(session_user, nspowner, 'USAGE')) THEN
        RAISE EXCEPTION 'schema % is not a rebuild of %', p_schema, session_user USING ERRCODE = 'insufficient_privilege';
      END IF;
      IF coalesce(array_length(p_tables, 1), 0) = 0 THEN
        RAISE EXCEPTION 'no tables to swap in' USING ERRCODE = 'invalid_parameter_value';
      END IF;

      FOREACH v_table IN ARRAY p_tables LOOP
        v_live := to_regclass(format('%I.%I', ${name}, v_table));
        v_copy := to_regclass(format('%I.%I', p_schema, v_table));
        IF v_live IS NULL OR v_copy IS NULL THEN
          RAISE EXCEPTION 'table % is missing from % or from %', v_table, ${name}, p_schema USING ERRCODE = 'undefined_table';
        END IF;
        -- Until the swap commits, nobody (the builder's other connections included) changes the copy
        -- between the checks below and the moment it takes the live table's place.
        EXECUTE format('LOCK TABLE %I.%I IN ACCESS EXCLUSIVE MODE', p_schema, v_table);
        IF NOT (has_table_privilege(session_user, v_live::oid, 'SELECT') AND has_table_privilege(session_user, v_live::oid, 'INSERT')
                AND (v_table = 'ledger_entries'
                     OR (has_table_privilege(session_user, v_live::oid, 'UPDATE') AND has_table_privilege(session_user, v_live::oid, 'DELETE')))) THEN
          RAISE EXCEPTION '% is history or not % to rewrite: a rebuild cannot replace it', v_table, session_user
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF ${live}.ll_table_shape(v_copy) IS DISTINCT FROM ${live}.ll_table_shape(v_live) THEN
          RAISE EXCEPTION 'the rebuilt % is not shaped like the live table', v_table
            USING ERRCODE = 'object_not_in_prerequisite_state',
                  DETAIL = format(E'live:\\n%s\\nrebuilt:\\n%s', ${live}.ll_table_shape(v_live), ${live}.ll_table_shape(v_copy));
        END IF;
        IF v_table = 'ledger_entries' THEN
          EXECUTE format('SELECT journal_id, sum(amount_cents) AS total FROM %I.ledger_entries GROUP BY journal_id HAVING sum(amount_cents) <> 0 LIMIT 1', p_schema)
            INTO v_bad;
          IF v_bad.journal_id IS NOT NULL THEN
            RAISE EXCEPTION 'journal % of the rebuilt ledger does not balance: lines sum to % cents', v_bad.journal_id, v_bad.total
              USING ERRCODE = 'check_violation';
          END IF;
        END IF;
        v_shapes := v_shapes || ${live}.ll_table_shape(v_live);
      END LOOP;

      FOREACH v_table IN ARRAY p_tables LOOP
        v_live := to_regclass(format('%I.%I', ${name}, v_table));
        v_copy := to_regclass(format('%I.%I', p_schema, v_table));
        SELECT pg_get_userbyid(c.relowner) INTO v_owner FROM pg_class c WHERE c.oid = v_live;
        -- The live table's grants (table and column), to give the copy once it has taken its place.
        v_grants := ARRAY(
          SELECT format('GRANT %s ON TABLE %I.%I TO %s%s', a.privilege_type, ${name}, v_table,
                        CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(a.grantee)) END,
                        CASE WHEN a.is_grantable THEN ' WITH GRANT OPTION' ELSE '' END)
          FROM pg_class c, aclexplode(c.relacl) a WHERE c.oid = v_live AND c.relacl IS NOT NULL AND a.grantee <> c.relowner
          UNION ALL
          SELECT format('GRANT %s (%I) ON TABLE %I.%I TO %s%s', a.privilege_type, att.attname, ${name}, v_table,
                        CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(a.grantee)) END,
                        CASE WHEN a.is_grantable THEN ' WITH GRANT OPTION' ELSE '' END)
          FROM pg_class c JOIN pg_attribute att ON att.attrelid = c.oid, aclexplode(att.attacl) a
          WHERE c.oid = v_live AND att.attacl IS NOT NULL AND NOT att.attisdropped AND a.grantee <> c.relowner);
        EXECUTE format('DROP TABLE %I.%I', ${name}, v_table);
        EXECUTE format('ALTER TABLE %I.%I SET SCHEMA %I', p_schema, v_table, ${name});
        EXECUTE format('ALTER TABLE %I.%I OWNER TO %I', ${name}, v_table, v_owner);
        -- Whatever the builder granted on its copy goes (a table-level revoke takes column grants too).
        FOR v_grantee IN
          SELECT CASE WHEN g.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(g.grantee)) END
          FROM (SELECT a.grantee FROM pg_class c, aclexplode(c.relacl) a WHERE c.oid = v_copy AND a.grantee <> c.relowner
                UNION
                SELECT a.grantee FROM pg_class c JOIN pg_attribute att ON att.attrelid = c.oid, aclexplode(att.attacl) a
                WHERE c.oid = v_copy AND att.attacl IS NOT NULL AND a.grantee <> c.relowner) g
        LOOP
          EXECUTE format('REVOKE ALL ON TABLE %I.%I FROM %s CASCADE', ${name}, v_table, v_grantee);
        END LOOP;
        FOREACH v_grant IN ARRAY v_grants LOOP
          EXECUTE v_grant;
        END LOOP;
      END LOOP;

      EXECUTE format('DROP SCHEMA %I CASCADE', p_schema);
      FOR i IN 1 .. array_length(p_tables, 1) LOOP
        v_live := to_regclass(format('%I.%I', ${name}, p_tables[i]));
        IF v_live IS NULL OR ${live}.ll_table_shape(v_live) IS DISTINCT FROM v_shapes[i] THEN
          RAISE EXCEPTION 'the rebuilt % did not survive its schema being dropped unchanged', p_tables[i]
            USING ERRCODE = 'object_not_in_prerequisite_state';
        END IF;
      END LOOP;
      INSERT INTO ${live}.read_model_swaps (tables, swapped_by) VALUES (p_tables, session_user);
    END $$`;
}
