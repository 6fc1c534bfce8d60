-- The functions and triggers of the database as they stand after every migration, printed by PostgreSQL
-- (pg_get_functiondef, pg_get_triggerdef). Generated: do not edit. The migrations in server/db/migrations
-- are what creates them; `npm run docs:db` rewrites this file from them (scripts/database-objects.ts),
-- `npm run docs:db -- --check` fails when it is out of date.

-- 38 functions, by name

-- abonent_codes_removed()
CREATE OR REPLACE FUNCTION public.abonent_codes_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO abonent_code_removals (company_id, code, abonent_id, issued_at, blocked_at)
  SELECT o.company_id, o.code, o.abonent_id, o.issued_at, o.blocked_at
    FROM old_rows o WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = o.company_id);
  RETURN NULL;
END $function$;

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
END $function$;

-- audit_table(target regclass, record_column text, masked text[], skipped text[])
CREATE OR REPLACE FUNCTION public.audit_table(target regclass, record_column text DEFAULT 'id'::text, masked text[] DEFAULT '{}'::text[], skipped text[] DEFAULT '{company_id}'::text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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

-- credential_entry_json(point uuid, credential_id text, hash bigint, credential jsonb)
CREATE OR REPLACE FUNCTION public.credential_entry_json(point uuid, credential_id text, hash bigint, credential jsonb)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT json_build_object('accessPointId', point, 'credentialId', credential_id,
                           'hash', lpad(to_hex(hash), 16, '0'), 'credential', credential)::text
$function$;

-- credential_hash(point uuid, credential_id text, credential jsonb)
CREATE OR REPLACE FUNCTION public.credential_hash(point uuid, credential_id text, credential jsonb)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$
  SELECT ('x' || left(encode(sha256(convert_to(point::text || ' ' || credential_id || ' ' || credential::text,
                                               'UTF8')), 'hex'), 16))::bit(64)::bigint
$function$;

-- credential_perimeters_changed()
CREATE OR REPLACE FUNCTION public.credential_perimeters_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO credential_subjects (company_id, kind, subject_id)
  WITH RECURSIVE
    changed AS (
      SELECT n.id, (n.parent_id, n.access_object_id) IS DISTINCT FROM (o.parent_id, o.access_object_id) AS moved
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.restrict_pass_permanent_keys, n.restrict_pass_temporary_keys, n.parent_id, n.access_object_id)
             IS DISTINCT FROM (o.restrict_pass_permanent_keys, o.restrict_pass_temporary_keys, o.parent_id, o.access_object_id)),
    below (id, moved, depth) AS (
      SELECT id, moved, 0 FROM changed
      UNION ALL
      SELECT pe.id, b.moved, b.depth + 1 FROM access_perimeters pe JOIN below b ON pe.parent_id = b.id WHERE b.depth < 1000)
  SELECT DISTINCT p.company_id, CASE WHEN b.moved THEN 'point' ELSE 'settings' END, p.id
    FROM access_points p JOIN below b ON b.id = p.perimeter_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;

