CREATE TABLE "sip_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"server_id" uuid NOT NULL,
	"address_id" uuid,
	"open_method" text NOT NULL,
	"dtmf_open_command" text,
	"description" text,
	"configuration" text NOT NULL,
	"abonent_count" integer DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sip_servers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sip_devices" ADD CONSTRAINT "sip_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_devices" ADD CONSTRAINT "sip_devices_server_id_sip_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."sip_servers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_devices" ADD CONSTRAINT "sip_devices_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_servers" ADD CONSTRAINT "sip_servers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sip_devices_company_name_unique" ON "sip_devices" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sip_devices_company_name_idx" ON "sip_devices" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "sip_devices_company_created_idx" ON "sip_devices" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sip_devices_server_idx" ON "sip_devices" USING btree ("server_id");--> statement-breakpoint
CREATE INDEX "sip_devices_address_idx" ON "sip_devices" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "sip_devices_name_trgm_idx" ON "sip_devices" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sip_servers_company_name_idx" ON "sip_servers" USING btree ("company_id","name","id");