-- Credentials reaching the doors (docs/device-protocol.md). Each access point's credential set is derived
-- in one place, credential_rows(), from the abonents (their cards and BLE tags, phone, digital key, mobile
-- keys, cars, zone, daily hours and floors), the access rights, and the access tree (the point's lock and
-- the key types its perimeters refuse). door_credentials holds the set as it stands and
-- credential_changes the log of what changed, per company version.
--
-- Both are written by the database alone. The triggers of the source tables note which subjects a write
-- touched (an abonent, an access right, a point) in credential_subjects; at the write's commit a deferred
-- trigger recomputes those subjects only, compares them with what door_credentials holds, and logs the
-- difference under the company's next version, in the same transaction: a rolled-back write logs nothing,
-- and a committed one cannot have forgotten its change. The refresh first locks the company's version
-- row, so refreshes of one company run one after another, each seeing everything committed before it
-- (READ COMMITTED): the last one to run reads every concurrent change, and versions follow commit order.
-- A NOTIFY on `credential_changes` ('<company>:<version>:<points or *>') wakes the devices waiting on any
-- server.

-- The wire's time: UTC with milliseconds, whatever the session's time zone (a hash must not depend on it).
CREATE FUNCTION utc_text(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint

-- A car number's key as contract/plate.ts makes it: Cyrillic look-alikes as Latin capitals, letters and
-- digits only.
CREATE FUNCTION plate_key(plate text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(upper(translate(plate, 'АВЕЁКМНОРСТУХавеёкмнорстух', 'ABEEKMHOPCTYXABEEKMHOPCTYX')),
                        '[^A-Z0-9]', '', 'g')
$$;
--> statement-breakpoint

-- 64 bits of the SHA-256 of an entry: the device keeps it, and the XOR of all it holds is its digest.
CREATE FUNCTION credential_hash(point uuid, credential_id text, credential jsonb) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT ('x' || left(encode(sha256(convert_to(point::text || ' ' || credential_id || ' ' || credential::text,
                                               'UTF8')), 'hex'), 16))::bit(64)::bigint
$$;
--> statement-breakpoint

-- The credentials of a company's doors: of the abonents in abonent_ids, of the access rights in
-- right_ids, every one at the points in point_ids, and the own entry (credential id `point`) of the points
-- in settings_ids; all four null: every credential of the company.
-- An abonent's credentials are at the points their access zone covers (its object, or a perimeter above
-- the point); an abonent without a zone has none. A key works in the statuses of workingKeyStatuses
-- (contract/key-status.ts); a revoked right is gone, and so is one whose period has ended (housekeeping
-- notes those, server/sync/expired-rights.ts, as it moves ended keys to `expired`). Periods, daily hours
-- and floors travel with each credential for the door to check; so does a key's type, which the point's
-- own entry may refuse.
CREATE FUNCTION credential_rows(company uuid, abonent_ids uuid[], right_ids uuid[], point_ids uuid[],
                                settings_ids uuid[])
  RETURNS TABLE (access_point_id uuid, credential_id text, abonent_id uuid, access_right_id uuid, credential jsonb)
  LANGUAGE sql STABLE AS $$
WITH RECURSIVE
  everything AS (
    SELECT abonent_ids IS NULL AND right_ids IS NULL AND point_ids IS NULL AND settings_ids IS NULL AS yes),
  asked_abonents AS (
    SELECT a.access_object_id, a.access_perimeter_id FROM abonents a
     WHERE a.company_id = company AND a.id = ANY (abonent_ids)),
  asked_rights AS (
    SELECT r.access_object_id, r.access_perimeter_id, r.access_point_id FROM access_rights r
     WHERE r.company_id = company AND r.id = ANY (right_ids)),
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
       AND ((SELECT yes FROM everything) OR p.id = ANY (point_ids) OR p.id = ANY (settings_ids)
            OR p.access_object_id IN (SELECT id FROM objects))),
  -- Every perimeter above each point, its own first.
  chain (point_id, perimeter_id, parent_id, refuse_permanent, refuse_temporary, depth) AS (
    SELECT p.id, pe.id, pe.parent_id, pe.restrict_pass_permanent_keys, pe.restrict_pass_temporary_keys, 0
      FROM points p JOIN access_perimeters pe ON pe.id = p.perimeter_id
    UNION ALL
    SELECT c.point_id, pe.id, pe.parent_id, pe.restrict_pass_permanent_keys, pe.restrict_pass_temporary_keys, c.depth + 1
      FROM chain c JOIN access_perimeters pe ON pe.id = c.parent_id
     WHERE c.depth < 1000),
  asked_points AS (SELECT p.* FROM points p WHERE (SELECT yes FROM everything) OR p.id = ANY (point_ids)),
  holders AS (
    SELECT a.* FROM abonents a
     WHERE a.company_id = company
       AND ((SELECT yes FROM everything) OR a.id = ANY (abonent_ids)
            OR a.access_object_id IN (SELECT p.access_object_id FROM asked_points p)
            OR a.access_perimeter_id IN (SELECT c.perimeter_id FROM chain c WHERE c.point_id = ANY (point_ids)))),
  abonent_points AS (
    SELECT h.id AS abonent_id, p.id AS point_id FROM holders h JOIN points p ON p.access_object_id = h.access_object_id
    UNION ALL
    SELECT h.id, c.point_id FROM holders h JOIN chain c ON c.perimeter_id = h.access_perimeter_id),
  means (abonent_id, kind, value, key_type, valid_from, valid_until) AS (
    SELECT c.abonent_id, 'card', c.code::text, NULL, NULL::timestamptz, NULL::timestamptz
      FROM abonent_codes c JOIN holders h ON h.id = c.abonent_id
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
       AND ((SELECT yes FROM everything) OR r.id = ANY (right_ids) OR r.access_point_id = ANY (point_ids)
            OR r.access_object_id IN (SELECT p.access_object_id FROM asked_points p)
            OR r.access_perimeter_id IN (SELECT c.perimeter_id FROM chain c WHERE c.point_id = ANY (point_ids)))),
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
             'refusePermanentKeys', coalesce((SELECT bool_or(c.refuse_permanent) FROM chain c WHERE c.point_id = p.id), false),
             'refuseTemporaryKeys', coalesce((SELECT bool_or(c.refuse_temporary) FROM chain c WHERE c.point_id = p.id), false)
           ) AS credential
      FROM points p
     WHERE (SELECT yes FROM everything) OR p.id = ANY (point_ids) OR p.id = ANY (settings_ids))
