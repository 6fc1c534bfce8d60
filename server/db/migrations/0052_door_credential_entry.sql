-- Each door credential as a snapshot page writes it (GetCredentialSnapshot; server/sync/device-sync.ts),
-- made once when the entry changes rather than at every page: writing the JSON of 5,000 entries took 35
-- of a page's 48 ms in the database (bench sync). Immutable in fact: uuid, text, bigint and jsonb are
-- written the same whatever the session's settings.
CREATE FUNCTION credential_entry_json(point uuid, credential_id text, hash bigint, credential jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT json_build_object('accessPointId', point, 'credentialId', credential_id,
                           'hash', lpad(to_hex(hash), 16, '0'), 'credential', credential)::text
$$;
--> statement-breakpoint
ALTER TABLE "door_credentials" ADD COLUMN "entry" text GENERATED ALWAYS AS (credential_entry_json(access_point_id, credential_id, hash, credential)) STORED;
