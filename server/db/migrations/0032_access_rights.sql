CREATE TABLE "access_rights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"type" text NOT NULL,
	"access_object_id" uuid,
	"access_perimeter_id" uuid,
	"access_point_id" uuid,
	"owner_id" uuid,
	"address_id" uuid,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"car_model" text,
	"car_number" text,
	"car_number_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_rights_one_target" CHECK (num_nonnulls("access_rights"."access_object_id", "access_rights"."access_perimeter_id", "access_rights"."access_point_id") = 1),
	CONSTRAINT "access_rights_type_check" CHECK ("access_rights"."type" in ('permanent', 'temporary', 'guest', 'vehicle')),
	CONSTRAINT "access_rights_period_check" CHECK ("access_rights"."active_from" < "access_rights"."active_to" is not false)
);
--> statement-breakpoint
CREATE TABLE "guest_pass_points" (
	"guest_pass_id" uuid NOT NULL,
	"access_point_id" uuid NOT NULL,
	CONSTRAINT "guest_pass_points_pk" PRIMARY KEY("guest_pass_id","access_point_id")
);
--> statement-breakpoint
CREATE TABLE "guest_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_passes_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guest_passes_period_check" CHECK ("guest_passes"."valid_from" < "guest_passes"."valid_to"),
	CONSTRAINT "guest_passes_uses_check" CHECK ("guest_passes"."uses" >= 0 and "guest_passes"."uses" <= "guest_passes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "lock_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lock_id" uuid NOT NULL,
	"access_point_id" uuid,
	"access_point_name" text NOT NULL,
	"guest_pass_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid
);
--> statement-breakpoint
ALTER TABLE "access_rights" ADD CONSTRAINT "access_rights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rights" ADD CONSTRAINT "access_rights_access_object_id_access_objects_id_fk" FOREIGN KEY ("access_object_id") REFERENCES "public"."access_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rights" ADD CONSTRAINT "access_rights_access_perimeter_id_access_perimeters_id_fk" FOREIGN KEY ("access_perimeter_id") REFERENCES "public"."access_perimeters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rights" ADD CONSTRAINT "access_rights_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rights" ADD CONSTRAINT "access_rights_owner_id_abonents_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."abonents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rights" ADD CONSTRAINT "access_rights_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_pass_points" ADD CONSTRAINT "guest_pass_points_guest_pass_id_guest_passes_id_fk" FOREIGN KEY ("guest_pass_id") REFERENCES "public"."guest_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_pass_points" ADD CONSTRAINT "guest_pass_points_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_guest_pass_id_guest_passes_id_fk" FOREIGN KEY ("guest_pass_id") REFERENCES "public"."guest_passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_acknowledged_by_local_servers_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."local_servers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_rights_company_created_idx" ON "access_rights" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "access_rights_company_name_idx" ON "access_rights" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "access_rights_object_idx" ON "access_rights" USING btree ("access_object_id");--> statement-breakpoint
CREATE INDEX "access_rights_perimeter_idx" ON "access_rights" USING btree ("access_perimeter_id");--> statement-breakpoint
CREATE INDEX "access_rights_point_idx" ON "access_rights" USING btree ("access_point_id");--> statement-breakpoint
CREATE INDEX "access_rights_owner_idx" ON "access_rights" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "access_rights_name_trgm_idx" ON "access_rights" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "access_rights_phone_trgm_idx" ON "access_rights" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "access_rights_car_number_key_trgm_idx" ON "access_rights" USING gin ("car_number_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guest_pass_points_point_idx" ON "guest_pass_points" USING btree ("access_point_id");--> statement-breakpoint
CREATE INDEX "guest_passes_company_created_idx" ON "guest_passes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "guest_passes_name_trgm_idx" ON "guest_passes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lock_commands_waiting_idx" ON "lock_commands" USING btree ("company_id","created_at") WHERE "lock_commands"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "lock_commands_created_idx" ON "lock_commands" USING btree ("created_at");