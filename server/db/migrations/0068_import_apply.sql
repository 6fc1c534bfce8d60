CREATE TABLE "import_applies" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"columns" text NOT NULL,
	"operation_id" text NOT NULL,
	"line" integer DEFAULT 0 NOT NULL,
	"totals" jsonb NOT NULL,
	"failure" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_apply_keys" (
	"file_id" uuid NOT NULL,
	"key" text NOT NULL,
	"line" integer NOT NULL,
	CONSTRAINT "import_apply_keys_pk" PRIMARY KEY("file_id","key")
);
--> statement-breakpoint
ALTER TABLE "import_applies" ADD CONSTRAINT "import_applies_file_id_import_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_applies" ADD CONSTRAINT "import_applies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_apply_keys" ADD CONSTRAINT "import_apply_keys_file_id_import_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;