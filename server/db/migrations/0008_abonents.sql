CREATE TABLE "abonent_cameras" (
	"company_id" uuid NOT NULL,
	"abonent_id" uuid NOT NULL,
	"camera_id" uuid NOT NULL,
	CONSTRAINT "abonent_cameras_pk" PRIMARY KEY("abonent_id","camera_id")
);
--> statement-breakpoint
CREATE TABLE "abonent_codes" (
	"company_id" uuid NOT NULL,
	"abonent_id" uuid NOT NULL,
	"code" integer NOT NULL,
	CONSTRAINT "abonent_codes_pk" PRIMARY KEY("company_id","code"),
	CONSTRAINT "abonent_codes_range_check" CHECK ("abonent_codes"."code" >= 0 and "abonent_codes"."code" < 16777216)
);
--> statement-breakpoint
CREATE TABLE "abonent_intercoms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"abonent_id" uuid NOT NULL,
	"intercom_name" text NOT NULL,
	"apartment" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abonent_intercoms_apartment_check" CHECK ("abonent_intercoms"."apartment" > 0 and "abonent_intercoms"."apartment" < 10000)
);
--> statement-breakpoint
CREATE TABLE "abonent_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"abonent_id" uuid NOT NULL,
	"title" text NOT NULL,
	"key_type" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abonent_keys_period_check" CHECK (("abonent_keys"."key_type" = 'permanent' and "abonent_keys"."valid_from" is null and "abonent_keys"."valid_until" is null) or ("abonent_keys"."key_type" = 'temporary' and "abonent_keys"."valid_from" < "abonent_keys"."valid_until"))
);
--> statement-breakpoint
CREATE TABLE "abonent_sip_devices" (
	"company_id" uuid NOT NULL,
	"abonent_id" uuid NOT NULL,
	"sip_device_id" uuid NOT NULL,
	CONSTRAINT "abonent_sip_devices_pk" PRIMARY KEY("abonent_id","sip_device_id")
);
--> statement-breakpoint
CREATE TABLE "abonents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"building" text,
	"room" text,
	"address_id" uuid,
	"floor" integer,
	"lower_floor" integer,
	"allowed_floors" text,
	"digital_key_id" text,
	"comment" text,
	"administrator" boolean DEFAULT false NOT NULL,
	"access_from" text,
	"access_until" text,
	"open_on_call" boolean DEFAULT false NOT NULL,
	"cars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_object_id" uuid,
	"access_perimeter_id" uuid,
	"tariff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abonents_access_zone_check" CHECK ("abonents"."access_object_id" is null or "abonents"."access_perimeter_id" is null),
	CONSTRAINT "abonents_access_interval_check" CHECK (("abonents"."access_from" is null) = ("abonents"."access_until" is null) and "abonents"."access_from" < "abonents"."access_until" is not false)
);
--> statement-breakpoint
ALTER TABLE "abonent_cameras" ADD CONSTRAINT "abonent_cameras_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_cameras" ADD CONSTRAINT "abonent_cameras_abonent_id_abonents_id_fk" FOREIGN KEY ("abonent_id") REFERENCES "public"."abonents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_cameras" ADD CONSTRAINT "abonent_cameras_camera_id_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_codes" ADD CONSTRAINT "abonent_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_codes" ADD CONSTRAINT "abonent_codes_abonent_id_abonents_id_fk" FOREIGN KEY ("abonent_id") REFERENCES "public"."abonents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_intercoms" ADD CONSTRAINT "abonent_intercoms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_intercoms" ADD CONSTRAINT "abonent_intercoms_abonent_id_abonents_id_fk" FOREIGN KEY ("abonent_id") REFERENCES "public"."abonents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_keys" ADD CONSTRAINT "abonent_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_keys" ADD CONSTRAINT "abonent_keys_abonent_id_abonents_id_fk" FOREIGN KEY ("abonent_id") REFERENCES "public"."abonents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_sip_devices" ADD CONSTRAINT "abonent_sip_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_sip_devices" ADD CONSTRAINT "abonent_sip_devices_abonent_id_abonents_id_fk" FOREIGN KEY ("abonent_id") REFERENCES "public"."abonents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonent_sip_devices" ADD CONSTRAINT "abonent_sip_devices_sip_device_id_sip_devices_id_fk" FOREIGN KEY ("sip_device_id") REFERENCES "public"."sip_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonents" ADD CONSTRAINT "abonents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonents" ADD CONSTRAINT "abonents_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonents" ADD CONSTRAINT "abonents_access_object_id_access_objects_id_fk" FOREIGN KEY ("access_object_id") REFERENCES "public"."access_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonents" ADD CONSTRAINT "abonents_access_perimeter_id_access_perimeters_id_fk" FOREIGN KEY ("access_perimeter_id") REFERENCES "public"."access_perimeters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonents" ADD CONSTRAINT "abonents_tariff_id_tariff_policies_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariff_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonent_cameras_camera_idx" ON "abonent_cameras" USING btree ("camera_id");--> statement-breakpoint
CREATE INDEX "abonent_codes_abonent_idx" ON "abonent_codes" USING btree ("abonent_id");--> statement-breakpoint
CREATE INDEX "abonent_intercoms_abonent_idx" ON "abonent_intercoms" USING btree ("abonent_id","created_at");--> statement-breakpoint
CREATE INDEX "abonent_keys_abonent_created_idx" ON "abonent_keys" USING btree ("abonent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "abonent_keys_company_idx" ON "abonent_keys" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "abonent_sip_devices_device_idx" ON "abonent_sip_devices" USING btree ("sip_device_id");--> statement-breakpoint
CREATE INDEX "abonents_company_name_idx" ON "abonents" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "abonents_company_phone_idx" ON "abonents" USING btree ("company_id","phone_number","id");--> statement-breakpoint
CREATE INDEX "abonents_company_building_idx" ON "abonents" USING btree ("company_id","building","id");--> statement-breakpoint
CREATE INDEX "abonents_company_room_idx" ON "abonents" USING btree ("company_id","room","id");--> statement-breakpoint
CREATE INDEX "abonents_company_created_idx" ON "abonents" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "abonents_address_idx" ON "abonents" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "abonents_tariff_idx" ON "abonents" USING btree ("tariff_id");--> statement-breakpoint
CREATE INDEX "abonents_access_object_idx" ON "abonents" USING btree ("access_object_id");--> statement-breakpoint
CREATE INDEX "abonents_access_perimeter_idx" ON "abonents" USING btree ("access_perimeter_id");--> statement-breakpoint
CREATE INDEX "abonents_name_trgm_idx" ON "abonents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "abonents_phone_number_trgm_idx" ON "abonents" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "abonents_building_trgm_idx" ON "abonents" USING gin ("building" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "abonents_room_trgm_idx" ON "abonents" USING gin ("room" gin_trgm_ops);