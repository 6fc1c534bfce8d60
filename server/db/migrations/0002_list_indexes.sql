CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"row_count" bigint NOT NULL,
	CONSTRAINT "row_counts_pk" PRIMARY KEY("table_name","scope_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "keys_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "addresses_value_trgm_idx" ON "addresses" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_keys_count_idx" ON "users" USING btree ("keys_count","id");--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_number_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);