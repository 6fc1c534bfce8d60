-- Edited: drizzle-kit wrote the reference before the unique key it needs; the key comes first.
ALTER TABLE "sip_servers" ADD CONSTRAINT "sip_servers_id_company_unique" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "sip_devices" ADD CONSTRAINT "sip_devices_server_company_fk" FOREIGN KEY ("server_id","company_id") REFERENCES "public"."sip_servers"("id","company_id") ON DELETE no action ON UPDATE no action;
