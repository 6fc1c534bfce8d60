CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"password_encrypted" text,
	"api_token_encrypted" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "inn" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phones" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "support" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "role" text DEFAULT 'management' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_parking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "create_users_when_registering_abonents" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "keys_available" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "api_token_hash" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "api_token_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_company_name_idx" ON "payment_methods" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_inn_unique" ON "companies" USING btree ("inn");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_keys_available_check" CHECK ("companies"."keys_available" >= 0);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_role_check" CHECK ("companies"."role" in ('management', 'service', 'dealer'));--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_role_check" CHECK ("company_profiles"."role" in ('admin', 'operator'));