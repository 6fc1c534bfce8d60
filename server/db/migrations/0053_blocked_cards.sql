-- Cards (issue 40): when each was issued, a lost one blocked rather than deleted (kept, marked lost, when
-- and by whom, and at no door), and a record of every card taken away, so that the journal can tell a pass
-- of a card no longer held (server/journal/anomalies.ts).
ALTER TABLE "abonent_codes" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
-- The cards held before now: issued no later than the last save of the abonent's list with the card (the
-- audit trail; each save wrote the whole list again), else the abonent's registration. Never before the
-- card was in fact issued, so that no card is called unused for longer than it was held.
UPDATE "abonent_codes" c SET "issued_at" = coalesce(
  (SELECT max(l.at) FROM audit_log l
    WHERE l.record_id = c.abonent_id::text AND l.table_name = 'abonent_codes' AND l.operation = 'INSERT'
      AND l.changes -> 'code' ->> 1 = c.code::text),
  (SELECT a.created_at FROM abonents a WHERE a.id = c.abonent_id),
  now());--> statement-breakpoint
ALTER TABLE "abonent_codes" ALTER COLUMN "issued_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "abonent_codes" ALTER COLUMN "issued_at" SET NOT NULL;--> statement-breakpoint
-- The trail records a card's code and its blocking; its issue is the insert itself.
SELECT audit_table('abonent_codes', 'abonent_id', '{}', '{company_id,issued_at}');--> statement-breakpoint
ALTER TABLE "abonent_codes" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abonent_codes" ADD COLUMN "blocked_by" uuid;--> statement-breakpoint
ALTER TABLE "abonent_codes" ADD CONSTRAINT "abonent_codes_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "abonent_code_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" integer NOT NULL,
	"abonent_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"blocked_at" timestamp with time zone,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abonent_code_removals" ADD CONSTRAINT "abonent_code_removals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonent_code_removals_code_idx" ON "abonent_code_removals" USING btree ("company_id","code","removed_at");--> statement-breakpoint

-- Every card deleted, whoever deleted it (a list saved without it, its abonent deleted): kept as removed.
-- Not when its company goes: the company's history goes with it.
CREATE FUNCTION abonent_codes_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO abonent_code_removals (company_id, code, abonent_id, issued_at, blocked_at)
  SELECT o.company_id, o.code, o.abonent_id, o.issued_at, o.blocked_at
    FROM old_rows o WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = o.company_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER abonent_codes_removed AFTER DELETE ON abonent_codes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION abonent_codes_removed();
--> statement-breakpoint

-- Blocking a card changes the doors: watch blocked_at too.
DROP TRIGGER abonent_codes_abonent_insert ON abonent_codes;--> statement-breakpoint
DROP TRIGGER abonent_codes_abonent_delete ON abonent_codes;--> statement-breakpoint
DROP TRIGGER abonent_codes_abonent_update ON abonent_codes;--> statement-breakpoint
SELECT credential_source('abonent_codes', 'abonent', 'abonent_id', '{code,blocked_at}');
--> statement-breakpoint

-- credential_rows() as migration 0050 wrote it, but for a blocked card, which opens no door.
CREATE OR REPLACE FUNCTION credential_rows(company uuid, abonent_ids uuid[], right_ids uuid[], point_ids uuid[],
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
  -- What each point's perimeters refuse, once per point (not a scan of every chain per point).
  refusals AS (
    SELECT c.point_id, bool_or(c.refuse_permanent) AS permanent, bool_or(c.refuse_temporary) AS temporary
      FROM chain c GROUP BY c.point_id),
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
             'refusePermanentKeys', coalesce(f.permanent, false),
             'refuseTemporaryKeys', coalesce(f.temporary, false)
           ) AS credential
      FROM points p LEFT JOIN refusals f ON f.point_id = p.id
     WHERE (SELECT yes FROM everything) OR p.id = ANY (point_ids) OR p.id = ANY (settings_ids))
SELECT * FROM point_rows
UNION ALL
SELECT * FROM abonent_rows r
 WHERE (SELECT yes FROM everything) OR r.abonent_id = ANY (abonent_ids) OR r.point_id = ANY (point_ids)
UNION ALL
SELECT * FROM right_rows r
 WHERE (SELECT yes FROM everything) OR r.access_right_id = ANY (right_ids) OR r.point_id = ANY (point_ids)
$$;
