ALTER TABLE "companies" ADD COLUMN "inn" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phones" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "support" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_parking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "create_users_on_registration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "keys_available" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "api_token_hash" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "api_token_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_keys_available_check" CHECK ("companies"."keys_available" >= 0);