-- row_counts.changes (migration 0040): goes up with every change that can move a row of a scope within a
-- list or change what a search of it finds, in the same transaction as the change, whoever makes it. A
-- server remembers where every 1,000th row of a list stands (server/protocol/anchors.ts) and the totals
-- of searches (server/protocol/list.ts), and uses them only while `changes` has not moved.

-- Inserts and deletes: count_rows (migration 0003) moves it with the count, in the same upsert.
CREATE OR REPLACE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO row_counts (table_name, scope_id, row_count, changes)
     SELECT %L, %s, %s * count(*), 1 FROM changed_rows GROUP BY 2 ORDER BY 2
     ON CONFLICT (table_name, scope_id) DO UPDATE
       SET row_count = row_counts.row_count + excluded.row_count, changes = row_counts.changes + 1',
    TG_TABLE_NAME,
    coalesce(quote_ident(TG_ARGV[0]), '''00000000-0000-0000-0000-000000000000''::uuid'),
    CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A new value of a column that a list sorts by or searches in. Statement-level with transition tables, like count_rows:
-- an UPDATE of many rows is one upsert per scope, not one per row (updating one row_counts row thousands
-- of times in one transaction makes each update walk all its earlier versions). Arguments: the scope
-- column ('' for the whole table), then the sorted and searched columns; rows whose columns kept their
-- values change nothing.
CREATE FUNCTION count_sort_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sorted text[] := TG_ARGV[1:TG_NARGS - 1];
BEGIN
  EXECUTE format(
    'INSERT INTO row_counts (table_name, scope_id, row_count, changes)
     SELECT %L, %s, 0, 1 FROM new_rows JOIN old_rows USING (id)
     WHERE (%s) IS DISTINCT FROM (%s) GROUP BY 2 ORDER BY 2
     ON CONFLICT (table_name, scope_id) DO UPDATE SET changes = row_counts.changes + 1',
    TG_TABLE_NAME,
    CASE WHEN TG_ARGV[0] = '' THEN '''00000000-0000-0000-0000-000000000000''::uuid' ELSE 'new_rows.' || quote_ident(TG_ARGV[0]) END,
    (SELECT string_agg('old_rows.' || quote_ident(name), ', ') FROM unnest(sorted) AS name),
    (SELECT string_agg('new_rows.' || quote_ident(name), ', ') FROM unnest(sorted) AS name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER addresses_sort_changed AFTER UPDATE ON addresses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'value');
--> statement-breakpoint
CREATE TRIGGER abonents_sort_changed AFTER UPDATE ON abonents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'name', 'phone_number', 'building', 'room');
--> statement-breakpoint
-- Not keys_count: a key's insert or delete updates its user's, one statement per key; sorting by it is
-- read the direct way (server/actions/users.ts).
CREATE TRIGGER users_sort_changed AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'display_name', 'phone_number', 'email');
--> statement-breakpoint
CREATE TRIGGER keys_sort_changed AFTER UPDATE ON keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'phone_number', 'title', 'valid_until');
--> statement-breakpoint
CREATE TRIGGER keys_company_sort_changed AFTER UPDATE ON keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'phone_number', 'title', 'valid_until');
--> statement-breakpoint
CREATE TRIGGER local_keys_sort_changed AFTER UPDATE ON local_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'date', 'phone_number', 'title', 'status');
--> statement-breakpoint
CREATE TRIGGER local_keys_company_sort_changed AFTER UPDATE ON local_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'date', 'phone_number', 'title', 'status');
--> statement-breakpoint
CREATE TRIGGER sim_cards_sort_changed AFTER UPDATE ON sim_cards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'paid_up_to', 'place', 'phone_number');
--> statement-breakpoint
CREATE TRIGGER sim_cards_company_sort_changed AFTER UPDATE ON sim_cards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'paid_up_to', 'place', 'phone_number');
--> statement-breakpoint
CREATE TRIGGER locks_sort_changed AFTER UPDATE ON locks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'pid', 'name', 'type', 'last_seen_at', 'controller_phone');
