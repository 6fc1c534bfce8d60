CREATE TABLE "company_api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"custom_role_id" uuid,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "company_api_tokens_one_role_check" CHECK (("company_api_tokens"."role" is null) <> ("company_api_tokens"."custom_role_id" is null)),
	CONSTRAINT "company_api_tokens_role_check" CHECK ("company_api_tokens"."role" in ('director', 'administrator', 'concierge', 'security', 'accountant'))
);
--> statement-breakpoint
ALTER TABLE "company_api_tokens" ADD CONSTRAINT "company_api_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_api_tokens" ADD CONSTRAINT "company_api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_api_tokens" ADD CONSTRAINT "company_api_tokens_custom_role_fk" FOREIGN KEY ("custom_role_id","company_id") REFERENCES "public"."company_roles"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_api_tokens_company_idx" ON "company_api_tokens" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "api_token_hash";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "api_token_issued_at";--> statement-breakpoint
-- The companies' single token columns are gone (the token was never accepted anywhere): its masking too.
SELECT audit_table('companies', masked => '{registration_code_hash}');
--> statement-breakpoint
-- A company's API tokens go on the trail, their hash recorded only as changed.
SELECT audit_table('company_api_tokens', masked => '{token_hash}', skipped => '{last_used_at}');