-- credential_refresh_company(company uuid, abonent_ids uuid[], right_ids uuid[], point_ids uuid[], settings_ids uuid[])
CREATE OR REPLACE FUNCTION public.credential_refresh_company(company uuid, abonent_ids uuid[], right_ids uuid[], point_ids uuid[], settings_ids uuid[])
 RETURNS integer
 LANGUAGE plpgsql
 SET jit TO 'off'
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
DECLARE
  next_version bigint;
  changed integer;
  -- A bulk write (an import's batch, a bulk change, the whole company): the statistics of the tables it
  -- just filled lag behind it, and a nested loop planned for a few rows meets thousands (10,000 residents
  -- of one transaction: 130 s in a loop over holders × their doors). Hash joins cost what the rows cost
  -- whatever the estimate; the lookups by id below stay nested loops, having no other plan. Each call is
  -- planned with its own arrays (force_custom_plan), so a plan made for one kind is never reused for the other.
  bulk boolean := abonent_ids IS NULL
    OR coalesce(cardinality(abonent_ids), 0) + coalesce(cardinality(right_ids), 0)
       + coalesce(cardinality(point_ids), 0) > 100;
  nested_loops text := current_setting('enable_nestloop');
BEGIN
  SELECT version + 1 INTO next_version FROM credential_versions WHERE company_id = company;
  IF bulk THEN
    PERFORM set_config('enable_nestloop', 'off', true);
  END IF;
  WITH fresh AS (
         SELECT f.access_point_id, f.credential_id, f.abonent_id, f.access_right_id, f.credential,
                credential_hash(f.access_point_id, f.credential_id, f.credential) AS hash
           FROM credential_rows(company, abonent_ids, right_ids, point_ids, settings_ids) f),
       -- What the doors hold of the asked subjects: the whole company, or each id's rows through its index
       -- (each a lookup of its own, OFFSET 0 keeping it one: statistics lag behind a bulk write, and a
       -- plan that scans the table instead grows with the company, not with the change). The subjects are
       -- the company's own (noted from its rows), so their rows are too: a company condition here only
       -- tempted the planner into intersecting with every credential of the company.
       held AS (
         SELECT d.access_point_id, d.credential_id, d.hash FROM door_credentials d
          WHERE d.company_id = company
            AND abonent_ids IS NULL AND right_ids IS NULL AND point_ids IS NULL AND settings_ids IS NULL
         UNION ALL
         (SELECT d.* FROM unnest(abonent_ids) AS s (id) CROSS JOIN LATERAL (
            SELECT d.access_point_id, d.credential_id, d.hash FROM door_credentials d
             WHERE d.abonent_id = s.id OFFSET 0) d
          UNION
          SELECT d.* FROM unnest(right_ids) AS s (id) CROSS JOIN LATERAL (
            SELECT d.access_point_id, d.credential_id, d.hash FROM door_credentials d
             WHERE d.access_right_id = s.id OFFSET 0) d
          UNION
          SELECT d.* FROM unnest(point_ids) AS s (id) CROSS JOIN LATERAL (
            SELECT d.access_point_id, d.credential_id, d.hash FROM door_credentials d
             WHERE d.access_point_id = s.id OFFSET 0) d
          UNION
          SELECT d.* FROM unnest(settings_ids) AS s (id) CROSS JOIN LATERAL (
            SELECT d.access_point_id, d.credential_id, d.hash FROM door_credentials d
             WHERE d.access_point_id = s.id AND d.credential_id = 'point' OFFSET 0) d)),
       difference AS (
         SELECT coalesce(f.access_point_id, h.access_point_id) AS access_point_id,
                coalesce(f.credential_id, h.credential_id) AS credential_id,
                f.abonent_id, f.access_right_id, f.credential, f.hash
           FROM fresh f FULL JOIN held h ON h.access_point_id = f.access_point_id AND h.credential_id = f.credential_id
          WHERE f.hash IS DISTINCT FROM h.hash),
       written AS (
         INSERT INTO door_credentials (company_id, access_point_id, credential_id, abonent_id, access_right_id,
                                       credential, hash, version)
         SELECT company, access_point_id, credential_id, abonent_id, access_right_id, credential, hash, next_version
           FROM difference WHERE credential IS NOT NULL
         ON CONFLICT (access_point_id, credential_id) DO UPDATE
           SET credential = excluded.credential, hash = excluded.hash, version = excluded.version),
       removed AS (
         DELETE FROM door_credentials d USING difference x
          WHERE x.credential IS NULL AND d.access_point_id = x.access_point_id AND d.credential_id = x.credential_id),
       logged AS (
         INSERT INTO credential_changes (company_id, version, access_point_id, credential_id, credential, hash)
         SELECT company, next_version, access_point_id, credential_id, credential, hash FROM difference
         ON CONFLICT (company_id, version, access_point_id, credential_id) DO UPDATE
           SET credential = excluded.credential, hash = excluded.hash
         RETURNING 1)
  -- (Each statement of a WITH runs to completion whether or not the last one reads it.)
  SELECT count(*) INTO changed FROM logged;
  IF bulk THEN
    PERFORM set_config('enable_nestloop', nested_loops, true);
  END IF;
  IF changed > 0 THEN
    UPDATE credential_versions SET version = next_version WHERE company_id = company;
    -- '<company>:<version>:<points>': the doors that changed, or `*` when more than fit a notification
    -- (8,000 bytes: 200 ids of 37), so that a server wakes only the devices of those doors.
    PERFORM pg_notify('credential_changes', company::text || ':' || next_version || ':' ||
      (SELECT CASE WHEN count(*) <= 200 THEN string_agg(point::text, ',') ELSE '*' END
         FROM (SELECT DISTINCT access_point_id AS point FROM credential_changes
                WHERE company_id = company AND version = next_version) AS changed_points));
  END IF;
  RETURN changed;
END $function$;

-- credential_resend(company uuid, abonent uuid, only_credential text)
CREATE OR REPLACE FUNCTION public.credential_resend(company uuid, abonent uuid, only_credential text)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  next_version bigint;
  sent integer;
  points uuid[];
BEGIN
  INSERT INTO credential_versions (company_id) VALUES (company) ON CONFLICT (company_id) DO NOTHING;
  SELECT version + 1 INTO next_version FROM credential_versions WHERE company_id = company FOR UPDATE;
  WITH resent AS (
         UPDATE door_credentials d SET version = next_version
          WHERE d.company_id = company AND d.abonent_id = abonent
            AND (only_credential IS NULL OR left(d.credential_id, -37) = only_credential)
         RETURNING d.access_point_id, d.credential_id, d.credential, d.hash),
       removed AS (
         SELECT p.access_point_id, 'card:' || b.code || ':' || abonent AS credential_id
           FROM abonent_codes b
          CROSS JOIN (SELECT DISTINCT d.access_point_id FROM door_credentials d WHERE d.abonent_id = abonent) p
          WHERE b.company_id = company AND b.abonent_id = abonent AND b.blocked_at IS NOT NULL
            AND (only_credential IS NULL OR 'card:' || b.code = only_credential)),
       logged AS (
         INSERT INTO credential_changes (company_id, version, access_point_id, credential_id, credential, hash)
         SELECT company, next_version, r.access_point_id, r.credential_id, r.credential, r.hash FROM resent r
         UNION ALL
         SELECT company, next_version, x.access_point_id, x.credential_id, NULL, NULL FROM removed x
         RETURNING access_point_id)
  SELECT count(*), array_agg(DISTINCT access_point_id) INTO sent, points FROM logged;
  IF sent > 0 THEN
    UPDATE credential_versions SET version = next_version WHERE company_id = company;
    PERFORM pg_notify('credential_changes', company::text || ':' || next_version || ':' ||
      CASE WHEN cardinality(points) <= 200 THEN array_to_string(points, ',') ELSE '*' END);
  END IF;
  RETURN sent;
END $function$;

-- credential_rows(company uuid, abonent_ids uuid[], right_ids uuid[], point_ids uuid[], settings_ids uuid[])
CREATE OR REPLACE FUNCTION public.credential_rows(company uuid, abonent_ids uuid[], right_ids uuid[], point_ids uuid[], settings_ids uuid[])
 RETURNS TABLE(access_point_id uuid, credential_id text, abonent_id uuid, access_right_id uuid, credential jsonb)
 LANGUAGE sql
 STABLE
AS $function$
WITH RECURSIVE
  asked_abonent_ids AS (SELECT DISTINCT unnest(abonent_ids) AS id),
  asked_right_ids AS (SELECT DISTINCT unnest(right_ids) AS id),
  asked_point_ids AS (SELECT DISTINCT unnest(point_ids) AS id),
  settings_point_ids AS (SELECT DISTINCT unnest(settings_ids) AS id),
  asked_abonents AS (
    SELECT a.access_object_id, a.access_perimeter_id FROM asked_abonent_ids s JOIN abonents a ON a.id = s.id
     WHERE a.company_id = company),
  asked_rights AS (
    SELECT r.access_object_id, r.access_perimeter_id, r.access_point_id
      FROM asked_right_ids s JOIN access_rights r ON r.id = s.id
     WHERE r.company_id = company),
  -- The objects the asked abonents' zones and rights' targets are in: their doors are among these.
  objects AS (
    SELECT coalesce(a.access_object_id, pe.access_object_id) AS id
      FROM asked_abonents a LEFT JOIN access_perimeters pe ON pe.id = a.access_perimeter_id
    UNION
    SELECT coalesce(r.access_object_id, pe.access_object_id, p.access_object_id)
      FROM asked_rights r LEFT JOIN access_perimeters pe ON pe.id = r.access_perimeter_id
                          LEFT JOIN access_points p ON p.id = r.access_point_id),
  points AS (
    SELECT p.id, p.access_object_id, p.perimeter_id, p.lock_id, p.open_time, p.is_lift FROM access_points p
     WHERE p.company_id = company
       AND (credential_rows_of_all(abonent_ids, right_ids, point_ids, settings_ids)
            OR p.id IN (SELECT id FROM asked_point_ids) OR p.id IN (SELECT id FROM settings_point_ids)
            OR p.access_object_id IN (SELECT id FROM objects))),
  -- Every perimeter above each point, its own first.
  chain (point_id, perimeter_id, parent_id, refuse_permanent, refuse_temporary, depth) AS (
    SELECT p.id, pe.id, pe.parent_id, pe.restrict_pass_permanent_keys, pe.restrict_pass_temporary_keys, 0
      FROM points p JOIN access_perimeters pe ON pe.id = p.perimeter_id
    UNION ALL
    SELECT c.point_id, pe.id, pe.parent_id, pe.restrict_pass_permanent_keys, pe.restrict_pass_temporary_keys, c.depth + 1
      FROM chain c JOIN access_perimeters pe ON pe.id = c.parent_id
     WHERE c.depth < 1000),
  -- What each point's perimeters refuse, once per point (not a scan of every chain per point).
  refusals AS (
    SELECT c.point_id, bool_or(c.refuse_permanent) AS permanent, bool_or(c.refuse_temporary) AS temporary
      FROM chain c GROUP BY c.point_id),
  asked_points AS (
    SELECT p.* FROM points p
     WHERE credential_rows_of_all(abonent_ids, right_ids, point_ids, settings_ids) OR p.id IN (SELECT id FROM asked_point_ids)),
  -- The company's every abonent, or those asked and those at the asked points, each found by its index.
  holders AS (
    SELECT a.* FROM abonents a WHERE a.company_id = company AND credential_rows_of_all(abonent_ids, right_ids, point_ids, settings_ids)
    UNION ALL
    SELECT a.* FROM abonents a
     WHERE a.company_id = company AND NOT credential_rows_of_all(abonent_ids, right_ids, point_ids, settings_ids)
       AND a.id IN (SELECT id FROM asked_abonent_ids
                    UNION
                    SELECT o.id FROM asked_points p JOIN abonents o ON o.access_object_id = p.access_object_id
                    UNION
                    SELECT z.id FROM asked_point_ids s JOIN chain c ON c.point_id = s.id
                                 JOIN abonents z ON z.access_perimeter_id = c.perimeter_id)),
  abonent_points AS (
    SELECT h.id AS abonent_id, p.id AS point_id FROM holders h JOIN points p ON p.access_object_id = h.access_object_id
    UNION ALL
    SELECT h.id, c.point_id FROM holders h JOIN chain c ON c.perimeter_id = h.access_perimeter_id),
  means (abonent_id, kind, value, key_type, valid_from, valid_until) AS (
    SELECT c.abonent_id, 'card', c.code::text, NULL, NULL::timestamptz, NULL::timestamptz
      FROM abonent_codes c JOIN holders h ON h.id = c.abonent_id
     WHERE c.blocked_at IS NULL
    UNION ALL
    SELECT h.id, 'phone', h.phone_number, NULL, NULL, NULL FROM holders h
    UNION ALL
    SELECT h.id, 'digitalKey', h.digital_key_id, NULL, NULL, NULL FROM holders h WHERE h.digital_key_id <> ''
    UNION ALL
    SELECT k.abonent_id, 'mobileKey', k.id::text, k.key_type, k.valid_from, k.valid_until
      FROM abonent_keys k JOIN holders h ON h.id = k.abonent_id
     WHERE k.status IN ('approved', 'deleteUser', 'deleteAdmin')
    UNION ALL
    SELECT DISTINCT h.id, 'plate', plate_key(car ->> 'number'), NULL, NULL::timestamptz, NULL::timestamptz
      FROM holders h CROSS JOIN jsonb_array_elements(h.cars) AS car
     WHERE plate_key(car ->> 'number') <> ''),
  abonent_rows AS (
    SELECT ap.point_id, m.kind || ':' || m.value || ':' || h.id AS credential_id, h.id AS abonent_id,
           NULL::uuid AS access_right_id,
           jsonb_build_object(
             'kind', m.kind, 'value', m.value,
             'holder', jsonb_build_object('type', 'abonent', 'id', h.id, 'name', h.name),
             'keyType', m.key_type, 'from', utc_text(m.valid_from), 'until', utc_text(m.valid_until),
             'hours', CASE WHEN h.access_from IS NOT NULL
                           THEN jsonb_build_object('from', h.access_from, 'until', h.access_until) END,
             'floors', CASE WHEN p.is_lift
                            THEN jsonb_build_object('allowed', h.allowed_floors, 'lower', h.lower_floor) END) AS credential
      FROM abonent_points ap JOIN holders h ON h.id = ap.abonent_id
      JOIN means m ON m.abonent_id = h.id JOIN points p ON p.id = ap.point_id),
  right_holders AS (
    SELECT r.* FROM access_rights r
     WHERE r.company_id = company AND r.revoked_at IS NULL AND (r.active_to IS NULL OR r.active_to > now())
       AND (credential_rows_of_all(abonent_ids, right_ids, point_ids, settings_ids)
            OR r.id IN (SELECT id FROM asked_right_ids)
            OR r.access_point_id IN (SELECT id FROM asked_point_ids)
            OR r.access_object_id IN (SELECT p.access_object_id FROM asked_points p)
            OR r.access_perimeter_id IN (SELECT c.perimeter_id FROM asked_point_ids s JOIN chain c ON c.point_id = s.id))),
  right_points AS (
    SELECT r.id AS right_id, p.id AS point_id FROM right_holders r JOIN points p ON p.id = r.access_point_id
    UNION ALL
    SELECT r.id, p.id FROM right_holders r JOIN points p ON p.access_object_id = r.access_object_id
    UNION ALL
    SELECT r.id, c.point_id FROM right_holders r JOIN chain c ON c.perimeter_id = r.access_perimeter_id),
  right_means (right_id, kind, value) AS (
    SELECT r.id, 'phone', r.phone FROM right_holders r WHERE r.phone <> ''
    UNION ALL
    SELECT r.id, 'plate', r.car_number_key FROM right_holders r WHERE r.car_number_key <> ''),
  right_rows AS (
    SELECT rp.point_id, m.kind || ':' || m.value || ':' || r.id AS credential_id, NULL::uuid AS abonent_id,
           r.id AS access_right_id,
           jsonb_build_object(
             'kind', m.kind, 'value', m.value,
             'holder', jsonb_build_object('type', 'accessRight', 'id', r.id, 'name', r.name),
             'keyType', NULL, 'from', utc_text(r.active_from), 'until', utc_text(r.active_to),
             'hours', NULL, 'floors', NULL) AS credential
      FROM right_points rp JOIN right_holders r ON r.id = rp.right_id JOIN right_means m ON m.right_id = r.id),
  point_rows AS (
    SELECT p.id AS point_id, 'point' AS credential_id, NULL::uuid AS abonent_id, NULL::uuid AS access_right_id,
           jsonb_build_object(
             'kind', 'point', 'lockId', p.lock_id, 'openTime', p.open_time, 'lift', p.is_lift,
             'refusePermanentKeys', coalesce(f.permanent, false),
             'refuseTemporaryKeys', coalesce(f.temporary, false)
           ) AS credential
      FROM points p LEFT JOIN refusals f ON f.point_id = p.id
     WHERE credential_rows_of_all(abonent_ids, right_ids, point_ids, settings_ids)
        OR p.id IN (SELECT id FROM asked_point_ids) OR p.id IN (SELECT id FROM settings_point_ids))
SELECT * FROM point_rows
UNION ALL
SELECT * FROM abonent_rows r
 WHERE credential_rows_of_all(abonent_ids, right_ids, point_ids, settings_ids)
    OR r.abonent_id IN (SELECT id FROM asked_abonent_ids) OR r.point_id IN (SELECT id FROM asked_point_ids)
UNION ALL
SELECT * FROM right_rows r
 WHERE credential_rows_of_all(abonent_ids, right_ids, point_ids, settings_ids)
    OR r.access_right_id IN (SELECT id FROM asked_right_ids) OR r.point_id IN (SELECT id FROM asked_point_ids)
$function$;

-- credential_rows_of_all(abonent_ids uuid[], right_ids uuid[], point_ids uuid[], settings_ids uuid[])
CREATE OR REPLACE FUNCTION public.credential_rows_of_all(abonent_ids uuid[], right_ids uuid[], point_ids uuid[], settings_ids uuid[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT abonent_ids IS NULL AND right_ids IS NULL AND point_ids IS NULL AND settings_ids IS NULL
$function$;

-- credential_source(target regclass, kind text, subject_column text, watched text[])
CREATE OR REPLACE FUNCTION public.credential_source(target regclass, kind text, subject_column text, watched text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  prefix text := (SELECT relname FROM pg_class WHERE oid = target) || '_' || kind;
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed(%L, %L, %L)',
                 prefix || '_insert', target, kind, subject_column, watched);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed(%L, %L, %L)',
                 prefix || '_delete', target, kind, subject_column, watched);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed(%L, %L, %L)',
                 prefix || '_update', target, kind, subject_column, watched);
END $function$;

-- credential_subjects_changed()
CREATE OR REPLACE FUNCTION public.credential_subjects_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  kind text := TG_ARGV[0];
  subject text := quote_ident(TG_ARGV[1]);
  watched text := (SELECT string_agg(quote_ident(c), ', ') FROM unnest(TG_ARGV[2]::text[]) AS c);
  rows_changed text;
BEGIN
  rows_changed := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT company_id, %s FROM new_rows', subject)
    WHEN 'DELETE' THEN format('SELECT company_id, %s FROM old_rows', subject)
    ELSE format('SELECT company_id, %1$s FROM (
                   (SELECT company_id, %1$s, %2$s FROM new_rows EXCEPT ALL SELECT company_id, %1$s, %2$s FROM old_rows)
                   UNION ALL
                   (SELECT company_id, %1$s, %2$s FROM old_rows EXCEPT ALL SELECT company_id, %1$s, %2$s FROM new_rows)
                 ) AS moved', subject, watched)
  END;
  EXECUTE format('INSERT INTO credential_subjects (company_id, kind, subject_id)
                  SELECT DISTINCT company_id, %L, subject_id FROM (%s) AS changed (company_id, subject_id)
                   WHERE subject_id IS NOT NULL
                  ON CONFLICT DO NOTHING', kind, rows_changed);
  RETURN NULL;
END $function$;

-- credential_subjects_commit()
CREATE OR REPLACE FUNCTION public.credential_subjects_commit()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  tx bigint := txid_current();
  company uuid;
  abonent_ids uuid[];
  right_ids uuid[];
  point_ids uuid[];
  settings_ids uuid[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM credential_subjects s
                  WHERE (s.transaction_id, s.company_id, s.kind, s.subject_id)
                        = (NEW.transaction_id, NEW.company_id, NEW.kind, NEW.subject_id)) THEN
    RETURN NULL;
  END IF;
  FOR company IN SELECT DISTINCT s.company_id FROM credential_subjects s WHERE s.transaction_id = tx ORDER BY 1 LOOP
    INSERT INTO credential_versions (company_id)
      SELECT company WHERE EXISTS (SELECT 1 FROM companies WHERE id = company)
      ON CONFLICT (company_id) DO NOTHING;
    PERFORM 1 FROM credential_versions WHERE company_id = company FOR UPDATE;
    WITH taken AS (
      DELETE FROM credential_subjects s WHERE s.transaction_id = tx AND s.company_id = company
      RETURNING s.kind, s.subject_id)
    SELECT coalesce(array_agg(subject_id) FILTER (WHERE kind = 'abonent'), '{}'),
           coalesce(array_agg(subject_id) FILTER (WHERE kind = 'right'), '{}'),
           coalesce(array_agg(subject_id) FILTER (WHERE kind = 'point'), '{}'),
           coalesce(array_agg(subject_id) FILTER (WHERE kind = 'settings'), '{}')
      INTO abonent_ids, right_ids, point_ids, settings_ids FROM taken;
    IF NOT EXISTS (SELECT 1 FROM credential_versions WHERE company_id = company) THEN
      -- The company itself was deleted: its doors went with it.
      DELETE FROM door_credentials WHERE company_id = company;
      DELETE FROM credential_changes WHERE company_id = company;
    ELSE
      PERFORM credential_refresh_company(company, abonent_ids, right_ids, point_ids, settings_ids);
    END IF;
  END LOOP;
  RETURN NULL;
END $function$;

-- credential_version_made()
CREATE OR REPLACE FUNCTION public.credential_version_made()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.version = 0 OR (TG_OP = 'UPDATE' AND NEW.version <= OLD.version) THEN
    RETURN NULL;
  END IF;
  INSERT INTO credential_version_times (company_id, version) VALUES (NEW.company_id, NEW.version)
    ON CONFLICT (company_id, version) DO NOTHING;
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

-- device_points_changed()
CREATE OR REPLACE FUNCTION public.device_points_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM device_points_moved(company_id, local_server_id, controller_id)
       FROM (SELECT DISTINCT company_id, local_server_id, controller_id FROM old_rows) AS devices;
  ELSE
    PERFORM device_points_moved(company_id, local_server_id, controller_id)
       FROM (SELECT DISTINCT company_id, local_server_id, controller_id FROM new_rows) AS devices;
  END IF;
  RETURN NULL;
END $function$;

-- device_points_moved(company uuid, server uuid, controller uuid)
CREATE OR REPLACE FUNCTION public.device_points_moved(company uuid, server uuid, controller uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  moved_to bigint;
BEGIN
  -- A device or company deleted took its rows along: nothing is left to tell.
  IF NOT EXISTS (SELECT 1 FROM local_servers WHERE id = server) AND NOT EXISTS (SELECT 1 FROM controllers WHERE id = controller) THEN
    RETURN;
  END IF;
  INSERT INTO credential_versions AS v (company_id, version) VALUES (company, 1)
    ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1
    RETURNING version INTO moved_to;
  IF server IS NOT NULL THEN
    INSERT INTO device_sync (company_id, local_server_id, points_version) VALUES (company, server, moved_to)
      ON CONFLICT (local_server_id) DO UPDATE SET points_version = excluded.points_version;
  ELSE
    INSERT INTO device_sync (company_id, controller_id, points_version) VALUES (company, controller, moved_to)
      ON CONFLICT (controller_id) DO UPDATE SET points_version = excluded.points_version;
  END IF;
  PERFORM pg_notify('credential_changes', company::text || ':' || moved_to || ':*');
END $function$;

-- device_token_changed()
CREATE OR REPLACE FUNCTION public.device_token_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('device_tokens', OLD.id::text);
  RETURN NULL;
END $function$;

-- key_status_undone()
CREATE OR REPLACE FUNCTION public.key_status_undone()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF current_setting('audit.action', true) = 'UndoChange' THEN
    EXECUTE format('INSERT INTO key_status_changes (%I, from_status, to_status, changed_by) VALUES ($1, $2, $3, $4)',
                   TG_ARGV[0])
      USING NEW.id, OLD.status, NEW.status, nullif(current_setting('audit.user_id', true), '')::uuid;
  END IF;
  RETURN NULL;
END $function$;

-- paid_till_after_payments()
CREATE OR REPLACE FUNCTION public.paid_till_after_payments()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO abonent_paid_till (abonent_id, company_id, till)
    SELECT p.abonent_id, a.company_id, max(p.period_till)
      FROM paid_rows p JOIN abonents a ON a.id = p.abonent_id
     WHERE p.period_till IS NOT NULL AND a.tariff_id IS NOT NULL
     GROUP BY p.abonent_id, a.company_id ORDER BY p.abonent_id
  ON CONFLICT (abonent_id) DO UPDATE SET till = greatest(abonent_paid_till.till, excluded.till);
  RETURN NULL;
END $function$;

-- paid_till_after_payments_changed()
CREATE OR REPLACE FUNCTION public.paid_till_after_payments_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_abonent_paid_till(ARRAY(
    SELECT abonent_id FROM gone_rows WHERE abonent_id IS NOT NULL
    UNION SELECT abonent_id FROM paid_rows WHERE abonent_id IS NOT NULL));
  RETURN NULL;
END $function$;

-- paid_till_after_payments_gone()
CREATE OR REPLACE FUNCTION public.paid_till_after_payments_gone()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_abonent_paid_till(ARRAY(SELECT abonent_id FROM gone_rows WHERE abonent_id IS NOT NULL));
  RETURN NULL;
END $function$;

-- paid_till_after_tariff()
CREATE OR REPLACE FUNCTION public.paid_till_after_tariff()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_abonent_paid_till(ARRAY[NEW.id]);
  RETURN NULL;
END $function$;

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

-- plate_key(plate text)
CREATE OR REPLACE FUNCTION public.plate_key(plate text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT regexp_replace(upper(translate(plate, 'АВЕЁКМНОРСТУХавеёкмнорстух', 'ABEEKMHOPCTYXABEEKMHOPCTYX')),
                        '[^A-Z0-9]', '', 'g')
$function$;

-- plate_keys(cars jsonb)
CREATE OR REPLACE FUNCTION public.plate_keys(cars jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'public'
AS $function$ SELECT coalesce(string_agg(plate_key(car->>'number'), ' '), '') FROM jsonb_array_elements(cars) AS car $function$;

-- refresh_abonent_paid_till(touched uuid[])
CREATE OR REPLACE FUNCTION public.refresh_abonent_paid_till(touched uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM abonent_paid_till d
   WHERE d.abonent_id = ANY(touched)
     AND NOT EXISTS (SELECT 1 FROM payments p JOIN abonents a ON a.id = p.abonent_id
                      WHERE p.abonent_id = d.abonent_id AND p.period_till IS NOT NULL AND a.tariff_id IS NOT NULL);
  INSERT INTO abonent_paid_till (abonent_id, company_id, till)
    SELECT p.abonent_id, a.company_id, max(p.period_till)
      FROM payments p JOIN abonents a ON a.id = p.abonent_id
     WHERE p.abonent_id = ANY(touched) AND p.period_till IS NOT NULL AND a.tariff_id IS NOT NULL
     GROUP BY p.abonent_id, a.company_id ORDER BY p.abonent_id
  ON CONFLICT (abonent_id) DO UPDATE SET till = excluded.till;
$function$;

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

-- utc_text(at timestamp with time zone)
CREATE OR REPLACE FUNCTION public.utc_text(at timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$function$;

-- 114 triggers, by table and name

-- on abonent_cameras
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_cameras
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id}', '{abonent_id,camera_id}');

-- on abonent_codes
CREATE TRIGGER abonent_codes_abonent_delete AFTER DELETE ON abonent_codes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('abonent', 'abonent_id', '{code,blocked_at}');
CREATE TRIGGER abonent_codes_abonent_insert AFTER INSERT ON abonent_codes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('abonent', 'abonent_id', '{code,blocked_at}');
CREATE TRIGGER abonent_codes_abonent_update AFTER UPDATE ON abonent_codes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('abonent', 'abonent_id', '{code,blocked_at}');
CREATE TRIGGER abonent_codes_removed AFTER DELETE ON abonent_codes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION abonent_codes_removed();
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_codes
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id,issued_at}', '{company_id,code}');

-- on abonent_intercoms
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_intercoms
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id,id}', '{id}');

-- on abonent_keys
CREATE TRIGGER abonent_keys_abonent_delete AFTER DELETE ON abonent_keys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('abonent', 'abonent_id', '{status,key_type,valid_from,valid_until}');
CREATE TRIGGER abonent_keys_abonent_insert AFTER INSERT ON abonent_keys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('abonent', 'abonent_id', '{status,key_type,valid_from,valid_until}');
CREATE TRIGGER abonent_keys_abonent_update AFTER UPDATE ON abonent_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('abonent', 'abonent_id', '{status,key_type,valid_from,valid_until}');
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_keys
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id,id}', '{id}');
CREATE TRIGGER key_status_undone AFTER UPDATE OF status ON abonent_keys
  FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION key_status_undone('abonent_key_id');

-- on abonent_sip_devices
CREATE TRIGGER abonent_sip_devices_counted AFTER INSERT OR DELETE ON abonent_sip_devices
  FOR EACH ROW EXECUTE FUNCTION count_sip_device_abonents();
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonent_sip_devices
  FOR EACH ROW EXECUTE FUNCTION audit_row('abonent_id', '{}', '{company_id}', '{abonent_id,sip_device_id}');

-- on abonents
CREATE TRIGGER abonents_abonent_delete AFTER DELETE ON abonents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('abonent', 'id', '{name,phone_number,digital_key_id,allowed_floors,lower_floor,access_from,access_until,cars,access_object_id,access_perimeter_id}');
CREATE TRIGGER abonents_abonent_insert AFTER INSERT ON abonents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('abonent', 'id', '{name,phone_number,digital_key_id,allowed_floors,lower_floor,access_from,access_until,cars,access_object_id,access_perimeter_id}');
CREATE TRIGGER abonents_abonent_update AFTER UPDATE ON abonents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('abonent', 'id', '{name,phone_number,digital_key_id,allowed_floors,lower_floor,access_from,access_until,cars,access_object_id,access_perimeter_id}');
CREATE TRIGGER abonents_counted_delete AFTER DELETE ON abonents REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER abonents_counted_insert AFTER INSERT ON abonents REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER abonents_paid_till_tariff AFTER UPDATE OF tariff_id ON abonents
  FOR EACH ROW WHEN (old.tariff_id IS DISTINCT FROM new.tariff_id) EXECUTE FUNCTION paid_till_after_tariff();
CREATE TRIGGER abonents_sort_changed AFTER UPDATE ON abonents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'name', 'phone_number', 'building', 'room');
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON abonents
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');

-- on access_objects
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON access_objects
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');

-- on access_perimeters
CREATE TRIGGER access_perimeters_credentials_update AFTER UPDATE ON access_perimeters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_perimeters_changed();
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON access_perimeters
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');

-- on access_points
CREATE TRIGGER access_points_events_follow AFTER UPDATE OF access_object_id ON access_points
  FOR EACH ROW WHEN (old.access_object_id IS DISTINCT FROM new.access_object_id) EXECUTE FUNCTION pass_events_follow_point();
CREATE TRIGGER access_points_point_delete AFTER DELETE ON access_points REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('point', 'id', '{perimeter_id,access_object_id,is_lift}');
CREATE TRIGGER access_points_point_insert AFTER INSERT ON access_points REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('point', 'id', '{perimeter_id,access_object_id,is_lift}');
CREATE TRIGGER access_points_point_update AFTER UPDATE ON access_points REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('point', 'id', '{perimeter_id,access_object_id,is_lift}');
CREATE TRIGGER access_points_settings_delete AFTER DELETE ON access_points REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('settings', 'id', '{lock_id,open_time}');
CREATE TRIGGER access_points_settings_insert AFTER INSERT ON access_points REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('settings', 'id', '{lock_id,open_time}');
CREATE TRIGGER access_points_settings_update AFTER UPDATE ON access_points REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('settings', 'id', '{lock_id,open_time}');
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON access_points
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');

-- on access_rights
CREATE TRIGGER access_rights_right_delete AFTER DELETE ON access_rights REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('right', 'id', '{name,phone,car_number_key,access_object_id,access_perimeter_id,access_point_id,active_from,active_to,revoked_at}');
CREATE TRIGGER access_rights_right_insert AFTER INSERT ON access_rights REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('right', 'id', '{name,phone,car_number_key,access_object_id,access_perimeter_id,access_point_id,active_from,active_to,revoked_at}');
CREATE TRIGGER access_rights_right_update AFTER UPDATE ON access_rights REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_subjects_changed('right', 'id', '{name,phone,car_number_key,access_object_id,access_perimeter_id,access_point_id,active_from,active_to,revoked_at}');
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON access_rights
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id,car_number_key}', '{id}');

-- on addresses
CREATE TRIGGER addresses_counted_delete AFTER DELETE ON addresses REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER addresses_counted_insert AFTER INSERT ON addresses REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
CREATE TRIGGER addresses_sort_changed AFTER UPDATE ON addresses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('company_id', 'value');
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON addresses
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id,search_value}', '{id}');

