ALTER TABLE "access_objects" ADD CONSTRAINT "access_objects_id_company_unique" UNIQUE("id","company_id");--> statement-breakpoint
CREATE TABLE "access_perimeters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"access_object_id" uuid NOT NULL,
	"parent_id" uuid,
	"display_name" text NOT NULL,
	"description" text,
	"restrict_pass_permanent_keys" boolean DEFAULT false NOT NULL,
	"restrict_pass_temporary_keys" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_perimeters_id_object_unique" UNIQUE("id","access_object_id"),
	CONSTRAINT "access_perimeters_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "access_perimeters_not_own_parent" CHECK ("access_perimeters"."parent_id" <> "access_perimeters"."id")
);
--> statement-breakpoint
CREATE TABLE "access_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"access_object_id" uuid NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"lock_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"is_postamat_access_point" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'Default' NOT NULL,
	"sid" text,
	"elevator" text,
	"open_time" integer NOT NULL,
	"auto_open" boolean DEFAULT false NOT NULL,
	"distance" integer NOT NULL,
	"is_opening_by_phone" boolean DEFAULT false NOT NULL,
	"is_opening_by_internet" boolean DEFAULT false NOT NULL,
	"geo_radius" integer,
	"geo_latitude" double precision,
	"geo_longitude" double precision,
	"default_key_settings" jsonb NOT NULL,
	"key_restrictions" jsonb NOT NULL,
	"is_lift" boolean DEFAULT false NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_date" date,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pid" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locks_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
ALTER TABLE "access_perimeters" ADD CONSTRAINT "access_perimeters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_perimeters" ADD CONSTRAINT "access_perimeters_object_fk" FOREIGN KEY ("access_object_id","company_id") REFERENCES "public"."access_objects"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_perimeters" ADD CONSTRAINT "access_perimeters_parent_fk" FOREIGN KEY ("parent_id","access_object_id") REFERENCES "public"."access_perimeters"("id","access_object_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_perimeter_fk" FOREIGN KEY ("perimeter_id","access_object_id") REFERENCES "public"."access_perimeters"("id","access_object_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_perimeter_company_fk" FOREIGN KEY ("perimeter_id","company_id") REFERENCES "public"."access_perimeters"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locks" ADD CONSTRAINT "locks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_perimeters_object_name_idx" ON "access_perimeters" USING btree ("access_object_id","display_name","id");--> statement-breakpoint
CREATE INDEX "access_perimeters_parent_idx" ON "access_perimeters" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "access_points_company_name_idx" ON "access_points" USING btree ("company_id","display_name","id");--> statement-breakpoint
CREATE INDEX "access_points_perimeter_idx" ON "access_points" USING btree ("perimeter_id");--> statement-breakpoint
CREATE INDEX "access_points_lock_idx" ON "access_points" USING btree ("lock_id");--> statement-breakpoint
CREATE INDEX "access_points_created_idx" ON "access_points" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "locks_company_pid_idx" ON "locks" USING btree ("company_id","pid","id");--> statement-breakpoint
CREATE INDEX "locks_company_name_idx" ON "locks" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "locks_pid_trgm_idx" ON "locks" USING gin ("pid" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locks_name_trgm_idx" ON "locks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "access_objects_company_created_idx" ON "access_objects" USING btree ("company_id","created_at","id");