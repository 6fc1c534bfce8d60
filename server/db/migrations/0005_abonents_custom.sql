-- GetAbonents' total without a search reads the stored count per company (count_rows, migration 0003).
CREATE TRIGGER abonents_counted_insert AFTER INSERT ON abonents REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
CREATE TRIGGER abonents_counted_delete AFTER DELETE ON abonents REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
INSERT INTO row_counts (table_name, scope_id, row_count)
  SELECT 'abonents', company_id, count(*) FROM abonents GROUP BY company_id;
