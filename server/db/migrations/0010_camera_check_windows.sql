CREATE TABLE "camera_check_windows" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"checks" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "camera_check_windows" ADD CONSTRAINT "camera_check_windows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;