CREATE TABLE "credential_version_times" (
	"company_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_version_times_pk" PRIMARY KEY("company_id","version")
);
--> statement-breakpoint
CREATE TABLE "device_acknowledgements" (
	"company_id" uuid NOT NULL,
	"local_server_id" uuid,
	"controller_id" uuid,
	"version" bigint NOT NULL,
	"acked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"behind_since" timestamp with time zone,
	CONSTRAINT "device_acknowledgements_one_device" CHECK (num_nonnulls("device_acknowledgements"."local_server_id", "device_acknowledgements"."controller_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "device_presence" (
	"company_id" uuid NOT NULL,
	"local_server_id" uuid,
	"controller_id" uuid,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_presence_one_device" CHECK (num_nonnulls("device_presence"."local_server_id", "device_presence"."controller_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "credential_version_times" ADD CONSTRAINT "credential_version_times_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_acknowledgements" ADD CONSTRAINT "device_acknowledgements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_acknowledgements" ADD CONSTRAINT "device_acknowledgements_local_server_fk" FOREIGN KEY ("local_server_id","company_id") REFERENCES "public"."local_servers"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_acknowledgements" ADD CONSTRAINT "device_acknowledgements_controller_fk" FOREIGN KEY ("controller_id","company_id") REFERENCES "public"."controllers"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_presence" ADD CONSTRAINT "device_presence_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_presence" ADD CONSTRAINT "device_presence_local_server_fk" FOREIGN KEY ("local_server_id","company_id") REFERENCES "public"."local_servers"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_presence" ADD CONSTRAINT "device_presence_controller_fk" FOREIGN KEY ("controller_id","company_id") REFERENCES "public"."controllers"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_version_times_made_at_idx" ON "credential_version_times" USING btree ("company_id","made_at");--> statement-breakpoint
CREATE INDEX "device_acknowledgements_local_server_idx" ON "device_acknowledgements" USING btree ("local_server_id","version");--> statement-breakpoint
CREATE INDEX "device_acknowledgements_controller_idx" ON "device_acknowledgements" USING btree ("controller_id","version");--> statement-breakpoint
CREATE INDEX "device_acknowledgements_acked_at_idx" ON "device_acknowledgements" USING btree ("acked_at");--> statement-breakpoint
CREATE INDEX "device_presence_local_server_idx" ON "device_presence" USING btree ("local_server_id","until");--> statement-breakpoint
CREATE INDEX "device_presence_controller_idx" ON "device_presence" USING btree ("controller_id","until");--> statement-breakpoint
CREATE INDEX "device_presence_until_idx" ON "device_presence" USING btree ("until");--> statement-breakpoint
-- Each credential version as it is made, with the time of the write that made it (now(): the trail's `at`,
-- a card's `blocked_at`). Every path that raises a company's version (a refresh with changes, a device's
-- doors changed) goes through this row, so none is missed.
CREATE FUNCTION credential_version_made() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = 0 OR (TG_OP = 'UPDATE' AND NEW.version <= OLD.version) THEN
    RETURN NULL;
  END IF;
  INSERT INTO credential_version_times (company_id, version) VALUES (NEW.company_id, NEW.version)
    ON CONFLICT (company_id, version) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credential_version_made AFTER INSERT OR UPDATE OF version ON credential_versions
  FOR EACH ROW EXECUTE FUNCTION credential_version_made();
--> statement-breakpoint
-- Sends one abonent's credentials to the doors again (ResendAbonentCredentials): each entry the doors hold
-- for the abonent (or for the one `only_credential`, '<kind>:<value>'), and the removal of each of the
-- abonent's blocked cards at the abonent's doors, logged as changes at the company's next version, which
-- the entries now carry. A device applies them as any change: one that lost an entry or kept a blocked
-- card gets it right, one that holds them changes nothing. Returns how many entries were sent (none: the
-- version is not raised).
CREATE FUNCTION credential_resend(company uuid, abonent uuid, only_credential text) RETURNS integer
  LANGUAGE plpgsql AS $$
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
END $$;
