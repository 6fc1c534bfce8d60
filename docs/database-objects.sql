-- The functions and triggers of the database as they stand after every migration, printed by PostgreSQL
-- (pg_get_functiondef, pg_get_triggerdef). Generated: do not edit. The migrations in server/db/migrations
-- are what creates them; `npm run docs:db` rewrites this file from them (scripts/database-objects.ts),
-- `npm run docs:db -- --check` fails when it is out of date.

-- 14 functions, by name

-- audit_log_append_only()
CREATE OR REPLACE FUNCTION public.audit_log_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $function$;

-- audit_row()
CREATE OR REPLACE FUNCTION public.audit_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  acting text := nullif(current_setting('audit.action', true), '');
  record_column text := TG_ARGV[0];
  masked text[] := TG_ARGV[1]::text[];
  skipped text[] := TG_ARGV[2]::text[] || ARRAY[record_column, 'created_at', 'updated_at'];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  any_row jsonb := coalesce(new_row, old_row);
  diff jsonb;
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
  INSERT INTO audit_log (user_id, session_id, company_id, action, ip, table_name, record_id, operation, changes)
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
    diff);
  RETURN NULL;
END $function$;

-- audit_table(target regclass, record_column text, masked text[], skipped text[])
CREATE OR REPLACE FUNCTION public.audit_table(target regclass, record_column text DEFAULT 'id'::text, masked text[] DEFAULT '{}'::text[], skipped text[] DEFAULT '{company_id}'::text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS audit ON %s', target);
  EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row(%L, %L, %L)',
                 target, record_column, masked, skipped);
END $function$;

-- count_rows()
CREATE OR REPLACE FUNCTION public.count_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- count_sip_device_abonents()
CREATE OR REPLACE FUNCTION public.count_sip_device_abonents()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE sip_devices SET abonent_count = abonent_count + 1 WHERE id = NEW.sip_device_id;
  ELSE
    UPDATE sip_devices SET abonent_count = abonent_count - 1 WHERE id = OLD.sip_device_id;
  END IF;
  RETURN NULL;
END $function$;

