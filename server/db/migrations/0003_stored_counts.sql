-- Counts the lists need, kept exact by triggers in the same transaction as the change, whoever makes it
-- (any API server, a seed, psql): list totals without a search and sorting users by their keys then read
-- a stored number instead of counting up to 100,000 rows per request.

-- row_counts: per table, per value of the column named in the trigger's argument (none: the whole table,
-- under the nil UUID). Statement-level, so a bulk insert or a cascade is one upsert per scope; ordered by
-- scope, so that concurrent statements lock the rows in the same order. The scope column must not change
-- on UPDATE (no table here moves rows between scopes).
CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO row_counts (table_name, scope_id, row_count)
     SELECT %L, %s, %s * count(*) FROM changed_rows GROUP BY 2 ORDER BY 2
     ON CONFLICT (table_name, scope_id) DO UPDATE SET row_count = row_counts.row_count + excluded.row_count',
    TG_TABLE_NAME,
    coalesce(quote_ident(TG_ARGV[0]), '''00000000-0000-0000-0000-000000000000''::uuid'),
    CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER addresses_counted_insert AFTER INSERT ON addresses REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
CREATE TRIGGER addresses_counted_delete AFTER DELETE ON addresses REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
CREATE TRIGGER users_counted_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER users_counted_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
INSERT INTO row_counts (table_name, scope_id, row_count)
  SELECT 'addresses', company_id, count(*) FROM addresses GROUP BY company_id
  UNION ALL SELECT 'users', '00000000-0000-0000-0000-000000000000', count(*) FROM users;
--> statement-breakpoint

-- users.keys_count: the user's keys, also when a key moves to another user.
CREATE FUNCTION count_user_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE users SET keys_count = keys_count + 1 WHERE id = NEW.user_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE users SET keys_count = keys_count - 1 WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER keys_counted AFTER INSERT OR DELETE OR UPDATE OF user_id ON keys
  FOR EACH ROW EXECUTE FUNCTION count_user_keys();
--> statement-breakpoint
UPDATE users SET keys_count = counted.keys
  FROM (SELECT user_id, count(*) AS keys FROM keys GROUP BY user_id) AS counted
  WHERE users.id = counted.user_id;
