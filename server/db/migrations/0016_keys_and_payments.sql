CREATE TABLE "key_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reg_key_id" uuid,
	"local_key_id" uuid,
	"abonent_key_id" uuid,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_status_changes_one_key" CHECK (num_nonnulls("key_status_changes"."reg_key_id", "key_status_changes"."local_key_id", "key_status_changes"."abonent_key_id") = 1),
	CONSTRAINT "key_status_changes_from_check" CHECK ("key_status_changes"."from_status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired')),
	CONSTRAINT "key_status_changes_to_check" CHECK ("key_status_changes"."to_status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "local_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"local_server_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_keys_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "local_keys_status_check" CHECK ("local_keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "local_servers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_servers_id_company_unique" UNIQUE("id","company_id")
);
--> statement-breakpoint
CREATE TABLE "payment_totals" (
	"scope_id" uuid PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL,
	"amount_sum" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"abonent_id" uuid,
	"abonent_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"perimeter_name" text,
	"payment_date" timestamp with time zone NOT NULL,
	"period_till" date,
	"amount" numeric(12, 2) NOT NULL,
	"payment_type" text NOT NULL,
	"description" text,
	"account_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sim_card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sim_card_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_up_to_before" date NOT NULL,
	"paid_up_to" date NOT NULL,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_card_payments_amount_check" CHECK ("sim_card_payments"."amount" > 0),
	CONSTRAINT "sim_card_payments_moves_check" CHECK ("sim_card_payments"."paid_up_to" > "sim_card_payments"."paid_up_to_before")
);
--> statement-breakpoint
CREATE TABLE "sim_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"place" text NOT NULL,
	"phone_number" text NOT NULL,
	"paid_up_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keys" DROP CONSTRAINT "keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "keys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "keys" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "keys" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "keys" ADD COLUMN "key_type" text DEFAULT 'permanent' NOT NULL;--> statement-breakpoint
ALTER TABLE "keys" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "keys" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "key_status_changes" ADD CONSTRAINT "key_status_changes_reg_key_id_keys_id_fk" FOREIGN KEY ("reg_key_id") REFERENCES "public"."keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_status_changes" ADD CONSTRAINT "key_status_changes_local_key_id_local_keys_id_fk" FOREIGN KEY ("local_key_id") REFERENCES "public"."local_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_status_changes" ADD CONSTRAINT "key_status_changes_abonent_key_id_abonent_keys_id_fk" FOREIGN KEY ("abonent_key_id") REFERENCES "public"."abonent_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_status_changes" ADD CONSTRAINT "key_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_keys" ADD CONSTRAINT "local_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_keys" ADD CONSTRAINT "local_keys_server_fk" FOREIGN KEY ("local_server_id","company_id") REFERENCES "public"."local_servers"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_servers" ADD CONSTRAINT "local_servers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_abonent_id_abonents_id_fk" FOREIGN KEY ("abonent_id") REFERENCES "public"."abonents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_card_payments" ADD CONSTRAINT "sim_card_payments_sim_card_id_sim_cards_id_fk" FOREIGN KEY ("sim_card_id") REFERENCES "public"."sim_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_card_payments" ADD CONSTRAINT "sim_card_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_status_changes_reg_key_idx" ON "key_status_changes" USING btree ("reg_key_id","changed_at");--> statement-breakpoint
CREATE INDEX "key_status_changes_local_key_idx" ON "key_status_changes" USING btree ("local_key_id","changed_at");--> statement-breakpoint
CREATE INDEX "key_status_changes_abonent_key_idx" ON "key_status_changes" USING btree ("abonent_key_id","changed_at");--> statement-breakpoint
CREATE INDEX "local_keys_server_idx" ON "local_keys" USING btree ("local_server_id");--> statement-breakpoint
CREATE INDEX "local_keys_created_idx" ON "local_keys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "local_keys_company_created_idx" ON "local_keys" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "local_keys_phone_number_trgm_idx" ON "local_keys" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "local_keys_title_trgm_idx" ON "local_keys" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "local_servers_company_name_idx" ON "local_servers" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_company_date_idx" ON "payments" USING btree ("company_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_type_date_idx" ON "payments" USING btree ("payment_type","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "payments_abonent_idx" ON "payments" USING btree ("abonent_id");--> statement-breakpoint
CREATE INDEX "payments_phone_number_trgm_idx" ON "payments" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_account_number_trgm_idx" ON "payments" USING gin ("account_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sim_card_payments_card_idx" ON "sim_card_payments" USING btree ("sim_card_id","created_at");--> statement-breakpoint
CREATE INDEX "sim_cards_paid_up_to_idx" ON "sim_cards" USING btree ("paid_up_to","id");--> statement-breakpoint
CREATE INDEX "sim_cards_company_paid_up_to_idx" ON "sim_cards" USING btree ("company_id","paid_up_to","id");--> statement-breakpoint
CREATE INDEX "sim_cards_place_trgm_idx" ON "sim_cards" USING gin ("place" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sim_cards_phone_number_trgm_idx" ON "sim_cards" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "keys" ADD CONSTRAINT "keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonent_keys_expiry_idx" ON "abonent_keys" USING btree ("valid_until") WHERE "abonent_keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin');--> statement-breakpoint
CREATE INDEX "keys_created_idx" ON "keys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "keys_company_created_idx" ON "keys" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "keys_phone_number_trgm_idx" ON "keys" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "keys_title_trgm_idx" ON "keys" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "keys_expiry_idx" ON "keys" USING btree ("valid_until") WHERE "keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin');--> statement-breakpoint
ALTER TABLE "keys" ADD CONSTRAINT "keys_uuid_unique" UNIQUE("uuid");--> statement-breakpoint
ALTER TABLE "abonent_keys" ADD CONSTRAINT "abonent_keys_status_check" CHECK ("abonent_keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired'));--> statement-breakpoint
ALTER TABLE "keys" ADD CONSTRAINT "keys_status_check" CHECK ("keys"."status" in ('none', 'sent', 'approved', 'rejected', 'deleteUser', 'deleteAdmin', 'deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired'));--> statement-breakpoint
ALTER TABLE "keys" ADD CONSTRAINT "keys_period_check" CHECK (("keys"."key_type" = 'permanent' and "keys"."valid_from" is null and "keys"."valid_until" is null) or ("keys"."key_type" = 'temporary' and "keys"."valid_from" < "keys"."valid_until"));