-- count_sort_changes()
CREATE OR REPLACE FUNCTION public.count_sort_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- count_table(target regclass, scope_column text, sort_columns text[])
CREATE OR REPLACE FUNCTION public.count_table(target regclass, scope_column text DEFAULT NULL::text, sort_columns text[] DEFAULT NULL::text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- count_user_keys()
CREATE OR REPLACE FUNCTION public.count_user_keys()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE users SET keys_count = keys_count + 1 WHERE id = NEW.user_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE users SET keys_count = keys_count - 1 WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END $function$;

-- csv_defused(value text)
CREATE OR REPLACE FUNCTION public.csv_defused(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE
    WHEN left(value, 1) IN ('=', '@', E'\t', E'\r', '+', '-')
         AND value ~ '^([=@\t\r]|[+-](?![0-9\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff().+-]*$))'
      THEN '''' || value
    ELSE value
  END
$function$;

-- pass_events_follow_point()
CREATE OR REPLACE FUNCTION public.pass_events_follow_point()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE pass_events SET access_object_id = NEW.access_object_id
   WHERE access_point_id = NEW.id AND access_object_id IS DISTINCT FROM NEW.access_object_id;
  RETURN NULL;
END
$function$;

-- pass_events_month(month date)
CREATE OR REPLACE FUNCTION public.pass_events_month(month date)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  first_day date := date_trunc('month', month)::date;
  partition text := format('pass_events_%s', to_char(first_day, 'YYYY_MM'));
BEGIN
  IF to_regclass(partition) IS NOT NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext(partition));
  -- Months in UTC, whatever the session's time zone.
  EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF pass_events FOR VALUES FROM (%L) TO (%L)',
                 partition, first_day || ' 00:00:00+00', (first_day + interval '1 month')::date || ' 00:00:00+00');
END $function$;

-- refuse_payment_change()
CREATE OR REPLACE FUNCTION public.refuse_payment_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'a payment''s company and amount do not change';
END $function$;

-- total_payments()
CREATE OR REPLACE FUNCTION public.total_payments()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO payment_totals (scope_id, row_count, amount_sum)
    SELECT scope_id, sign * sum(row_count), sign * sum(amount_sum) FROM (
      SELECT company_id AS scope_id, count(*) AS row_count, sum(amount) AS amount_sum FROM changed_rows GROUP BY company_id
      UNION ALL
      SELECT '00000000-0000-0000-0000-000000000000'::uuid, count(*), coalesce(sum(amount), 0) FROM changed_rows
    ) AS scopes
    GROUP BY scope_id ORDER BY scope_id
  ON CONFLICT (scope_id) DO UPDATE SET
    row_count = payment_totals.row_count + excluded.row_count,
    amount_sum = payment_totals.amount_sum + excluded.amount_sum;
  RETURN NULL;
END $function$;

-- touch_updated_at()
CREATE OR REPLACE FUNCTION public.touch_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$function$;

-- 72 triggers, by table and name

-- on abonent_cameras
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_cameras
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id}');

-- on abonent_codes
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_codes
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id}');

-- on abonent_intercoms
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_intercoms
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id,id}');

-- on abonent_keys
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_keys
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id,id}');

-- on abonent_sip_devices
CREATE TRIGGER abonent_sip_devices_counted AFTER INSERT OR DELETE ON abonent_sip_devices
  FOR EACH ROW EXECUTE FUNCTION count_sip_device_abonents();
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_sip_devices
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id}');

-- on abonents
CREATE TRIGGER abonents_counted_delete AFTER DELETE ON abonents REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER abonents_counted_insert AFTER INSERT ON abonents REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER abonents_sort_changed AFTER UPDATE ON abonents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'name', 'phone_number', 'building', 'room');
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonents
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');

-- on access_objects
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON access_objects
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');

-- on access_perimeters
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON access_perimeters
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');

-- on access_points
CREATE TRIGGER access_points_events_follow AFTER UPDATE OF access_object_id ON access_points
  FOR EACH ROW WHEN (old.access_object_id IS DISTINCT FROM new.access_object_id) EXECUTE FUNCTION pass_events_follow_point();
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON access_points
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');

-- on access_rights
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON access_rights
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id,car_number_key}');

-- on addresses
CREATE TRIGGER addresses_counted_delete AFTER DELETE ON addresses REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER addresses_counted_insert AFTER INSERT ON addresses REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER addresses_sort_changed AFTER UPDATE ON addresses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'value');
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON addresses
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id,search_value}');

-- on audit_log
CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- on cameras
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON cameras
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{password_encrypted}', '{company_id,status,offline_reason,checked_at}');

-- on companies
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{api_token_hash}', '{company_id}');

-- on company_profiles
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON company_profiles
  FOR EACH ROW EXECUTE FUNCTION audit_row('user_id', '{}', '{}');

-- on controllers
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON controllers
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id,last_seen_at}');

-- on guest_pass_points
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON guest_pass_points
  FOR EACH ROW EXECUTE FUNCTION audit_row('guest_pass_id', '{}', '{company_id}');

-- on guest_passes
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON guest_passes
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{token_hash}', '{company_id,uses}');

-- on ip_bans
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON ip_bans
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{}');

-- on keys
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON keys
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');
CREATE TRIGGER keys_company_counted_delete AFTER DELETE ON keys REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER keys_company_counted_insert AFTER INSERT ON keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER keys_company_sort_changed AFTER UPDATE ON keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'phone_number', 'title', 'valid_until');
CREATE TRIGGER keys_counted AFTER INSERT OR DELETE OR UPDATE OF user_id ON keys
  FOR EACH ROW EXECUTE FUNCTION count_user_keys();
CREATE TRIGGER keys_counted_delete AFTER DELETE ON keys REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER keys_counted_insert AFTER INSERT ON keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER keys_sort_changed AFTER UPDATE ON keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'phone_number', 'title', 'valid_until');

-- on local_keys
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON local_keys
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');
CREATE TRIGGER local_keys_company_counted_delete AFTER DELETE ON local_keys REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER local_keys_company_counted_insert AFTER INSERT ON local_keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER local_keys_company_sort_changed AFTER UPDATE ON local_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'date', 'phone_number', 'title', 'status');
CREATE TRIGGER local_keys_counted_delete AFTER DELETE ON local_keys REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER local_keys_counted_insert AFTER INSERT ON local_keys REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER local_keys_sort_changed AFTER UPDATE ON local_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'date', 'phone_number', 'title', 'status');

-- on local_servers
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON local_servers
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{token_hash}', '{company_id,last_seen_at}');

-- on locks
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON locks
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{last_seen_at}');
CREATE TRIGGER locks_counted_delete AFTER DELETE ON locks REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER locks_counted_insert AFTER INSERT ON locks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER locks_sort_changed AFTER UPDATE ON locks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'pid', 'name', 'type', 'last_seen_at', 'controller_phone');

-- on payment_methods
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON payment_methods
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{password_encrypted,api_token_encrypted}', '{company_id}');

-- on payments
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');
CREATE TRIGGER payments_fixed BEFORE UPDATE OF company_id, amount ON payments
  FOR EACH ROW WHEN (old.company_id IS DISTINCT FROM new.company_id OR old.amount IS DISTINCT FROM new.amount) EXECUTE FUNCTION refuse_payment_change();
CREATE TRIGGER payments_totalled_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION total_payments();
CREATE TRIGGER payments_totalled_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION total_payments();

-- on postamate_cells
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON postamate_cells
  FOR EACH ROW EXECUTE FUNCTION audit_row('postamate_id', '{}', '{company_id}');

-- on postamates
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON postamates
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id,last_seen_at,camera_status,camera_offline_reason,camera_checked_at}');

-- on sim_card_payments
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON sim_card_payments
  FOR EACH ROW EXECUTE FUNCTION audit_row('sim_card_id', '{}', '{id}');

-- on sim_cards
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON sim_cards
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');
CREATE TRIGGER sim_cards_company_counted_delete AFTER DELETE ON sim_cards REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER sim_cards_company_counted_insert AFTER INSERT ON sim_cards REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER sim_cards_company_sort_changed AFTER UPDATE ON sim_cards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'paid_up_to', 'place', 'phone_number');
CREATE TRIGGER sim_cards_counted_delete AFTER DELETE ON sim_cards REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER sim_cards_counted_insert AFTER INSERT ON sim_cards REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER sim_cards_sort_changed AFTER UPDATE ON sim_cards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'paid_up_to', 'place', 'phone_number');

-- on sip_devices
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON sip_devices
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{configuration}', '{company_id,abonent_count}');

-- on sip_servers
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON sip_servers
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');
CREATE TRIGGER sip_servers_touch BEFORE UPDATE ON sip_servers
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- on tariff_policies
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON tariff_policies
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}');

-- on tariff_revisions
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON tariff_revisions
  FOR EACH ROW EXECUTE FUNCTION audit_row('policy_id', '{}', '{id}');

-- on users
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{password_hash}', '{keys_count}');
CREATE TRIGGER users_counted_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER users_counted_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER users_sort_changed AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'display_name', 'phone_number', 'email');
