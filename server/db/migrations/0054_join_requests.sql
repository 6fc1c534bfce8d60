CREATE TABLE "join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"apartment" text NOT NULL,
	"address_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"abonent_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_requests_status_check" CHECK ("join_requests"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "join_requests_decided_check" CHECK (("join_requests"."status" = 'pending') = ("join_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registration_code_hash" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registration_code_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_abonent_id_abonents_id_fk" FOREIGN KEY ("abonent_id") REFERENCES "public"."abonents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "join_requests_company_created_idx" ON "join_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "join_requests_address_idx" ON "join_requests" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "join_requests_abonent_idx" ON "join_requests" USING btree ("abonent_id");--> statement-breakpoint
CREATE INDEX "join_requests_name_trgm_idx" ON "join_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_registration_code_hash_unique" UNIQUE("registration_code_hash");