SELECT * FROM point_rows
UNION ALL
SELECT * FROM abonent_rows r
 WHERE (SELECT yes FROM everything) OR r.abonent_id = ANY (abonent_ids) OR r.point_id = ANY (point_ids)
UNION ALL
SELECT * FROM right_rows r
 WHERE (SELECT yes FROM everything) OR r.access_right_id = ANY (right_ids) OR r.point_id = ANY (point_ids)
$$;
--> statement-breakpoint

-- Brings door_credentials up to date for a company's subjects (as credential_rows takes them) and logs
-- every difference under the company's next version. The caller holds the company's version row.
--
-- JIT compilation is off here: the planner's estimate for credential_rows' recursive query crosses
-- PostgreSQL's JIT threshold, and compiling it took 2.5 s of a one-resident write that runs in 20 ms
-- without (npm run bench sync).
CREATE FUNCTION credential_refresh_company(company uuid, abonent_ids uuid[], right_ids uuid[], point_ids uuid[],
                                          settings_ids uuid[])
  RETURNS integer LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  next_version bigint;
  changed integer;
BEGIN
  SELECT version + 1 INTO next_version FROM credential_versions WHERE company_id = company;
  WITH fresh AS (
         SELECT f.access_point_id, f.credential_id, f.abonent_id, f.access_right_id, f.credential,
                credential_hash(f.access_point_id, f.credential_id, f.credential) AS hash
           FROM credential_rows(company, abonent_ids, right_ids, point_ids, settings_ids) f),
       held AS (
         SELECT d.access_point_id, d.credential_id, d.hash FROM door_credentials d
          WHERE d.company_id = company
            AND ((abonent_ids IS NULL AND right_ids IS NULL AND point_ids IS NULL AND settings_ids IS NULL)
                 OR d.abonent_id = ANY (abonent_ids) OR d.access_right_id = ANY (right_ids)
                 OR d.access_point_id = ANY (point_ids)
                 OR (d.access_point_id = ANY (settings_ids) AND d.credential_id = 'point'))),
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
           SET credential = excluded.credential, hash = excluded.hash, version = excluded.version
),
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
END $$;
--> statement-breakpoint

-- More subjects than this in one write (an import, a whole building re-zoned) refresh the company whole:
-- one pass over its set is cheaper than that many lookups.
CREATE FUNCTION credential_refresh_limit() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 2000 $$;
--> statement-breakpoint

