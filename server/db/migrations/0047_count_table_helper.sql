-- count_table(): puts a table's rows in row_counts (server/db/row-counts.ts) in one line of a migration,
-- as audit_table() (migration 0020) puts a table on the audit trail:
--   SELECT count_table('things');                                      -- the whole table
--   SELECT count_table('things', 'company_id', '{name,phone_number}');  -- per company, with what lists sort by
-- It creates the triggers that migrations 0003, 0009, 0017, 0021 and 0041 wrote by hand: count_rows on
-- insert and on delete (<table>_counted_insert, _delete), and when sort_columns are given count_sort_changes
-- on update (<table>_sort_changed). A scope adds its column to the names without `_id` (keys counted per
-- company: keys_company_counted_insert…), so that a table counted both as a whole and per company has a
-- call and a set of triggers for each. The scope column must not change on UPDATE (count_rows); the sorted
-- columns are those whose new value can move a row in a list or change what a search finds, and the table
-- needs an `id` for them (count_sort_changes). Calling it again replaces that scope's triggers (without
-- sort_columns, none on update) and sets the stored counts to the rows the table has.
CREATE FUNCTION count_table(target regclass, scope_column text DEFAULT NULL, sort_columns text[] DEFAULT NULL)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted text := (SELECT relname FROM pg_class WHERE oid = target);
  prefix text := counted || coalesce('_' || regexp_replace(scope_column, '_id$', ''), '');
  whole text := '''00000000-0000-0000-0000-000000000000''::uuid';
  missing text;
BEGIN
  -- A misspelt column fails here, not at the table's first insert or update.
  SELECT string_agg(name, ', ') INTO missing
    FROM unnest(array_remove(ARRAY[scope_column], NULL) || sort_columns
                || CASE WHEN cardinality(sort_columns) > 0 THEN ARRAY['id'] END) AS name
   WHERE NOT EXISTS (SELECT 1 FROM pg_attribute
                      WHERE attrelid = target AND attname = name AND attnum > 0 AND NOT attisdropped);
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'count_table: % has no column %', target, missing;
  END IF;

  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', prefix || '_counted_insert', target);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION count_rows(%s)',
                 prefix || '_counted_insert', target, coalesce(quote_literal(scope_column), ''));
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', prefix || '_counted_delete', target);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION count_rows(%s)',
                 prefix || '_counted_delete', target, coalesce(quote_literal(scope_column), ''));
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', prefix || '_sort_changed', target);
  IF cardinality(sort_columns) > 0 THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes(%s)',
                   prefix || '_sort_changed', target,
                   (SELECT string_agg(quote_literal(argument), ', ' ORDER BY position)
                      FROM unnest(ARRAY[coalesce(scope_column, '')] || sort_columns)
                           WITH ORDINALITY AS arguments (argument, position)));
  END IF;

  -- The counts of the rows already there (none for a new table), as the migrations that counted a table
  -- by hand inserted them; a scope that has no rows left is set to 0. The new triggers hold the table's
  -- lock until the migration commits, so no change slips in between. `changes` moves, so that no position
  -- remembered from before is trusted.
  EXECUTE format(
    'INSERT INTO row_counts (table_name, scope_id, row_count)
     SELECT %L, scope_id, sum(row_count) FROM (
         SELECT %s AS scope_id, count(*) AS row_count FROM %s GROUP BY 1
         UNION ALL
         SELECT scope_id, 0 FROM row_counts WHERE table_name = %L AND scope_id %s %s
       ) AS scopes
     GROUP BY scope_id ORDER BY scope_id
     ON CONFLICT (table_name, scope_id) DO UPDATE
       SET row_count = excluded.row_count, changes = row_counts.changes + 1',
    counted, coalesce(quote_ident(scope_column), whole), target,
    counted, CASE WHEN scope_column IS NULL THEN '=' ELSE '<>' END, whole);
END $$;
