-- pass_events.user_name_key: the name lower-cased once, for the filter by a name's beginning, and a name's
-- page read from index entries (schema.ts says why; Drizzle cannot write INCLUDE, so the indexes' INCLUDE
-- is written by hand). Adding a stored column rewrites the journal's partitions, compactly.
DROP INDEX "pass_events_user_idx";--> statement-breakpoint
ALTER TABLE "pass_events" ADD COLUMN "user_name_key" text GENERATED ALWAYS AS (lower("user_name")) STORED;--> statement-breakpoint
CREATE INDEX "pass_events_user_idx" ON "pass_events" USING btree ("company_id","user_name_key" text_pattern_ops) INCLUDE ("occurred_at","id") WHERE "pass_events"."user_name_key" is not null;--> statement-breakpoint
DROP INDEX "pass_events_company_time_idx";--> statement-breakpoint
CREATE INDEX "pass_events_company_time_idx" ON "pass_events" USING btree ("company_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("user_name_key");
