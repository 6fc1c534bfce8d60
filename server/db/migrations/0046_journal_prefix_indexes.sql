-- A name's page read from index entries (schema.ts says why; Drizzle cannot write INCLUDE, so these are
-- written by hand).
DROP INDEX "pass_events_user_idx";--> statement-breakpoint
CREATE INDEX "pass_events_user_idx" ON "pass_events" USING btree ("company_id",lower("user_name") text_pattern_ops) INCLUDE ("occurred_at","id");--> statement-breakpoint
DROP INDEX "pass_events_company_time_idx";--> statement-breakpoint
CREATE INDEX "pass_events_company_time_idx" ON "pass_events" USING btree ("company_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("user_name");
