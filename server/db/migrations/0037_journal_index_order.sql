DROP INDEX "pass_events_company_time_idx";--> statement-breakpoint
DROP INDEX "pass_events_point_time_idx";--> statement-breakpoint
DROP INDEX "pass_events_card_time_idx";--> statement-breakpoint
DROP INDEX "pass_events_denied_time_idx";--> statement-breakpoint
CREATE INDEX "pass_events_company_time_idx" ON "pass_events" USING btree ("company_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pass_events_point_time_idx" ON "pass_events" USING btree ("access_point_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pass_events_card_time_idx" ON "pass_events" USING btree ("company_id","card_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "pass_events"."card_id" is not null;--> statement-breakpoint
CREATE INDEX "pass_events_denied_time_idx" ON "pass_events" USING btree ("company_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "pass_events"."result" = 'denied';