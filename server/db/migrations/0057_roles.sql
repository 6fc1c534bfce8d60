CREATE TABLE "company_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_roles_id_company_unique" UNIQUE("id","company_id")
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ALTER COLUMN "role" SET DEFAULT 'administrator';--> statement-breakpoint
ALTER TABLE "company_profiles" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "custom_role_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "platform_role" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_roles_company_name_idx" ON "company_roles" USING btree ("company_id","name");--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_custom_role_fk" FOREIGN KEY ("custom_role_id","company_id") REFERENCES "public"."company_roles"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_profiles_custom_role_idx" ON "company_profiles" USING btree ("custom_role_id");--> statement-breakpoint
-- Before roles meant anything every administrator could do everything: each keeps that as a director.
UPDATE "company_profiles" SET "role" = 'director';--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_one_role_check" CHECK (("company_profiles"."role" is null) <> ("company_profiles"."custom_role_id" is null));--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_role_check" CHECK ("company_profiles"."role" in ('director', 'administrator', 'concierge', 'security', 'accountant'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_platform_role_check" CHECK ("users"."platform_role" in ('operator', 'auditor'));--> statement-breakpoint
-- A company's own roles go on the audit trail like its administrators (migration 0020).
SELECT audit_table('company_roles');
