CREATE TABLE "pass_event_quarters" (
	"company_id" uuid NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"events" integer NOT NULL,
	"passes" integer NOT NULL,
	"denials" integer NOT NULL,
	"firsts" integer[] NOT NULL,
	CONSTRAINT "pass_event_quarters_pk" PRIMARY KEY("company_id","quarter")
);
--> statement-breakpoint
ALTER TABLE "pass_event_quarters" ADD CONSTRAINT "pass_event_quarters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The quarters of the events stored before this migration; every insert of events keeps them from now on
-- (server/journal/store.ts). firsts[k + 1]: the events of people whose previous event (person_prev_at)
-- fell in a quarter more than k before theirs, or who had none (QUARTER_LOOK_BACK = 100 elements).
DO $$
BEGIN
  EXECUTE format($insert$
    INSERT INTO pass_event_quarters (company_id, quarter, events, passes, denials, firsts)
    SELECT company_id, quarter, sum(events), sum(passes), sum(denials), array[%s]::int[]
      FROM (SELECT company_id, date_bin('15 minutes', occurred_at, timestamptz '1970-01-01 00:00:00+00') AS quarter,
                   coalesce(least(date_part('epoch', date_bin('15 minutes', occurred_at, timestamptz '1970-01-01 00:00:00+00')
                                                     - date_bin('15 minutes', person_prev_at, timestamptz '1970-01-01 00:00:00+00'))::int / 900, 100), 100) AS gap,
                   count(*) AS events, count(*) FILTER (WHERE result = 'opened') AS passes, count(*) FILTER (WHERE result = 'denied') AS denials,
                   count(*) FILTER (WHERE coalesce(abonent_id::text, phone, card_id) IS NOT NULL) AS people
              FROM pass_events GROUP BY 1, 2, 3) AS gaps
     GROUP BY company_id, quarter$insert$,
    (SELECT string_agg(format('coalesce(sum(people) FILTER (WHERE gap > %s), 0)', k), ', ' ORDER BY k) FROM generate_series(0, 99) AS k));
END
$$;