-- on audit_log
CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- on cameras
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON cameras
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{password_encrypted}', '{company_id,status,offline_reason,checked_at}', '{id}');

-- on companies
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{registration_code_hash}', '{company_id}', '{id}');

-- on company_api_tokens
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON company_api_tokens
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{token_hash}', '{last_used_at}', '{id}');

-- on company_profiles
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON company_profiles
  FOR EACH ROW EXECUTE FUNCTION audit_row('user_id', '{}', '{}', '{user_id,company_id}');

-- on company_roles
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON company_roles
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');

-- on controllers
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON controllers
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{token_hash}', '{company_id,last_seen_at}', '{id}');
CREATE TRIGGER controllers_token_changed AFTER UPDATE OF token_hash, company_id ON controllers
  FOR EACH ROW WHEN (old.token_hash IS NOT NULL) EXECUTE FUNCTION device_token_changed();
CREATE TRIGGER controllers_token_deleted AFTER DELETE ON controllers
  FOR EACH ROW WHEN (old.token_hash IS NOT NULL) EXECUTE FUNCTION device_token_changed();

-- on credential_subjects
CREATE CONSTRAINT TRIGGER credential_subjects_commit AFTER INSERT ON credential_subjects DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION credential_subjects_commit();

-- on credential_versions
CREATE TRIGGER credential_version_made AFTER INSERT OR UPDATE OF version ON credential_versions
  FOR EACH ROW EXECUTE FUNCTION credential_version_made();

