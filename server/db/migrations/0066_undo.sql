-- Undo of a change and restore of a deleted record (server/audit/undo.ts).
--
-- Which trail rows make one change: `operation_id`. The rows of one Action share `at` (the transaction's
-- start) and the session, but two Actions of one session may start in the same microsecond, and a
-- bulk action or an import spans several transactions. So each row names its operation: the
-- transaction-local setting `audit.operation` when the writer set one (AuditContext.operationId: an
-- import or a bulk action sets one id for all its batches, which then undo as one step), else the
-- transaction's own id (txid_current(), unique for the database's whole life). Rows written before this
-- migration have none and are not undone (nothing tells their operation's rows apart reliably).
--
-- Where the row is: `row_key`, its primary key's columns as recorded ({"id": "…"}); the record a row is
-- filed under (record_id) is its parent's for a part (an abonent's code), which does not find the part.
ALTER TABLE "audit_log" ADD COLUMN "operation_id" text;--> statement-breakpoint
-- Set apart from ADD COLUMN: a default there would give every existing row this migration's id.
ALTER TABLE "audit_log" ALTER COLUMN "operation_id"
  SET DEFAULT coalesce(nullif(current_setting('audit.operation', true), ''), txid_current()::text);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "row_key" jsonb;--> statement-breakpoint
CREATE INDEX "audit_log_operation_idx" ON "audit_log" USING btree ("operation_id","id");--> statement-breakpoint

-- What undoing needs and the trail leaves out, kept 30 days (housekeeping deletes older rows): a deleted
-- row whole, and the old values of an update's secret columns (the trail records them as "masked"), as
-- they were stored (hashed or encrypted, never in clear). Written by audit_row() with the trail row, by its
-- id; no foreign key, which would let nobody truncate the trail with a message other than append-only's.
CREATE TABLE "audit_kept" (
  "audit_id" bigint PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "old_row" jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_kept_at_idx" ON "audit_kept" USING btree ("at");--> statement-breakpoint

-- audit_row (migration 0020) with the operation, the row's key (TG_ARGV[3], the primary key's columns,
-- given by audit_table) and the kept values.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acting text := nullif(current_setting('audit.action', true), '');
  record_column text := TG_ARGV[0];
  masked text[] := TG_ARGV[1]::text[];
  skipped text[] := TG_ARGV[2]::text[] || ARRAY[record_column, 'created_at', 'updated_at'];
  key_columns text[] := coalesce(TG_ARGV[3], '{}')::text[];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  any_row jsonb := coalesce(new_row, old_row);
  diff jsonb;
  entry bigint;
  secrets jsonb;
BEGIN
  IF acting IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT jsonb_object_agg(key, CASE WHEN key = ANY (masked) THEN '"masked"'::jsonb
                                    ELSE jsonb_build_array(old_row -> key, new_row -> key) END)
    INTO diff
    FROM jsonb_object_keys(any_row) AS key
   WHERE key <> ALL (skipped)
     AND coalesce(old_row -> key, 'null') IS DISTINCT FROM coalesce(new_row -> key, 'null');
  IF diff IS NULL THEN
    RETURN NULL; -- an update that changed nothing worth recording
  END IF;
  INSERT INTO audit_log (user_id, session_id, company_id, action, ip, table_name, record_id, operation, changes,
                         row_key)
  VALUES (
    nullif(current_setting('audit.user_id', true), '')::uuid,
    nullif(current_setting('audit.session_id', true), '')::uuid,
    -- The company the record belongs to; a table without companies takes the acting session's.
    coalesce((any_row ->> 'company_id')::uuid, nullif(current_setting('audit.company_id', true), '')::uuid),
    acting,
    nullif(current_setting('audit.ip', true), ''),
    TG_TABLE_NAME,
    any_row ->> record_column,
    TG_OP,
    diff,
    (SELECT jsonb_object_agg(k, any_row -> k) FROM unnest(key_columns) AS k))
  RETURNING id INTO entry;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO audit_kept (audit_id, old_row) VALUES (entry, old_row);
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(key, old_row -> key) INTO secrets
      FROM jsonb_object_keys(diff) AS key WHERE key = ANY (masked);
    IF secrets IS NOT NULL THEN
      INSERT INTO audit_kept (audit_id, old_row) VALUES (entry, secrets);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- audit_table (migration 0020), now giving the trigger the table's primary key columns as well; a table
-- without one (a door's device, device_points) is found by all its columns.
CREATE OR REPLACE FUNCTION audit_table(target regclass, record_column text DEFAULT 'id', masked text[] DEFAULT '{}',
                                       skipped text[] DEFAULT '{company_id}') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key_columns text[];
BEGIN
  SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum))
    INTO key_columns
    FROM pg_index i
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
   WHERE i.indrelid = target AND i.indisprimary;
  IF key_columns IS NULL THEN
    SELECT array_agg(a.attname::text ORDER BY a.attnum) INTO key_columns
      FROM pg_attribute a
     WHERE a.attrelid = target AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '';
  END IF;
  EXECUTE format('DROP TRIGGER IF EXISTS audit ON %s', target);
  EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row(%L, %L, %L, %L)',
                 target, record_column, masked, skipped, coalesce(key_columns, '{}'));
END $$;
--> statement-breakpoint

-- Every audited table again, with the arguments its trigger has now (its record column, masked and
-- skipped columns), so that each trigger gets its key too.
DO $$
DECLARE
  audited record;
BEGIN
  FOR audited IN
    SELECT t.tgrelid::regclass AS target, string_to_array(encode(t.tgargs, 'escape'), '\000') AS args
      FROM pg_trigger t
     WHERE t.tgname = 'audit' AND NOT t.tgisinternal
  LOOP
    PERFORM audit_table(audited.target, audited.args[1], audited.args[2]::text[], audited.args[3]::text[]);
  END LOOP;
END $$;
