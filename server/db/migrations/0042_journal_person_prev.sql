ALTER TABLE "pass_events" ADD COLUMN "person_prev_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pass_events_person_time_idx" ON "pass_events" USING btree ("company_id",(coalesce("abonent_id"::text, "phone", "card_id")),"occurred_at","id") WHERE coalesce("pass_events"."abonent_id"::text, "pass_events"."phone", "pass_events"."card_id") is not null;--> statement-breakpoint
-- pass_events.person_prev_at: when the event's person last passed in the 31 days before it, in the company.
-- Kept by every insert of events (server/journal/store.ts), whatever order they arrive in; a report counts
-- a day's people as the events whose person had not passed earlier that day. These are the events stored
-- before this migration.
UPDATE pass_events e SET person_prev_at = earlier.prev
  FROM (SELECT id, occurred_at,
               lag(occurred_at) OVER (PARTITION BY company_id, coalesce(abonent_id::text, phone, card_id) ORDER BY occurred_at, id) AS prev
          FROM pass_events WHERE coalesce(abonent_id::text, phone, card_id) IS NOT NULL) AS earlier
 WHERE e.id = earlier.id AND e.occurred_at = earlier.occurred_at AND earlier.prev >= earlier.occurred_at - interval '31 days';
