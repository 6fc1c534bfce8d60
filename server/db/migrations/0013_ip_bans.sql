CREATE TABLE "ip_bans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network" "cidr" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"automatic" boolean NOT NULL,
	"reason" text,
	"ends_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	CONSTRAINT "ip_bans_reason_check" CHECK ("ip_bans"."automatic" or "ip_bans"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"window_started_at" timestamp (3) with time zone NOT NULL,
	"attempts" integer NOT NULL,
	"ban_claimed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sign_in_throttles_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
ALTER TABLE "ip_bans" ADD CONSTRAINT "ip_bans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ip_bans_network_idx" ON "ip_bans" USING gist ("network" inet_ops);--> statement-breakpoint
CREATE INDEX "ip_bans_created_idx" ON "ip_bans" USING btree ("created_at","id");