CREATE TABLE "tariff_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"current_revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"display_name" text NOT NULL,
	"user_display_name" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"cost_per_month" numeric(10, 2),
	"cost_per_year" numeric(10, 2),
	"keys_count_in_package" integer NOT NULL,
	"trial_period_days" integer,
	"tariff_type" text NOT NULL,
	"price_per_package" numeric(10, 2),
	"price_per_extra_key" numeric(10, 2),
	"effective_until" text NOT NULL,
	"services" text[] NOT NULL,
	"rolled_back_from" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_revisions_revision_check" CHECK ("tariff_revisions"."revision" >= 1),
	CONSTRAINT "tariff_revisions_money_check" CHECK (coalesce("tariff_revisions"."cost_per_month", 1) > 0 and coalesce("tariff_revisions"."cost_per_year", 1) > 0 and coalesce("tariff_revisions"."price_per_package", 1) > 0 and coalesce("tariff_revisions"."price_per_extra_key", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "tariff_policies" ADD CONSTRAINT "tariff_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_revisions" ADD CONSTRAINT "tariff_revisions_policy_id_tariff_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."tariff_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_revisions" ADD CONSTRAINT "tariff_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_policies_company_idx" ON "tariff_policies" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tariff_revisions_policy_revision_unique" ON "tariff_revisions" USING btree ("policy_id","revision");