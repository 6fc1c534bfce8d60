CREATE TABLE "credential_changes" (
	"company_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"access_point_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"credential" jsonb,
	"hash" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_changes_pk" PRIMARY KEY("company_id","version","access_point_id","credential_id")
);
--> statement-breakpoint
CREATE TABLE "credential_subjects" (
	"transaction_id" bigint DEFAULT txid_current() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	CONSTRAINT "credential_subjects_pk" PRIMARY KEY("transaction_id","company_id","kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "credential_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"floor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_points" (
	"company_id" uuid NOT NULL,
	"local_server_id" uuid,
	"controller_id" uuid,
	"access_point_id" uuid NOT NULL,
	CONSTRAINT "device_points_one_device" CHECK (num_nonnulls("device_points"."local_server_id", "device_points"."controller_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "device_sync" (
	"company_id" uuid NOT NULL,
	"local_server_id" uuid,
	"controller_id" uuid,
	"points_version" bigint DEFAULT 0 NOT NULL,
	"acked_version" bigint,
	"acked_digest" text,
	"acked_at" timestamp with time zone,
	"drift" boolean DEFAULT false NOT NULL,
	CONSTRAINT "device_sync_one_device" CHECK (num_nonnulls("device_sync"."local_server_id", "device_sync"."controller_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "door_credentials" (
	"company_id" uuid NOT NULL,
	"access_point_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"abonent_id" uuid,
	"access_right_id" uuid,
	"credential" jsonb NOT NULL,
	"hash" bigint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "door_credentials_pk" PRIMARY KEY("access_point_id","credential_id")
);
--> statement-breakpoint
ALTER TABLE "controllers" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "controllers" ADD COLUMN "token_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credential_versions" ADD CONSTRAINT "credential_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_points" ADD CONSTRAINT "device_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_points" ADD CONSTRAINT "device_points_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_points" ADD CONSTRAINT "device_points_local_server_fk" FOREIGN KEY ("local_server_id","company_id") REFERENCES "public"."local_servers"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_points" ADD CONSTRAINT "device_points_controller_fk" FOREIGN KEY ("controller_id","company_id") REFERENCES "public"."controllers"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sync" ADD CONSTRAINT "device_sync_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sync" ADD CONSTRAINT "device_sync_local_server_fk" FOREIGN KEY ("local_server_id","company_id") REFERENCES "public"."local_servers"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sync" ADD CONSTRAINT "device_sync_controller_fk" FOREIGN KEY ("controller_id","company_id") REFERENCES "public"."controllers"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_changes_point_idx" ON "credential_changes" USING btree ("access_point_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "device_points_local_server_unique" ON "device_points" USING btree ("local_server_id","access_point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_points_controller_unique" ON "device_points" USING btree ("controller_id","access_point_id");--> statement-breakpoint
CREATE INDEX "device_points_point_idx" ON "device_points" USING btree ("access_point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_sync_local_server_unique" ON "device_sync" USING btree ("local_server_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_sync_controller_unique" ON "device_sync" USING btree ("controller_id");--> statement-breakpoint
CREATE INDEX "door_credentials_abonent_idx" ON "door_credentials" USING btree ("abonent_id");--> statement-breakpoint
CREATE INDEX "door_credentials_right_idx" ON "door_credentials" USING btree ("access_right_id");--> statement-breakpoint
CREATE INDEX "door_credentials_company_idx" ON "door_credentials" USING btree ("company_id");