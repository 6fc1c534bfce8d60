DROP INDEX "addresses_value_trgm_idx";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "search_value" text GENERATED ALWAYS AS (lower("addresses"."value")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "addresses_search_value_trgm_idx" ON "addresses" USING gin ("search_value" gin_trgm_ops);