-- The platform's locks list reads its unfiltered total from row_counts (count_rows, migration 0003)
-- instead of counting 100,000 locks per request. Whole-table only: a lock moves between companies (and
-- to and from the stock), and count_rows' scope column must not change on UPDATE.
CREATE TRIGGER locks_counted_insert AFTER INSERT ON locks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER locks_counted_delete AFTER DELETE ON locks REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
INSERT INTO row_counts (table_name, scope_id, row_count)
  SELECT 'locks', '00000000-0000-0000-0000-000000000000', count(*) FROM locks;