-- At commit: refreshes every subject this transaction noted, company by company. The trigger fires once
-- per noted subject; the first firing takes them all, the others find nothing left.
CREATE FUNCTION credential_subjects_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx bigint := txid_current();
  company uuid;
  abonent_ids uuid[];
  right_ids uuid[];
  point_ids uuid[];
  settings_ids uuid[];
BEGIN
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
    ELSIF cardinality(abonent_ids) + cardinality(right_ids) + cardinality(point_ids) > credential_refresh_limit() THEN
      PERFORM credential_refresh_company(company, NULL, NULL, NULL, NULL);
    ELSE
      PERFORM credential_refresh_company(company, abonent_ids, right_ids, point_ids, settings_ids);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER credential_subjects_commit AFTER INSERT ON credential_subjects
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION credential_subjects_commit();
--> statement-breakpoint

-- A statement trigger of a source table (credential_source below): notes the subjects of the rows it
-- inserted or deleted, and of the rows an update changed in a watched column (old and new subject both).
-- Arguments: the subject's kind, the column naming it, the watched columns.
CREATE FUNCTION credential_subjects_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint

-- Makes a table a source of credentials, in one line: `SELECT credential_source('things', 'abonent',
-- 'abonent_id', '{code}')`. The table needs a company_id; the watched columns are those credential_rows
-- reads (an update of any other changes no door). Its triggers are <table>_<kind>_insert, _delete, _update.
CREATE FUNCTION credential_source(target regclass, kind text, subject_column text, watched text[])
  RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
SELECT credential_source('abonents', 'abonent', 'id',
  '{name,phone_number,digital_key_id,allowed_floors,lower_floor,access_from,access_until,cars,access_object_id,access_perimeter_id}');
--> statement-breakpoint
SELECT credential_source('abonent_codes', 'abonent', 'abonent_id', '{code}');
--> statement-breakpoint
SELECT credential_source('abonent_keys', 'abonent', 'abonent_id', '{status,key_type,valid_from,valid_until}');
--> statement-breakpoint
SELECT credential_source('access_rights', 'right', 'id',
  '{name,phone,car_number_key,access_object_id,access_perimeter_id,access_point_id,active_from,active_to,revoked_at}');
--> statement-breakpoint
-- A point moved in the tree, or made a lift (floors travel with its credentials): all its credentials.
-- Its lock or open time: its own entry only.
SELECT credential_source('access_points', 'point', 'id', '{perimeter_id,access_object_id,is_lift}');
--> statement-breakpoint
SELECT credential_source('access_points', 'settings', 'id', '{lock_id,open_time}');
--> statement-breakpoint

-- A perimeter moved (to another parent or object): every point below it, whose zones changed. One whose
-- key restrictions changed: the own entry of every point below it (what the door refuses is there).
CREATE FUNCTION credential_perimeters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER access_perimeters_credentials_update AFTER UPDATE ON access_perimeters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credential_perimeters_changed();
--> statement-breakpoint

-- A device's doors changed: its next call for changes is told to take a snapshot (a new door's
-- credentials are in no change it could ask for). The company's version moves past every version the
-- device may hold, and the device, if it is waiting for changes, wakes.
CREATE FUNCTION device_points_moved(company uuid, server uuid, controller uuid) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE FUNCTION device_points_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM device_points_moved(company_id, local_server_id, controller_id)
       FROM (SELECT DISTINCT company_id, local_server_id, controller_id FROM old_rows) AS devices;
  ELSE
    PERFORM device_points_moved(company_id, local_server_id, controller_id)
       FROM (SELECT DISTINCT company_id, local_server_id, controller_id FROM new_rows) AS devices;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER device_points_inserted AFTER INSERT ON device_points REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION device_points_changed();
--> statement-breakpoint
CREATE TRIGGER device_points_deleted AFTER DELETE ON device_points REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION device_points_changed();
--> statement-breakpoint

-- Who assigned which door to which device, and controllers' tokens masked as local servers' are.
SELECT audit_table('device_points', 'access_point_id');
--> statement-breakpoint
SELECT audit_table('controllers', masked => '{token_hash}', skipped => '{company_id,last_seen_at}');
--> statement-breakpoint

-- The doors of every company as they stand now, version 1 of each that has any.
INSERT INTO credential_versions (company_id) SELECT id FROM companies;
--> statement-breakpoint
SELECT credential_refresh_company(id, NULL, NULL, NULL, NULL) FROM companies;
