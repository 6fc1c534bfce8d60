-- An undo in parts (server/audit/undo-parts.ts): a change of more trail rows than one transaction writes
-- back (an import of 100,000 residents) is undone a part at a time, and this row keeps its place between
-- calls, so that any server goes on from it. Deleted when the undo is done.
CREATE TABLE "undo_runs" (
	"operation_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"undo_operation_id" text NOT NULL,
	"below" bigint,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "undo_runs" ADD CONSTRAINT "undo_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;