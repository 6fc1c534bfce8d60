CREATE TABLE "import_file_parts" (
	"file_id" uuid NOT NULL,
	"offset" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "import_file_parts_pk" PRIMARY KEY("file_id","offset")
);
--> statement-breakpoint
CREATE TABLE "import_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_files_kind_check" CHECK ("import_files"."kind" in ('residents', 'addresses')),
	CONSTRAINT "import_files_received_check" CHECK ("import_files"."received" >= 0 and "import_files"."received" <= "import_files"."size")
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"columns" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_pk" PRIMARY KEY("company_id","kind"),
	CONSTRAINT "import_mappings_kind_check" CHECK ("import_mappings"."kind" in ('residents', 'addresses'))
);
--> statement-breakpoint
ALTER TABLE "import_file_parts" ADD CONSTRAINT "import_file_parts_file_id_import_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_files_company_idx" ON "import_files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "import_files_created_idx" ON "import_files" USING btree ("created_at");--> statement-breakpoint
-- An upload and a company's remembered mapping go on the trail; a file's bytes do not (what is done with
-- them is: the records an import writes).
SELECT audit_table('import_files');
--> statement-breakpoint
SELECT audit_table('import_mappings', record_column => 'company_id');
