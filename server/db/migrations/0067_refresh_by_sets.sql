-- The doors' credentials refreshed by sets (issue 43: an import of 100,000 residents, bulk changes of
-- any size). Before, every asked id list was compared with `= ANY (array)` against every row of the
-- company's abonents, rights and door credentials: rows × ids, so a transaction of 1,000 new residents
-- took 2–25 s and grew with the company, and more than credential_refresh_limit() subjects refreshed the
-- whole company instead. Now the asked ids are sets: the abonents and the door credentials they touch are
-- found through their indexes, and the other lists (a company's doors and rights, the rows made) are
-- checked against a hashed set. The rows made are the same (the property test of the sync compares a
-- device's deltas with a fresh snapshot); a refresh is proportional to what changed, so there is no
-- limit past which the company is refreshed whole.
--
-- credential_hash and utc_text call stable functions (convert_to, to_char), which keeps PostgreSQL from
-- inlining them while they are declared immutable: each row paid a function call. No index uses either.
ALTER FUNCTION credential_hash(uuid, text, jsonb) STABLE;
--> statement-breakpoint
ALTER FUNCTION utc_text(timestamptz) STABLE;
--> statement-breakpoint
ALTER FUNCTION credential_entry_json(uuid, text, bigint, jsonb) STABLE;
--> statement-breakpoint

-- Whether credential_rows() is asked for the company's every row. A function rather than a CTE so that
-- PostgreSQL folds it when the arrays are known (credential_rows is inlined into its caller's query, and
-- the refresh plans each call with its own arrays): the branch not taken is then dropped from the plan and
-- from its estimates, where a CTE was only known while running, and the company's every abonent weighed
-- on the plan of a one-resident write.
CREATE FUNCTION credential_rows_of_all(abonent_ids uuid[], right_ids uuid[], point_ids uuid[], settings_ids uuid[])
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT abonent_ids IS NULL AND right_ids IS NULL AND point_ids IS NULL AND settings_ids IS NULL
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION credential_rows(company uuid, abonent_ids uuid[], right_ids uuid[], point_ids uuid[],
                                           settings_ids uuid[])
RETURNS TABLE (access_point_id uuid, credential_id text, abonent_id uuid, access_right_id uuid, credential jsonb)
LANGUAGE sql STABLE AS $$
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
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION credential_refresh_company(company uuid, abonent_ids uuid[], right_ids uuid[],
                                                      point_ids uuid[], settings_ids uuid[])
RETURNS integer LANGUAGE plpgsql SET jit = off SET plan_cache_mode = force_custom_plan AS $$
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
END $$;
--> statement-breakpoint

-- At commit: refreshes every subject this transaction noted, company by company, however many (the
-- refresh is by sets now; the whole company is refreshed only when its rows are asked for all at once).
-- The trigger fires once per noted subject; the first firing takes them all. The others return at once
-- on finding their own row taken: one lookup of its key. (They used to look for the transaction's
-- subjects, which walks every row the first firing took: 10,000 residents in one transaction took 40 s
-- of it alone.)
CREATE OR REPLACE FUNCTION credential_subjects_commit() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
DROP FUNCTION credential_refresh_limit();
