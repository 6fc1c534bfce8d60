-- The audit trail (audit_log, migration 0019), written by the database in the transaction of the change.
-- The dispatcher (server/protocol/dispatch.ts) runs every write Action in a transaction that first sets
-- who is acting (transaction-local settings audit.action, audit.user_id, audit.session_id,
-- audit.company_id, audit.ip); a trigger on each audited table then records every changed row. Without
-- those settings (migrations, seeds, housekeeping, the camera status check) nothing is recorded: only
-- people's changes are.

-- One changed row: `changes` holds only the columns whose value changed, as [old, new] (null for absent),
-- a masked column as "masked" whatever its values. The arguments come from audit_table(): the column the
-- row is filed under (its own id, or its parent's), the secret columns, and columns not worth recording.
-- The record's own column and creation/update times are never listed.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint

-- Attaches the trail to a table, in one line of a migration: `SELECT audit_table('things');`. Secret
-- columns go in `masked` (never recorded in clear); `skipped` columns are left out (by default the
-- company, which every row of a company's table has and never changes).
CREATE FUNCTION audit_table(target regclass, record_column text DEFAULT 'id', masked text[] DEFAULT '{}',
                            skipped text[] DEFAULT '{company_id}') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS audit ON %s', target);
  EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row(%L, %L, %L)',
                 target, record_column, masked, skipped);
END $$;
--> statement-breakpoint

-- Append-only: a row of the trail is never changed or removed, by anyone.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint

-- Every table people change through Actions. Not audited (tests/server/audit.test.ts lists them): the
-- trail itself, sessions, login_attempts and sign_in_throttles (sign-ins are recorded as events
-- instead), counters (row_counts, camera_check_windows, payment_totals), server_keys, and
-- key_status_changes (a key's status history of its own, whose changes the keys' rows record too).
SELECT audit_table('companies');
--> statement-breakpoint
SELECT audit_table('users', masked => '{password_hash}', skipped => '{keys_count}');
--> statement-breakpoint
SELECT audit_table('company_profiles', 'user_id', skipped => '{}');
--> statement-breakpoint
SELECT audit_table('keys');
--> statement-breakpoint
SELECT audit_table('addresses');
--> statement-breakpoint
SELECT audit_table('access_objects');
--> statement-breakpoint
SELECT audit_table('access_perimeters');
--> statement-breakpoint
SELECT audit_table('access_points');
--> statement-breakpoint
SELECT audit_table('locks', skipped => '{last_seen_at}');
--> statement-breakpoint
SELECT audit_table('sip_servers');
--> statement-breakpoint
-- The configuration holds the panel's SIP passwords in clear.
SELECT audit_table('sip_devices', masked => '{configuration}', skipped => '{company_id,abonent_count}');
--> statement-breakpoint
-- The status columns are only written by the status check, which is no person's change.
SELECT audit_table('cameras', masked => '{password_encrypted}', skipped => '{company_id,status,offline_reason,checked_at}');
--> statement-breakpoint
SELECT audit_table('tariff_policies');
--> statement-breakpoint
SELECT audit_table('tariff_revisions', 'policy_id', skipped => '{id}');
--> statement-breakpoint
SELECT audit_table('abonents');
--> statement-breakpoint
SELECT audit_table('abonent_codes', 'abonent_id');
--> statement-breakpoint
SELECT audit_table('abonent_intercoms', 'abonent_id', skipped => '{company_id,id}');
--> statement-breakpoint
SELECT audit_table('abonent_keys', 'abonent_id', skipped => '{company_id,id}');
--> statement-breakpoint
SELECT audit_table('abonent_sip_devices', 'abonent_id');
--> statement-breakpoint
SELECT audit_table('abonent_cameras', 'abonent_id');
--> statement-breakpoint
-- An operator's bans and their lifting (automatic bans are made at sign-in, outside any Action).
SELECT audit_table('ip_bans', skipped => '{}');
--> statement-breakpoint
-- What the devices report (last seen, the remote camera's last check) is no person's change.
SELECT audit_table('postamates', skipped => '{company_id,last_seen_at,camera_status,camera_offline_reason,camera_checked_at}');
--> statement-breakpoint
SELECT audit_table('postamate_cells', 'postamate_id');
--> statement-breakpoint
SELECT audit_table('local_servers');
--> statement-breakpoint
SELECT audit_table('local_keys');
--> statement-breakpoint
SELECT audit_table('sim_cards');
--> statement-breakpoint
SELECT audit_table('sim_card_payments', 'sim_card_id', skipped => '{id}');
--> statement-breakpoint
SELECT audit_table('payments');