-- on device_points
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON device_points
  FOR EACH ROW EXECUTE FUNCTION audit_row('access_point_id', '{}', '{company_id}', '{company_id,local_server_id,controller_id,access_point_id}');
CREATE TRIGGER device_points_deleted AFTER DELETE ON device_points REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION device_points_changed();
CREATE TRIGGER device_points_inserted AFTER INSERT ON device_points REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION device_points_changed();

-- on guest_pass_points
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON guest_pass_points
  FOR EACH ROW EXECUTE FUNCTION audit_row('guest_pass_id', '{}', '{company_id}', '{guest_pass_id,access_point_id}');

-- on guest_passes
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON guest_passes
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{token_hash}', '{company_id,uses}', '{id}');

-- on import_files
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON import_files
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');

-- on import_mappings
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON import_mappings
  FOR EACH ROW EXECUTE FUNCTION audit_row('company_id', '{}', '{company_id}', '{company_id,kind}');

-- on ip_bans
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON ip_bans
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{}', '{id}');

-- on join_requests
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON join_requests
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');

-- on keys
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON keys
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');
CREATE TRIGGER key_status_undone AFTER UPDATE OF status ON keys
  FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION key_status_undone('reg_key_id');
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
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');
CREATE TRIGGER key_status_undone AFTER UPDATE OF status ON local_keys
  FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION key_status_undone('local_key_id');
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
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{token_hash}', '{company_id,last_seen_at}', '{id}');
CREATE TRIGGER local_servers_token_changed AFTER UPDATE OF token_hash, company_id ON local_servers
  FOR EACH ROW WHEN (old.token_hash IS NOT NULL) EXECUTE FUNCTION device_token_changed();
