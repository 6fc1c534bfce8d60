CREATE TABLE "postamate_cells" (
	"postamate_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"size" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "postamate_cells_pk" PRIMARY KEY("postamate_id","number"),
	CONSTRAINT "postamate_cells_size_check" CHECK ("postamate_cells"."size" in ('S', 'M', 'L', 'XL')),
	CONSTRAINT "postamate_cells_state_check" CHECK ("postamate_cells"."state" in ('free', 'occupied', 'outOfOrder', 'opened'))
);
--> statement-breakpoint
CREATE TABLE "postamates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"postamat_id" text NOT NULL,
	"public_id" text NOT NULL,
	"remote_camera_rtsp_address" text,
	"camera_status" text,
	"camera_offline_reason" text,
	"camera_checked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postamates_postamat_id_unique" UNIQUE("postamat_id"),
	CONSTRAINT "postamates_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "locks" ADD COLUMN "controller_phone" text;--> statement-breakpoint
ALTER TABLE "locks" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locks" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "postamate_cells" ADD CONSTRAINT "postamate_cells_postamate_id_postamates_id_fk" FOREIGN KEY ("postamate_id") REFERENCES "public"."postamates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postamates" ADD CONSTRAINT "postamates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postamates_company_idx" ON "postamates" USING btree ("company_id","postamat_id");--> statement-breakpoint
CREATE INDEX "postamates_last_seen_idx" ON "postamates" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "postamates_postamat_id_trgm_idx" ON "postamates" USING gin ("postamat_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "postamates_public_id_trgm_idx" ON "postamates" USING gin ("public_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locks_last_seen_idx" ON "locks" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "locks_controller_phone_trgm_idx" ON "locks" USING gin ("controller_phone" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "locks" ADD CONSTRAINT "locks_id_company_unique" UNIQUE("id","company_id");