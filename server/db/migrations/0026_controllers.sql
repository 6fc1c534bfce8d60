CREATE TABLE "controllers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"secure_id" text NOT NULL,
	"installation_location" text NOT NULL,
	"phone_number" text,
	"installation_date" date,
	"comment" text,
	"backside_controller_id" uuid,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "controllers_secure_id_unique" UNIQUE("secure_id"),
	CONSTRAINT "controllers_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "controllers_backside_not_self" CHECK ("controllers"."backside_controller_id" <> "controllers"."id")
);
--> statement-breakpoint
ALTER TABLE "controllers" ADD CONSTRAINT "controllers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controllers" ADD CONSTRAINT "controllers_backside_fk" FOREIGN KEY ("backside_controller_id","company_id") REFERENCES "public"."controllers"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controllers_company_secure_id_idx" ON "controllers" USING btree ("company_id","secure_id","id");--> statement-breakpoint
CREATE INDEX "controllers_company_location_idx" ON "controllers" USING btree ("company_id","installation_location","id");--> statement-breakpoint
CREATE INDEX "controllers_backside_idx" ON "controllers" USING btree ("backside_controller_id");--> statement-breakpoint
CREATE INDEX "controllers_last_seen_idx" ON "controllers" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "controllers_secure_id_trgm_idx" ON "controllers" USING gin ("secure_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "controllers_installation_location_trgm_idx" ON "controllers" USING gin ("installation_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "controllers_phone_number_trgm_idx" ON "controllers" USING gin ("phone_number" gin_trgm_ops);