CREATE TRIGGER local_servers_token_deleted AFTER DELETE ON local_servers
  FOR EACH ROW WHEN (old.token_hash IS NOT NULL) EXECUTE FUNCTION device_token_changed();

-- on locks
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON locks
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{last_seen_at}', '{id}');
CREATE TRIGGER locks_counted_delete AFTER DELETE ON locks REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER locks_counted_insert AFTER INSERT ON locks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER locks_sort_changed AFTER UPDATE ON locks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'pid', 'name', 'type', 'last_seen_at', 'controller_phone');

-- on payment_methods
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON payment_methods
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{password_encrypted,api_token_encrypted}', '{company_id}', '{id}');

-- on payments
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');
CREATE TRIGGER payments_fixed BEFORE UPDATE OF company_id, amount ON payments
  FOR EACH ROW WHEN (old.company_id IS DISTINCT FROM new.company_id OR old.amount IS DISTINCT FROM new.amount) EXECUTE FUNCTION refuse_payment_change();
CREATE TRIGGER payments_paid_till_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS gone_rows
  FOR EACH STATEMENT EXECUTE FUNCTION paid_till_after_payments_gone();
CREATE TRIGGER payments_paid_till_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS paid_rows
  FOR EACH STATEMENT EXECUTE FUNCTION paid_till_after_payments();
