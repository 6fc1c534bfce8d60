CREATE TABLE "pass_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"company_id" uuid NOT NULL,
	"access_point_id" uuid,
	"access_point_name" text NOT NULL,
	"source" text NOT NULL,
	"local_server_id" uuid,
	"device_event_id" text,
	"key_type" text NOT NULL,
	"card_id" text,
	"phone" text,
	"car_plate" text,
	"result" text NOT NULL,
	"denial_reason" text,
	"abonent_id" uuid,
	"user_name" text,
	"access_zone" text,
	"decision" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_events_pk" PRIMARY KEY("id","occurred_at"),
	CONSTRAINT "pass_events_key_type_check" CHECK ("pass_events"."key_type" in ('button', 'card', 'mobile', 'remote', 'ble', 'gsm')),
	CONSTRAINT "pass_events_result_check" CHECK ("pass_events"."result" in ('opened', 'denied')),
	CONSTRAINT "pass_events_source_check" CHECK ("pass_events"."source" in ('device', 'guestPass'))
) PARTITION BY RANGE ("occurred_at"); -- added by hand: Drizzle cannot express partitioning (schema.ts, passEvents)
--> statement-breakpoint
ALTER TABLE "local_servers" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "local_servers" ADD COLUMN "token_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_servers" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pass_events" ADD CONSTRAINT "pass_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_events_device_event_unique" ON "pass_events" USING btree ("local_server_id","device_event_id","occurred_at");--> statement-breakpoint
CREATE INDEX "pass_events_company_time_idx" ON "pass_events" USING btree ("company_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);