CREATE TRIGGER payments_paid_till_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS gone_rows NEW TABLE AS paid_rows
  FOR EACH STATEMENT EXECUTE FUNCTION paid_till_after_payments_changed();
CREATE TRIGGER payments_totalled_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION total_payments();
CREATE TRIGGER payments_totalled_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION total_payments();

-- on postamate_cells
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON postamate_cells
  FOR EACH ROW EXECUTE FUNCTION audit_row('postamate_id', '{}', '{company_id}', '{postamate_id,number}');

-- on postamates
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON postamates
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id,last_seen_at,camera_status,camera_offline_reason,camera_checked_at}', '{id}');

-- on sim_card_payments
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON sim_card_payments
  FOR EACH ROW EXECUTE FUNCTION audit_row('sim_card_id', '{}', '{id}', '{id}');

-- on sim_cards
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON sim_cards
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');
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
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{configuration}', '{company_id,abonent_count}', '{id}');

-- on sip_servers
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON sip_servers
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');
CREATE TRIGGER sip_servers_touch BEFORE UPDATE ON sip_servers
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- on tariff_policies
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON tariff_policies
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{}', '{company_id}', '{id}');

-- on tariff_revisions
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON tariff_revisions
  FOR EACH ROW EXECUTE FUNCTION audit_row('policy_id', '{}', '{id}', '{id}');

-- on user_second_factors
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON user_second_factors
  FOR EACH ROW EXECUTE FUNCTION audit_row('user_id', '{secret}', '{last_step}', '{user_id}');

-- on users
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', '{password_hash}', '{keys_count}', '{id}');
CREATE TRIGGER users_counted_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER users_counted_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
CREATE TRIGGER users_sort_changed AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_sort_changes('', 'display_name', 'phone_number', 'email');
